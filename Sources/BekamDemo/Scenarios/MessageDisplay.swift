import DemoSupport

/// How the chat screen shows one message's content. The `messages` scenario is written once against
/// this; the Adapter design and the `switch` variant plug in behind it.
protocol MessageDisplay {
    func show(_ content: MessageContent, in screen: String, _ transcript: Transcript) -> String
}

/// The pattern's design: the screen hands every message to a `TextMessageViewer`, which shows text
/// and passes anything else to its `MessageAdapter`.
struct AdapterMessageDisplay: MessageDisplay {
    func show(_ content: MessageContent, in screen: String, _ transcript: Transcript) -> String {
        let viewer = TextMessageViewer(transcript: transcript)
        let view = MessageView()
        transcript.send("displayMessage(content: \(content.key))", from: screen, to: viewer.name)
        viewer.displayMessage(content: content, view: view)
        return view.text
    }
}
