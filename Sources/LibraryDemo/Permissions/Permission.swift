import DemoSupport

/// ObjectStructure: the users whose permissions are managed (the original's `Permission`). It lets a
/// visitor visit every user, in the order they were added.
final class Permission: Traced {
    private(set) var users: [User] = []

    init(users: [User] = []) { self.users = users }

    func accept(_ visitor: any UserVisitor) {
        traced(visitor) {
            for user in users { user.accept(visitor) }
        }
    }
}
