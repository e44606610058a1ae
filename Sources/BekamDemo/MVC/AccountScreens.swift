import DemoSupport

/// Screen: sign-up, login and logout (F3, F1, F2). Passwords go to the facade and nowhere else: the
/// transcript shows `<hidden>` in their place.
struct LoginViewController: Screen {
    let name = "LoginViewController"
    let transcript: Transcript

    @discardableResult
    func signUp(name userName: String, email: String, password: String, mobile: String = "", city: String)
        -> Result<AppUser, ApiError>
    {
        let created = ask(
            ApiServices.addNewUserCall(name: userName, email: email, mobile: mobile, city: city),
            {
                $0.addNewUser(name: userName, email: email, password: password, mobile: mobile, city: city)
            }
        ) { $0.id }
        if case .success(let user) = created {
            transcript.result("welcome, \(user.name): account \(user.id) created, logged in")
        }
        return created
    }

    @discardableResult
    func login(email: String, password: String) -> Result<AppUser, ApiError> {
        let loggedIn = ask(
            "login(email: \(quoted(email)), password: <hidden>)",
            {
                $0.login(email: email, password: password)
            }
        ) { $0.id }
        if case .success(let user) = loggedIn { transcript.result("logged in as \(user.name)") }
        return loggedIn
    }

    func logout() {
        fetch("logout()", { $0.logout() }, reply: { "done" })
        transcript.result("logged out")
    }
}

/// Screen (the Profile tab) and ConcreteObserver: the user's own account (N1, N2, N3), or another
/// user's public profile with their products, where the user can report (N13) or block (N14) them.
final class ProfileViewController: Screen, ProductCellObserver {
    let name = "ProfileViewController"
    let transcript: Transcript
    private(set) var cells: [ProductCell] = []
    private(set) var openedChat: ChatViewController?

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    /// N1: e-mail, mobile and city are shown to the account's owner only; the password never.
    func showAccount() {
        let account = ask("currentUser()", { $0.currentUser() }) { $0.id }
        if case .success(let user) = account {
            transcript.result(
                "account \(user.id): \(user.name) · \(user.email) · mobile \(quoted(user.mobile)) · \(user.city)"
            )
        }
    }

    /// N2.
    @discardableResult
    func update(name newName: String, email: String, mobile: String, city: String) -> Result<
        AppUser, ApiError
    > {
        let updated = ask(
            ApiServices.updateUserCall(name: newName, email: email, mobile: mobile, city: city),
            {
                $0.updateUser(name: newName, email: email, mobile: mobile, city: city)
            }
        ) { $0.id }
        if case .success(let user) = updated {
            transcript.result("saved: \(user.name) · \(user.email) · \(user.city)")
        }
        return updated
    }

    /// N3.
    @discardableResult
    func deleteAccount(password: String) -> Result<String, ApiError> {
        let deleted = ask("deleteAccount(password: <hidden>)", { $0.deleteAccount(password: password) }) {
            _ in "done"
        }
        if case .success(let what) = deleted { transcript.result("deleted \(what); logged out") }
        return deleted
    }

    /// Another user's profile: name, city and their products as cells that notify this screen.
    func showProfile(of userId: String) {
        guard
            case .success(let user) = ask(
                "getUser(id: \(userId))", { $0.getUser(id: userId) }, reply: { $0.name })
        else { return }
        let all = fetch("loadProducts()", { $0.loadProducts() }, reply: { count($0.count, "product") })
        let theirs = ProductQuery().apply(to: all.filter { $0.userId == userId })
        let viewer = ApiServices.getInstance().currentUserId
        cells = theirs.map {
            ProductCell(
                product: $0, viewerId: viewer, labels: FactoryLabels(recorded: false), transcript: transcript)
        }
        for cell in cells { cell.observer = self }
        transcript.result(
            "profile \(user.id): \(user.name) · \(user.city) · \(count(cells.count, "product"))")
        for cell in cells { transcript.result("  \(cell.line)") }
    }

    func cell(_ productId: String) -> ProductCell? { cells.first { $0.product.id == productId } }

    func notfiy(product: Product) {
        openedChat = ChatViewController.open(about: product, from: self)
    }

    /// N13.
    @discardableResult
    func report(_ userId: String, reason: String) -> Result<Report, ApiError> {
        let reported = ask(
            "reportUser(id: \(userId), reason: \(quoted(reason, limit: 48)))",
            {
                $0.reportUser(id: userId, reason: reason)
            }
        ) { $0.id }
        if case .success(let report) = reported {
            let who = ApiServices.getInstance().userName(report.reportedId)
            transcript.result(
                "report \(report.id) about \(who) sent to the moderators: \(quoted(report.reason, limit: 48))"
            )
        }
        return reported
    }

    /// N14.
    @discardableResult
    func block(_ userId: String) -> Result<AppUser, ApiError> {
        let blocked = ask("blockUser(id: \(userId))", { $0.blockUser(id: userId) }) { $0.name }
        if case .success(let user) = blocked {
            transcript.result("\(user.name) is blocked: no more messages between you")
        }
        return blocked
    }
}
