import DemoSupport

/// The `chat-voice` scenario (exercise chat-voice): Sami has sent voice messages, a kind of content the
/// chat's standard viewers do not know. Layla reads the chat through a dispatcher whose table
/// `chatVoiceViewers()` (Exercises/ChatVoice.swift) makes: until it has a viewer for "voice", those
/// messages show as incompatible.
func chatVoice(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Layla"), Participant("ChatViewController"))
    guard let bike = market.product("p1") else { return }
    let voice = { (file: String, seconds: String) in
        MessageContent(fields: [("voice", "https://cdn.bekam.example/voice/\(file)"), ("seconds", seconds)])
    }
    let sessionId = market.seedChat(
        about: bike, buyer: Market.sami,
        messages: [
            .text("Would you take $100 for the bike?"), voice("offer.m4a", "14"),
            voice("directions.m4a", "75"), voice("thanks.m4a", "about a minute"),
        ])
    t.note("Sami has sent Layla a text and three voice messages: each has its clip's address under")
    t.note("\"voice\" and its length, as he typed it, under \"seconds\".")
    t.heading("Layla reads them: the chat's viewers come from chatVoiceViewers()")
    market.phone(of: "Layla", loggedInAs: Market.layla).run(t) {
        let display = MessageDisplay.adapter(viewers: chatVoiceViewers(), madeBy: "chatVoiceViewers()")
        ChatViewController(sessionId: sessionId, display: display).showMessages()
    }
}
