import DemoSupport

/// How the chat screen shows one message's content. The `adapter` scenario is written once against
/// this: the Adapter design (the screen hands every message to a `MessageDispatcher`, which passes it
/// to the `MessageViewer` for its kind: `TextMessageViewer`, or an adapter in front of an advanced
/// viewer) and the `switch` variant (the screen switches over the content's key itself). The screen
/// does either in its own code; a call line names the design.
enum MessageDisplay: TraceValue {
    case dispatcher(MessageDispatcher, madeBy: String)
    case switchOverKey

    /// The chat as the demo composes it: the dispatcher's standard table.
    static var adapter: MessageDisplay { .dispatcher(MessageDispatcher(), madeBy: "") }

    /// A chat whose dispatcher looks viewers up in `viewers`, the table that the function named
    /// `madeBy` returned (`chatVoiceViewers()`); a call line names that function.
    static func adapter(viewers: [String: any MessageViewer], madeBy maker: String) -> MessageDisplay {
        .dispatcher(MessageDispatcher(viewers: viewers), madeBy: "viewers: \(maker)")
    }

    var traceText: String {
        switch self {
        case .dispatcher(_, let maker): "MessageDispatcher(\(maker))"
        case .switchOverKey: "switch over content.key"
        }
    }
}
