import DemoSupport

/// A client that calls the facade directly, skipping the screens' own checks (a modified app). The
/// cloud's rules must hold anyway.
struct ModifiedApp: Screen {
    let name = "ModifiedApp"
    let transcript: Transcript
}

/// The `safety` scenario (N13, N14 and the rules): what needs a login, what only an owner or a
/// sender may do, reports and blocks. Every refusal leaves the cloud as it was.
func safety(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Guest"), .actor("Sami"), .actor("Layla"), Participant("ProfileViewController"),
        Participant(ApiServices.name))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    var sessionId = ""
    t.heading("Sami and Layla talk about the Road bike")
    sami.run {
        guard let bike = market.product("p1"),
            let chat = ChatViewController.open(about: bike, from: ProfileViewController(transcript: t))
        else { return }
        sessionId = chat.sessionId
        chat.send(.text("Would you take $100?"))
    }
    layla.run {
        ChatViewController(sessionId: sessionId, transcript: t).send(.text("$110 is my last price."))
    }

    t.heading("Logged out: posting, messaging, reporting and blocking need a login")
    market.showCloud()
    market.phone(of: "Guest").run {
        PostProductViewController(transcript: t).post(
            ProductForm(
                name: "Sofa", price: "50", city: "Boulder", categories: ["Furniture"], description: "Blue",
                image: PickedImage(byteCount: 100_000)))
        ChatViewController(sessionId: sessionId, transcript: t).send(.text("Hello"))
        ProfileViewController(transcript: t).report(Market.nour, reason: "spam")
        ProfileViewController(transcript: t).block(Market.nour)
    }
    market.showCloud()

    t.heading("Only the owner edits, deletes or marks a product sold; only the sender deletes a message")
    sami.run {
        let app = ModifiedApp(transcript: t)
        t.note("Sami's modified app calls the facade directly, skipping the details screen's states.")
        app.ask(
            "updateProduct(id: p1)",
            {
                $0.updateProduct(id: "p1", name: "Mine", description: "Mine now", price: "1")
            }
        ) { $0.name }
        app.ask("deleteProduct(id: p1)", { $0.deleteProduct(id: "p1") }) { $0.id }
        app.ask("setAvailable(id: p1, false)", { $0.setAvailable(productId: "p1", false) }) { $0.id }
        app.ask("deleteMessage(m2)", { $0.deleteMessage(sessionId: sessionId, messageId: "m2") }) { $0.id }
    }
    market.phone(of: "Nour", loggedInAs: Market.nour).run {
        t.note("Nour is neither side of the chat: to her it does not exist.")
        ModifiedApp(transcript: t).ask(
            "loadChat(sessionId: \(sessionId))", { $0.loadChat(sessionId: sessionId) }
        ) {
            "\($0.messages.count)"
        }
    }
    market.showCloud()

    t.heading("N13 Report a user")
    sami.run {
        let profile = ProfileViewController(transcript: t)
        profile.report(Market.sami, reason: "test")
        profile.report(Market.nour, reason: "  ")
        profile.report(Market.nour, reason: "Asked me to pay before meeting")
        profile.report(Market.nour, reason: "Again")
    }

    t.heading("N14 Block a user")
    layla.run {
        let profile = ProfileViewController(transcript: t)
        profile.block(Market.sami)
        profile.block(Market.sami)
    }
    sami.run {
        t.send("write to Layla", from: "Sami", to: "ChatViewController")
        ChatViewController(sessionId: sessionId, transcript: t).send(.text("Hello? $105?"))
    }
    layla.run {
        t.send("write to Sami", from: "Layla", to: "ChatViewController")
        ChatViewController(sessionId: sessionId, transcript: t).send(.text("Sorry, no."))
    }
    market.showCloud()
}
