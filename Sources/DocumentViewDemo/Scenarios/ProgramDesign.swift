import DemoSupport

/// What the `article` and `backend` scenarios ask of a design: views on one document, shown and edited
/// by the user. `DocumentViewProgram` (the article's) and `MVCProgram` (variant `mvc`) differ only in
/// what a view is given to send the user's input to: the document, or a controller that `MVCProgram`
/// creates first. The rest of the program is written once, below.
protocol ProgramDesign: AnyObject {
    associatedtype View: ProgramView
    var document: SimpleStringDocument { get }
    /// The views, in the order they were created: the article's `view0`, `view1` and `view2` variables.
    var views: [View] { get set }
    /// Creates the view `name`, wired for this design.
    func makeView(_ name: String) -> View
}

/// A view as the program uses it in both designs: it renders, it is told of changes (the update of
/// `DocumentObserver`, which the demo's views conform to; an exercise's view need only have it), and
/// it takes the user's input, which `StringView` writes to the document itself and
/// `ControlledStringView` hands to its controller.
protocol ProgramView: StringRendering {
    func onDataChange(_ event: SimpleEvent)
    func submitData(_ data: String)
}

extension StringView: ProgramView where T == SimpleEvent {}
extension ControlledStringView: ProgramView where T == SimpleEvent {}

extension ProgramDesign {
    /// The article's order: every view is created first, then each view's callback is added to the
    /// document (`document.addView(key: view0.name, eventHandler: view0.onDataChange)`).
    func addViews(_ names: [String]) {
        let created = names.map(makeView)
        views += created
        acting(as: Names.main) {
            for view in created {
                document.addView(key: view.name, eventHandler: view.onDataChange)
            }
        }
    }

    /// Every view renders, in the order it was created (the article's `[view0, view1, view2].forEach`).
    func renderAll() {
        acting(as: Names.main) {
            for view in views {
                view.render()
            }
        }
    }

    /// The user types `data` into the view `name`.
    func submit(_ data: String, from name: String) {
        DocumentViewDemo.submit(data, from: name, among: views)
    }
}

/// The user types `data` into the view `name` among `views`; with no such view, nothing changes. The
/// exercises' scenarios, which pick their own views, call it directly.
func submit(_ data: String, from name: String, among views: [any ProgramView]) {
    guard let view = views.first(where: { $0.name == name }) else {
        Console.refuse("there is no view \(quoted(name)); nothing changed")
        return
    }
    acting(as: Names.user) { view.submitData(data) }
}

/// Builds a design around a document the scenario created.
typealias ProgramMaker = @Sendable (SimpleStringDocument) -> any ProgramDesign
