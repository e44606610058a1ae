import DemoSupport

/// The `chat` scenario (F7, F8, N8, N12): sending and reading messages, alerts, the sessions list,
/// deleting one's own message; the profile screen as a second observer of its cells.
func chat(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Sami"), .actor("Layla"), .actor("Guest"), Participant("cell p1"),
        Participant("ProductsViewController"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    var sessionId = ""

    t.heading("F7 Send messages: Sami taps the Road bike's chat button")
    sami.run(t) {
        let things = ProductsViewController()
        things.open(showing: ProductQuery(city: "Boulder"))
        things.cell("p6")?.chatButtonClicked()
        things.cell("p1")?.chatButtonClicked()
        guard let chat = things.openedChat else { return }
        sessionId = chat.sessionId
        chat.send(.text("   "))
        chat.send(.text("Hi! Is the bike still available?"))
        chat.send(.text("Could I see it on Saturday?"))
        things.cell("p1")?.chatButtonClicked()
        t.note("The second tap found the session s1 that is there already (getSession): no new session.")
    }

    t.heading("N8 Notifications and F8 view messages, on Layla's phone")
    layla.run(t) {
        AlertsViewController().show()
        AlertsViewController().show()
        ChatListViewController().show()
        let chat = ChatViewController(sessionId: sessionId)
        chat.showMessages()
        ChatListViewController().show()
        chat.send(.text("Yes, Saturday at 10 works."))
    }

    t.heading("N12 Delete a message: only its sender can")
    sami.run(t) {
        let chat = ChatViewController(sessionId: sessionId)
        chat.delete("m2")
        chat.delete("m3")
        chat.showMessages()
    }

    t.heading("Another observer: the profile screen's cells notify the profile screen")
    sami.run(t) {
        let profile = ProfileViewController()
        profile.showProfile(of: Market.layla)
        profile.cell("p3")?.chatButtonClicked()
        ChatListViewController().show()
    }

    t.heading("Logged out: the observer asks for a login and opens nothing")
    market.phone(of: "Guest").run(t) {
        let things = ProductsViewController()
        things.open(showing: ProductQuery(search: "road"))
        things.cell("p1")?.chatButtonClicked()
        market.showCloud()
    }
}
