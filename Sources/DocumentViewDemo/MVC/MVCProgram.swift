import DemoSupport

/// Client (variant `mvc`): the same program after the move to MVC. It creates a controller for the
/// document, and views that point at the controller instead of the document. Compare it with
/// `DocumentViewProgram`: that difference is the whole move.
final class MVCProgram: ProgramDesign {
    let document: SimpleStringDocument
    let transcript: Transcript
    var views: [ControlledStringView<SimpleEvent, SimpleStringDocument>] = []
    private let controller: StringController<SimpleStringDocument>

    init(document: SimpleStringDocument, transcript: Transcript) {
        self.document = document
        self.transcript = transcript
        transcript.send(
            "StringController(document: \(document.name))", from: Names.main, to: Names.controller)
        controller = StringController(document: document, transcript: transcript)
    }

    /// A view that hands the user's input to the controller.
    func makeView(_ name: String) -> ControlledStringView<SimpleEvent, SimpleStringDocument> {
        transcript.send(
            "ControlledStringView(name: \(quoted(name)), controller: \(controller.name))", from: Names.main,
            to: name)
        return ControlledStringView(name: name, controller: controller, transcript: transcript)
    }
}
