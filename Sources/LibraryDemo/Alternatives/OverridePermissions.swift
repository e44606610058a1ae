import DemoSupport

/// Variant `override`: the StackOverflow answer the document weighs. No visitors: each user type
/// overrides `setAccess()`, and each department reads the users' properties in a plain loop.
final class OverridePermissions: PermissionDesign {
    private(set) var users: [User]
    private let transcript: Transcript

    init(users: [User], transcript: Transcript) {
        self.users = users
        self.transcript = transcript
    }

    func add(_ user: User) {
        transcript.send("users.append(\(user.name))", from: "Librarian", to: "UserList")
        users.append(user)
    }

    func review(by department: Department) -> [String] {
        transcript.send("review users", from: "Librarian", to: department.rawValue)
        return users.map { user in
            switch department {
            case .admin:
                transcript.send("setAccess()", from: department.rawValue, to: user.name)
                user.setAccess()
                guard let rights = user.access else { return "\(user.label): no access set" }
                return PermissionReport.admin(user, granted: rights)
            case .finance:
                transcript.send("overduePayment", from: department.rawValue, to: user.name)
                return PermissionReport.payment(user)
            case .behavior:
                transcript.send("records", from: department.rawValue, to: user.name)
                return PermissionReport.behavior(user)
            }
        }
    }
}
