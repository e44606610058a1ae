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
    private let dispatcher: MessageDispatcher
    let traceText: String

    /// The chat as the demo composes it: the dispatcher's standard table.
    init() {
        dispatcher = MessageDispatcher()
        traceText = "AdapterMessageDisplay()"
    }

    /// A chat whose dispatcher looks viewers up in `viewers`, the table that the function named
    /// `madeBy` returned (`chatVoiceViewers()`); a call line names that function.
    init(viewers: [String: any MessageViewer], madeBy maker: String) {
        dispatcher = MessageDispatcher(viewers: viewers)
        traceText = "AdapterMessageDisplay(viewers: \(maker))"
    }

    func show(_ content: MessageContent) -> String {
        let view = MessageView()
        dispatcher.displayMessage(content: content, view: view)
        return view.text
    }
}
