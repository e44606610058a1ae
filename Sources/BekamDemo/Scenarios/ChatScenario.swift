import DemoSupport

/// The `chat` scenario (F7, F8, N8, N12): Observer. A cell's chat button notifies the screen that
/// observes it, and the screen opens the chat with the product's owner.
func chat(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Sami"), .actor("Layla"), .actor("Guest"), Participant("cell p1"),
        Participant("ProductsViewController"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    var sessionId = ""

    t.heading("Observer: the products screen observes every cell")
    sami.run {
        let things = ProductsViewController(transcript: t)
        things.open(showing: ProductQuery(city: "Boulder"))
        t.note("Each cell's observer is the ProductsViewController; Sami's own Ladder has no 💬.")
        t.send("tap 💬 on Ladder", from: "Sami", to: "cell p6")
        things.cell("p6")?.chatButtonClicked()
        t.send("tap 💬 on Road bike", from: "Sami", to: "cell p1")
        things.cell("p1")?.chatButtonClicked()
        guard let chat = things.openedChat else { return }
        sessionId = chat.sessionId

        t.heading("F7 Send messages")
        chat.send(.text("   "))
        chat.send(.text("Hi! Is the bike still available?"))
        chat.send(.text("Could I see it on Saturday?"))
        t.send("tap 💬 on Road bike again", from: "Sami", to: "cell p1")
        things.cell("p1")?.chatButtonClicked()
        t.note("The second tap found the same session: getSession answered, no new session was posted.")
    }

    t.heading("N8 Notifications and F8 view messages, on Layla's phone")
    layla.run {
        t.send("open the Alerts tab", from: "Layla", to: "AlertsViewController")
        AlertsViewController(transcript: t).show()
        t.send("open the Alerts tab again", from: "Layla", to: "AlertsViewController")
        AlertsViewController(transcript: t).show()
        t.send("open the Chat tab", from: "Layla", to: "ChatListViewController")
        ChatListViewController(transcript: t).show()
        t.send("open chat \(sessionId)", from: "Layla", to: "ChatViewController")
        let chat = ChatViewController(sessionId: sessionId, transcript: t)
        chat.showMessages()
        t.send("back to the Chat tab", from: "Layla", to: "ChatListViewController")
        ChatListViewController(transcript: t).show()
        t.send("reply in chat \(sessionId)", from: "Layla", to: "ChatViewController")
        chat.send(.text("Yes, Saturday at 10 works."))
    }

    t.heading("N12 Delete a message: only its sender can")
    sami.run {
        let chat = ChatViewController(sessionId: sessionId, transcript: t)
        t.send("delete my message m2", from: "Sami", to: chat.name)
        chat.delete("m2")
        t.send("delete Layla's message m3", from: "Sami", to: chat.name)
        chat.delete("m3")
        chat.showMessages()
    }

    t.heading("Another observer: the profile screen's cells notify the profile screen")
    sami.run {
        let profile = ProfileViewController(transcript: t)
        t.send("open Layla's profile", from: "Sami", to: profile.name)
        profile.showProfile(of: Market.layla)
        t.send("tap 💬 on Camping tent", from: "Sami", to: "cell p3")
        profile.cell("p3")?.chatButtonClicked()
        t.send("open the Chat tab", from: "Sami", to: "ChatListViewController")
        ChatListViewController(transcript: t).show()
    }

    t.heading("Logged out: the observer asks for a login and opens nothing")
    market.phone(of: "Guest").run {
        let things = ProductsViewController(transcript: t)
        things.open(showing: ProductQuery(search: "road"))
        t.send("tap 💬 on Road bike", from: "Guest", to: "cell p1")
        things.cell("p1")?.chatButtonClicked()
        market.showCloud()
    }
}
