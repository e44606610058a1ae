import DemoSupport

/// Passwords typed in the scenarios. They go to the facade and are never printed (a test checks
/// every transcript for them).
enum TypedPasswords {
    static let rana = "rana-pass-2018"
    static let tooShort = "abc12"
    static let wrong = "not-her-password"
    static let nourAgain = "nour-new-pass-2018"
    static var all: [String] {
        [rana, tooShort, wrong, nourAgain]
            + Market.passwords.keys.sorted().compactMap { Market.passwords[$0] }
    }
}

/// The `accounts` scenario (F3, F1, F2, N1, N2): Facade. The login and profile screens
/// reach the accounts only through `ApiServices.getInstance()`.
func accounts(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Rana"), Participant("LoginViewController"), Participant("ProfileViewController"),
        Participant(ApiServices.traceTypeName))
    let phone = market.phone(of: "Rana")
    phone.run(t) {
        t.note("Screens never see UserApi, ProductsApi, ChatApi or ImageApi; they ask ApiServices.")
        t.note("Their account calls to ApiServices only pass on to UserApi, so they are not drawn.")
        let login = LoginViewController()
        let profile = ProfileViewController()

        t.heading("F3 Create an account: incomplete or taken details are refused")
        login.signUp(name: " ", email: "rana@example.com", password: TypedPasswords.rana, city: "Boulder")
        login.signUp(name: "Rana", email: "rana.example.com", password: TypedPasswords.rana, city: "Boulder")
        login.signUp(
            name: "Rana", email: "rana@example.com", password: TypedPasswords.tooShort, city: "Boulder")
        login.signUp(name: "Rana", email: "rana@example.com", password: TypedPasswords.rana, city: "")
        login.signUp(name: "Rana", email: "Layla@Example.com", password: TypedPasswords.rana, city: "Boulder")
        market.showCloud()
        t.note("Passwords reach the facade as typed; the transcript and the cloud never hold them.")

        t.heading("F3 Create an account")
        login.signUp(
            name: "Rana", email: "rana@example.com", password: TypedPasswords.rana, mobile: "303-555-0104",
            city: "Boulder")
        market.showCloud()

        t.heading("F2 Log out")
        login.logout()

        t.heading("F1 Log in: an unknown e-mail and a wrong password get the same answer")
        login.login(email: "rana@example.com", password: TypedPasswords.wrong)
        login.login(email: "nobody@example.com", password: TypedPasswords.rana)
        login.login(email: "", password: TypedPasswords.rana)
        login.login(email: " RANA@example.com ", password: TypedPasswords.rana)

        t.heading("N1 View the account")
        profile.showAccount()

        t.heading("N2 Modify the account: all or nothing")
        profile.update(name: "", email: "rana@example.com", mobile: "303-555-0104", city: "Denver")
        profile.update(name: "Rana H.", email: "sami@example.com", mobile: "303-555-0104", city: "Denver")
        profile.showAccount()
        profile.update(name: "Rana H.", email: "rana.h@example.com", mobile: "303-555-0199", city: "Denver")
        profile.showAccount()

        t.heading("Logged out, there is no account to show")
        login.logout()
        profile.showAccount()
    }
}
