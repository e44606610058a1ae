import DemoSupport

/// A client that calls the facade directly, skipping the screens' own checks (a modified app). The
/// cloud's rules must hold anyway. The scenario's own code plays it.
private let modifiedApp = Participant("ModifiedApp")

/// What the modified app shows: a refusal, when the facade refuses.
private func attempt<Value>(_ answer: Result<Value, ApiError>, _ t: Transcript) {
    if case .failure(let error) = answer { t.refused(error.description) }
}

/// The `safety` scenario (N13, N14 and the rules): what needs a login, what only an owner or a
/// sender may do, reports and blocks. Every refusal leaves the cloud as it was.
func safety(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Guest"), .actor("Sami"), .actor("Layla"), Participant("ProfileViewController"),
        Participant(ApiServices.traceTypeName))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    var sessionId = ""
    t.heading("Sami and Layla talk about the Road bike")
    sami.run(t) {
        guard let chat = openChat(about: "p1", search: "road") else { return }
        sessionId = chat.sessionId
        chat.send(.text("Would you take $100?"))
    }
    layla.run(t) {
        ChatViewController(sessionId: sessionId).send(.text("$110 is my last price."))
    }

    t.heading("Logged out: posting, messaging, reporting and blocking need a login")
    market.showCloud()
    market.phone(of: "Guest").run(t) {
        PostProductViewController().post(
            ProductForm(
                name: "Sofa", price: "50", city: "Boulder", categories: ["Furniture"], description: "Blue",
                image: PickedImage(byteCount: 100_000)))
        ChatViewController(sessionId: sessionId).send(.text("Hello"))
        ProfileViewController().report(Market.nour, reason: "spam")
        ProfileViewController().block(Market.nour)
    }
    market.showCloud()

    t.heading("Only the owner edits, deletes or marks a product sold; only the sender deletes a message")
    sami.run(t) {
        t.note("Sami's modified app calls the facade directly, skipping the details screen's states.")
        t.acting(as: modifiedApp) {
            let services = ApiServices.getInstance()
            attempt(
                services.updateProduct(
                    id: "p1", ProductEdit(title: "Mine", description: "Mine now", price: "1")), t)
            attempt(services.deleteProduct(id: "p1"), t)
            attempt(services.setAvailable(productId: "p1", false), t)
            attempt(services.deleteMessage(sessionId: sessionId, messageId: "m2"), t)
        }
    }
    market.phone(of: "Nour", loggedInAs: Market.nour).run(t) {
        t.note("Nour is neither side of the chat: to her it does not exist.")
        t.acting(as: modifiedApp) { attempt(ApiServices.getInstance().loadChat(sessionId: sessionId), t) }
    }
    market.showCloud()

    t.heading("N13 Report a user")
    sami.run(t) {
        let profile = ProfileViewController()
        profile.report(Market.sami, reason: "test")
        profile.report(Market.nour, reason: "  ")
        profile.report(Market.nour, reason: "Asked me to pay before meeting")
        profile.report(Market.nour, reason: "Again")
    }

    t.heading("N14 Block a user")
    layla.run(t) {
        let profile = ProfileViewController()
        profile.block(Market.sami)
        profile.block(Market.sami)
    }
    sami.run(t) {
        ChatViewController(sessionId: sessionId).send(.text("Hello? $105?"))
    }
    layla.run(t) {
        ChatViewController(sessionId: sessionId).send(.text("Sorry, no."))
    }
    market.showCloud()
}
