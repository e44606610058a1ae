import DemoSupport

/// The `chat-voice` scenario (exercise chat-voice): Sami has sent voice messages, a kind of content the
/// chat's standard viewers do not know. Layla reads the chat through a dispatcher whose table
/// `chatVoiceViewers()` (Exercises/ChatVoice.swift) makes: until it has a viewer for "voice", those
/// messages show as incompatible. The messages are the exercise's data (ExerciseData/ChatVoiceData.swift).
func chatVoice(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Layla"), Participant("ChatViewController"))
    guard let bike = market.product("p1") else { return }
    let sessionId = market.seedChat(about: bike, buyer: Market.sami, messages: ChatVoiceData.messages)
    for line in ChatVoiceData.notes { t.note(line) }
    let viewers = chatVoiceViewers()
    if viewers["voice"] == nil {
        t.note("exercise chat-voice is not solved yet: chatVoiceViewers() has no viewer for the key")
        t.note("\"voice\", so the chat below shows each voice message as incompatible.")
    }
    t.heading("Layla reads them: the chat's viewers come from chatVoiceViewers()")
    market.phone(of: "Layla", loggedInAs: Market.layla).run(t) {
        let display = MessageDisplay.adapter(viewers: viewers, madeBy: "chatVoiceViewers()")
        ChatViewController(sessionId: sessionId, display: display).showMessages()
    }
}
