import DemoSupport

/// Harness seam: how the chat screen shows one message's content. The `adapter` scenario is
/// written once against this; the Adapter design and the `switch` variant plug in behind it. A call
/// line names the design.
protocol MessageDisplay: TraceValue {
    func show(_ content: MessageContent) -> String
}

/// The pattern's design: the screen hands every message to a `MessageDispatcher`, which passes it to
/// the `MessageViewer` for its kind: `TextMessageViewer`, or an adapter in front of an advanced viewer.
struct AdapterMessageDisplay: MessageDisplay {
    var traceText: String { "AdapterMessageDisplay()" }

    func show(_ content: MessageContent) -> String {
        let view = MessageView()
        MessageDispatcher().displayMessage(content: content, view: view)
        return view.text
    }
}
