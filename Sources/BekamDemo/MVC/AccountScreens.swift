import DemoSupport

/// Screen: sign-up, login and logout (F3, F1, F2). Passwords go to the facade and nowhere else: a
/// call line shows `<hidden>` in their place.
struct LoginViewController: Screen {
    func signUp(name: String, email: String, password: String, mobile: String = "", city: String) {
        traced(name, email, Hidden(password), mobile, city) {
            let created = ApiServices.getInstance().addNewUser(
                name: name, email: email, password: password, mobile: mobile, city: city)
            if let user = shown(created) {
                Console.print("welcome, \(user.name): account \(user.id) created, logged in")
            }
        }
    }

    func login(email: String, password: String) {
        traced(email, Hidden(password)) {
            let loggedIn = ApiServices.getInstance().login(email: email, password: password)
            if let user = shown(loggedIn) { Console.print("logged in as \(user.name)") }
        }
    }

    func logout() {
        traced {
            ApiServices.getInstance().logout()
            Console.print("logged out")
        }
    }
}

/// Screen (the Profile tab) and ConcreteObserver: the user's own account (N1, N2, N3), or another
/// user's public profile with their products, where the user can report (N13) or block (N14) them.
final class ProfileViewController: Screen, ProductCellObserver {
    private(set) var cells: [ProductCell] = []
    private(set) var openedChat: ChatViewController?
    /// How this screen's cells get their price labels: one pool of looks for the screen.
    private let labels = UnrecordedLabels()

    /// N1: e-mail, mobile and city are shown to the account's owner only; the password never.
    func showAccount() {
        traced {
            if let user = shown(ApiServices.getInstance().currentUser()) {
                Console.print(
                    "account \(user.id): \(user.name) · \(user.email) · mobile \(quoted(user.mobile)) · \(user.city)"
                )
            }
        }
    }

    /// N2.
    func update(name: String, email: String, mobile: String, city: String) {
        traced(name, email, mobile, city) {
            let updated = ApiServices.getInstance().updateUser(
                name: name, email: email, mobile: mobile, city: city)
            if let user = shown(updated) {
                Console.print("saved: \(user.name) · \(user.email) · \(user.city)")
            }
        }
    }

    /// N3.
    func deleteAccount(password: String) {
        traced(Hidden(password)) {
            if let what = shown(ApiServices.getInstance().deleteAccount(password: password)) {
                Console.print("deleted \(what); logged out")
            }
        }
    }

    /// Another user's profile: name, city and their products as cells that notify this screen.
    func showProfile(of userId: String) {
        traced(userId) {
            let services = ApiServices.getInstance()
            guard let user = shown(services.getUser(id: userId)) else { return }
            let theirs = ProductQuery().apply(to: services.loadProducts().filter { $0.userId == userId })
            cells = theirs.map {
                ProductCell(product: $0, viewerId: services.currentUserId, labels: labels)
            }
            for cell in cells { cell.observer = self }
            Console.print(
                "profile \(user.id): \(user.name) · \(user.city) · \(count(cells.count, "product"))")
            for cell in cells { Console.print("  \(cell.line)") }
        }
    }

    func cell(_ productId: String) -> ProductCell? { cells.first { $0.product.id == productId } }

    func notfiy(product: Product) {
        traced(product) { openedChat = openChat(about: product) }
    }

    /// N13.
    func report(_ userId: String, reason: String) {
        traced(userId, reason) {
            if let report = shown(ApiServices.getInstance().reportUser(id: userId, reason: reason)) {
                let who = ApiServices.getInstance().userName(report.reportedId)
                Console.print(
                    "report \(report.id) about \(who) filed: \(quoted(report.reason, limit: 48))"
                )
            }
        }
    }

    /// N14.
    func block(_ userId: String) {
        traced(userId) {
            if let user = shown(ApiServices.getInstance().blockUser(id: userId)) {
                Console.print("\(user.name) is blocked: no more messages between you")
            }
        }
    }
}
