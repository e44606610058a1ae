import DemoSupport

/// The `deletion` scenario (N3): deleting an account deletes the user's products, their photos and
/// every chat session they took part in; nobody is left looking at a chat or a product of a user who
/// no longer exists, and the e-mail can be used again.
func deletion(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Nour"), .actor("Sami"), .actor("Layla"), Participant("ProfileViewController"),
        Participant(ApiServices.name))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let nour = market.phone(of: "Nour", loggedInAs: Market.nour)
    let laylaPhone = market.phone(of: "Layla", loggedInAs: Market.layla)

    t.heading(
        "Before: Sami asks about Nour's lamp and reports her; Nour asks about Layla's tent; Layla blocks her")
    sami.run {
        if let lamp = market.product("p2"),
            let chat = ChatViewController.open(about: lamp, from: ProfileViewController(transcript: t))
        {
            chat.send(.text("Can I pick up the lamp today?"))
        }
        ProfileViewController(transcript: t).report(Market.nour, reason: "Did not show up")
    }
    nour.run {
        if let tent = market.product("p3"),
            let chat = ChatViewController.open(about: tent, from: ProfileViewController(transcript: t))
        {
            chat.send(.text("Is the tent free next weekend?"))
        }
    }
    laylaPhone.run { ProfileViewController(transcript: t).block(Market.nour) }
    market.showCloud()

    t.heading("N3 Nour deletes her account")
    nour.run {
        let profile = ProfileViewController(transcript: t)
        t.send("delete my account", from: "Nour", to: profile.name)
        profile.deleteAccount(password: TypedPasswords.wrong)
        market.showCloud()
        profile.deleteAccount(password: Market.passwords[Market.nour] ?? "")
        profile.showAccount()
    }
    market.showCloud()

    t.heading("After: nothing of Nour's is left for anyone")
    sami.run {
        t.send("open the Things tab", from: "Sami", to: "ProductsViewController")
        ProductsViewController(transcript: t).open()
        t.send("open the Chat tab", from: "Sami", to: "ChatListViewController")
        ChatListViewController(transcript: t).show()
        t.send("open Nour's profile", from: "Sami", to: "ProfileViewController")
        ProfileViewController(transcript: t).showProfile(of: Market.nour)
    }
    laylaPhone.run {
        t.send("open the Chat tab", from: "Layla", to: "ChatListViewController")
        ChatListViewController(transcript: t).show()
    }
    market.phone(of: "Nour").run {
        let login = LoginViewController(transcript: t)
        t.send("log in with her old e-mail and password", from: "Nour", to: login.name)
        login.login(email: "nour@example.com", password: Market.passwords[Market.nour] ?? "")
        t.note("The same answer as for an address that never had an account.")
        login.signUp(
            name: "Nour", email: "nour@example.com", password: TypedPasswords.nourAgain, city: "Denver")
    }
}
