import DemoSupport

/// The `deletion` scenario (N3): deleting an account deletes the user's products, their photos and
/// every chat session they took part in; nobody is left looking at a chat or a product of a user who
/// no longer exists, and the e-mail can be used again.
func deletion(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Nour"), .actor("Sami"), .actor("Layla"), Participant("ProfileViewController"),
        Participant(ApiServices.traceTypeName))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let nour = market.phone(of: "Nour", loggedInAs: Market.nour)
    let laylaPhone = market.phone(of: "Layla", loggedInAs: Market.layla)

    t.heading(
        "Before: Sami asks about Nour's lamp and reports her; Nour asks about Layla's tent; Layla blocks her")
    sami.run(t) {
        openChat(about: "p2", search: "lamp")?.send(.text("Can I pick up the lamp today?"))
        ProfileViewController().report(Market.nour, reason: "Did not show up")
    }
    nour.run(t) {
        openChat(about: "p3", search: "tent")?.send(.text("Is the tent free next weekend?"))
    }
    laylaPhone.run(t) { ProfileViewController().block(Market.nour) }
    market.showCloud()

    t.heading("N3 Nour deletes her account")
    nour.run(t) {
        let profile = ProfileViewController()
        profile.deleteAccount(password: TypedPasswords.wrong)
        market.showCloud()
        profile.deleteAccount(password: Market.passwords[Market.nour] ?? "")
        profile.showAccount()
    }
    market.showCloud()

    t.heading("After: nothing of Nour's is left for anyone")
    sami.run(t) {
        ProductsViewController().open()
        ChatListViewController().show()
        ProfileViewController().showProfile(of: Market.nour)
    }
    laylaPhone.run(t) {
        ChatListViewController().show()
    }
    market.phone(of: "Nour").run(t) {
        let login = LoginViewController()
        login.login(email: "nour@example.com", password: Market.passwords[Market.nour] ?? "")
        t.note("The same answer as for an address that never had an account.")
        login.signUp(
            name: "Nour", email: "nour@example.com", password: TypedPasswords.nourAgain, city: "Denver")
    }
}
