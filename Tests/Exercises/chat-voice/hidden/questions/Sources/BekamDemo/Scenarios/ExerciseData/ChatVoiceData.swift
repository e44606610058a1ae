/// The data of exercise chat-voice's scenario (docs/exercises/chat-voice.md): what Sami has sent Layla
/// about her bike, and the notes that describe it. Course-owned: the grader may run the scenario on
/// other data too.
enum ChatVoiceData {
    /// The notes shown before the chat: what the messages are.
    static let notes = [
        "Sami has sent Layla four voice messages and a text: each voice message has its clip's address",
        "under \"voice\", and all but one its length, as he typed it, under \"seconds\".",
    ]

    /// The messages, oldest first.
    static let messages: [MessageContent] = [
        voice("hello.m4a", seconds: "3"), voice("questions.m4a", seconds: "605"),
        .text("Sorry, that was long."), voice("where.m4a", seconds: nil),
        voice("later.m4a", seconds: "2 min"),
    ]

    /// A voice message: the clip's address under "voice", then its length as typed, if any, under "seconds".
    static func voice(_ file: String, seconds: String?) -> MessageContent {
        MessageContent(
            fields: [("voice", "https://bekam.example/voice/\(file)")]
                + (seconds.map { [("seconds", $0)] } ?? []))
    }
}
