import DemoSupport

/// What `UserDAO` announces through: something that tells whoever listens that a user's info changed.
/// `NotificationUtil` (the poster to the demo's NotificationCenter, the subject of the default design),
/// `FoundationNotifier` (variant `foundation`) and `UserInfoSubject` (the hand-written Subject
/// of variant `classic`) all are.
protocol UserInfoNotifier: Traced {
    /// Tells whoever looks after `user` that the user's info changed.
    func sendInfoUpdatedMessage(msg: String, user: User)
}

/// Model: what the DAO keeps of a user.
struct StoredUser: Equatable {
    let id: Int
    let name: String
    let bio: String
}

/// Model whose changes are announced (the document's "user is subject"): the user store (the original's
/// `UserDAO`). `updateUser(user:)` saves the user's info and then announces "User info updated"; an unknown
/// user is refused and announces nothing.
final class UserDAO: Traced {
    static let message = "User info updated"
    private(set) var stored: [StoredUser]
    /// How many updates were saved and announced.
    private(set) var updates = 0
    private let notifier: any UserInfoNotifier

    init(users: [User], notifier: any UserInfoNotifier) {
        stored = users.map { StoredUser(id: $0.id, name: $0.name, bio: $0.bio) }
        self.notifier = notifier
    }

    @discardableResult
    func updateUser(user: User) -> Bool {
        traced(user) {
            guard let index = stored.firstIndex(where: { $0.id == user.id }) else {
                Console.refuse("no stored user has id \(user.id); nothing saved, nobody notified")
                return false
            }
            stored[index] = StoredUser(id: user.id, name: user.name, bio: user.bio)
            updates += 1
            Console.print("\(user.name)'s info saved: bio \(quoted(user.bio, limit: 40))")
            notifier.sendInfoUpdatedMessage(msg: Self.message, user: user)
            return true
        }
    }
}
