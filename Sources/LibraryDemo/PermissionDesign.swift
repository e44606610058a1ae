import DemoSupport

/// The departments of the permissions scenario, in the order they review the users.
enum Department: String, CaseIterable {
    case admin = "Admin"
    case finance = "FinanceDepartment"
    case behavior = "BehaviorDepartment"
}

/// What the permissions scenario asks of a design: users to manage, and a department's review of
/// all of them. The Visitor design and the `override` design answer alike.
protocol PermissionDesign {
    func add(_ user: User)
    /// The department reviews every user; the lines it reports, in user order.
    func review(by department: Department) -> [String]
}

/// The document's design: `Permission` lets each department, a `UserVisitor`, visit every user.
struct VisitorPermissions: PermissionDesign {
    let permission: Permission
    let transcript: Transcript

    init(users: [User], transcript: Transcript) {
        permission = Permission(users: users, transcript: transcript)
        self.transcript = transcript
    }

    func add(_ user: User) {
        transcript.send("add(\(user.name))", from: "Librarian", to: "Permission")
        permission.add(user)
    }

    func review(by department: Department) -> [String] {
        let visitor: any UserVisitor =
            switch department {
            case .admin: Admin(transcript: transcript)
            case .finance: FinanceDepartment(transcript: transcript)
            case .behavior: BehaviorDepartment(transcript: transcript)
            }
        transcript.send("accept(\(visitor.name))", from: "Librarian", to: "Permission")
        permission.accept(visitor)
        return visitor.report
    }
}

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
