import DemoSupport

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
