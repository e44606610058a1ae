import DemoSupport

/// The `messages` scenario (F8): messages of every kind, shown through one display. Written once;
/// the Adapter design and the `switch` variant plug in.
func messages(with display: any MessageDisplay, _ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Layla"), Participant("ChatListViewController"), Participant("ChatViewController"))
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    guard let bike = market.product("p1") else { return }
    let sessionId = market.seedChat(
        about: bike, buyer: Market.sami,
        messages: [
            .text("Hello! Is this the bike?"),
            .image(Market.image("bike.jpg")),
            .link("https://bikefit.example/size-guide"),
            .location("40.0150,-105.2705"),
            .image(Market.image("scratch.jpg")),
            .link("ftp://files.example/bike.pdf"),
            .location("near the park"),
        ])
    t.note("Sami has already sent Layla seven messages about the Road bike: a text, a photo, a link, a")
    t.note("location, then a photo the server does not have, an ftp link and a location in words.")

    t.heading("F8 Layla reads them")
    layla.run(t) {
        ChatListViewController().show()
        ChatViewController(sessionId: sessionId, display: display).showMessages()
    }
}
