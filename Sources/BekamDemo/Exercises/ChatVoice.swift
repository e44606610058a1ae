/// Exercise chat-voice (docs/exercises/chat-voice.md). Composition root: the table of viewers, by
/// content key, that the chat in the scenario `chat-voice` shows its messages with. Your adapter for
/// the key "voice" goes in it.
func chatVoiceViewers() -> [String: any MessageViewer] {
    [
        "string": TextMessageViewer(), "imgURL": ImageMessageAdapter(), "link": LinkMessageAdapter(),
        "location": LocationMessageAdapter(),
    ]
}
