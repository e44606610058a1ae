import DemoSupport

/// The `adapter` scenario (F8): one message of each kind, shown through one `MessageViewer` interface.
/// Written once; the Adapter design and the `switch` variant plug in.
func adapter(with display: MessageDisplay, _ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Layla"), Participant("ChatViewController"))
    guard let bike = market.product("p1") else { return }
    let sessionId = market.seedChat(
        about: bike, buyer: Market.sami,
        messages: [
            .text("Hello! Is this the bike?"), .location("40.0150,-105.2705"),
        ])
    t.heading("F8 Layla reads Sami's text and location (the messages tour has photos and links)")
    market.phone(of: "Layla", loggedInAs: Market.layla).run(t) {
        ChatViewController(sessionId: sessionId, display: display).showMessages()
    }
}

/// The `messages` scenario (F8): content the viewers cannot show as asked, and the sessions list's
/// summary of the last message, which follows the original's priority (text, photo, location).
func messages(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Layla"), Participant("ChatListViewController"), Participant("ChatViewController"))
    guard let bike = market.product("p1") else { return }
    let sessionId = market.seedChat(
        about: bike, buyer: Market.sami,
        messages: [
            .image(Market.image("scratch.jpg")), .link("ftp://files.example/bike.pdf"),
            .location("near the park"),
            MessageContent(fields: [("location", "40.0150,-105.2705"), ("imgURL", Market.image("bike.jpg"))]),
        ])
    t.note("Sami sent a photo the server does not have, an ftp link, a location in words, and last a")
    t.note("location with a photo: the list sums it up by the original's priority (text, photo, location).")
    t.heading("F8 Layla reads them")
    market.phone(of: "Layla", loggedInAs: Market.layla).run(t) {
        ChatListViewController().show()
        ChatViewController(sessionId: sessionId).showMessages()
    }
}
