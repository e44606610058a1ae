import DemoSupport

/// Harness seam: how the chat screen shows one message's content. The `messages` scenario is
/// written once against this; the Adapter design and the `switch` variant plug in behind it. A call
/// line names the design.
protocol MessageDisplay: TraceValue {
    func show(_ content: MessageContent) -> String
}

/// The pattern's design: the screen hands every message to a `TextMessageViewer`, which shows text
/// and passes anything else to its `MessageAdapter`.
struct AdapterMessageDisplay: MessageDisplay {
    var traceText: String { "AdapterMessageDisplay()" }

    func show(_ content: MessageContent) -> String {
        let viewer = TextMessageViewer()
        let view = MessageView()
        viewer.displayMessage(content: content, view: view)
        return view.text
    }
}
