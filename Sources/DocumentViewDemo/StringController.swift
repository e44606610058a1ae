import DemoSupport

/// Controller (variant `mvc`): takes the views' input and changes the document. The views no longer
/// know the document; they render what it sends them and hand the user's input to the controller.
final class StringController<D: Document> where D.DataType == String {
    let name = Names.controller
    private let document: D
    private let transcript: Transcript

    init(document: D, transcript: Transcript = Transcript()) {
        self.document = document
        self.transcript = transcript
    }

    /// The place where input handling now lives: here it only forwards, but checks, conversions and
    /// the choice of document would grow here instead of in every view.
    func submitData(_ data: String) {
        transcript.send("state = \(quoted(data))", from: name, to: Names.document)
        document.state = data
    }
}

/// View (variant `mvc`): `StringView` without the input logic. It renders what the document sends and
/// passes the user's input to its controller.
final class ControlledStringView<T: Event, D: Document>: StringRendering
where D.EventType == T, D.DataType == String {
    let name: String
    private(set) var data: String?
    let transcript: Transcript
    /// Weak, for the reason `StringView` holds its document weakly: the controller holds the document,
    /// and the document holds this view's `onDataChange`, so a strong reference would close a cycle.
    private weak var controller: StringController<D>?

    init(name: String, controller: StringController<D>, transcript: Transcript = Transcript()) {
        self.name = name
        self.controller = controller
        self.transcript = transcript
    }

    func onDataChange(_ event: T) {
        data = event.message
        render()
    }

    func submitData(_ data: String) {
        guard let controller else {
            transcript.refused("(\(name)) has no controller any more: \(quoted(data)) is not submitted")
            return
        }
        transcript.send("submitData(\(quoted(data)))", from: name, to: controller.name)
        controller.submitData(data)
    }
}
