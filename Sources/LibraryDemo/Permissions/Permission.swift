import DemoSupport

/// ObjectStructure: the users whose permissions are managed (the original's `Permission`). It lets a
/// visitor visit every user, in the order they were added.
final class Permission {
    private(set) var users: [User] = []
    private let transcript: Transcript

    init(users: [User] = [], transcript: Transcript = Transcript()) {
        self.users = users
        self.transcript = transcript
    }

    func add(_ user: User) { users.append(user) }

    func accept(_ visitor: any UserVisitor) {
        for user in users {
            transcript.send("accept(\(visitor.name))", from: "Permission", to: user.name)
            user.accept(visitor)
        }
    }
}
