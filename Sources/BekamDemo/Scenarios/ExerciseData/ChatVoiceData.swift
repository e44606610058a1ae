/// The data of exercise chat-voice's scenario (docs/exercises/chat-voice.md): what Sami has sent Layla
/// about her bike, and the notes that describe it. Course-owned: the grader may run the scenario on
/// other data too.
enum ChatVoiceData {
    /// The notes shown before the chat: what the messages are.
    static let notes = [
        "Sami has sent Layla a text and three voice messages: each has its clip's address under",
        "\"voice\" and its length, as he typed it, under \"seconds\".",
    ]

    /// The messages, oldest first.
    static let messages: [MessageContent] = [
        .text("Would you take $100 for the bike?"), voice("offer.m4a", seconds: "14"),
        voice("directions.m4a", seconds: "75"), voice("thanks.m4a", seconds: "about a minute"),
    ]

    /// A voice message: the clip's address under "voice", then its length as typed, if any, under "seconds".
    static func voice(_ file: String, seconds: String?) -> MessageContent {
        MessageContent(
            fields: [("voice", "https://bekam.example/voice/\(file)")]
                + (seconds.map { [("seconds", $0)] } ?? []))
    }
}
