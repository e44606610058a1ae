import DemoSupport

/// Client (variant `mvc`): the same program after the move to MVC. It creates a controller for the
/// document, and views that point at the controller instead of the document.
final class MVCProgram: ProgramDesign {
    private let document: SimpleStringDocument
    private let controller: StringController<SimpleStringDocument>
    private let transcript: Transcript
    private var views: [ControlledStringView<SimpleEvent, SimpleStringDocument>] = []

    init(document: SimpleStringDocument, transcript: Transcript) {
        self.document = document
        self.transcript = transcript
        transcript.send(
            "StringController(document: \(document.name))", from: Names.main, to: Names.controller)
        controller = StringController(document: document, transcript: transcript)
    }

    func addView(_ name: String) {
        transcript.send(
            "ControlledStringView(name: \(quoted(name)), controller: \(controller.name))", from: Names.main,
            to: name)
        let view = ControlledStringView(name: name, controller: controller, transcript: transcript)
        views.append(view)
        addToDocument(name, view.onDataChange, document, transcript)
    }

    func renderAll() {
        for view in views {
            transcript.send("render()", from: Names.main, to: view.name)
            view.render()
        }
    }

    func submit(_ data: String, from name: String) {
        guard let view = views.first(where: { $0.name == name }) else {
            transcript.refused("there is no view \(quoted(name)); nothing changed")
            return
        }
        view.submitData(data)
    }
}
