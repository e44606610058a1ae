import DemoSupport

/// Client (variant `mvc`): the same program after the move to MVC. It creates a controller for the
/// document, and views that point at the controller instead of the document. Compare it with
/// `DocumentViewProgram`: that difference is the whole move.
final class MVCProgram: ProgramDesign {
    let document: SimpleStringDocument
    var views: [ControlledStringView<SimpleEvent, SimpleStringDocument>] = []
    private let controller: StringController<SimpleStringDocument>

    init(document: SimpleStringDocument) {
        self.document = document
        controller = acting(as: Names.main) { StringController(document: document) }
    }

    /// A view that hands the user's input to the controller: `main`'s code.
    func makeView(_ name: String) -> ControlledStringView<SimpleEvent, SimpleStringDocument> {
        acting(as: Names.main) { ControlledStringView(name: name, controller: controller) }
    }
}
