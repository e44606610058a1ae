/// Alternative to Visitor (variant `override`): the StackOverflow answer the document weighs. No visitors:
/// each user type overrides `setAccess()`, and each department reads the users' properties in a plain loop.
/// Reading a property is no call, so only the administrator's `setAccess()` calls draw call lines.
final class OverridePermissions: PermissionDesign {
    let users: [User]

    init(users: [User]) { self.users = users }

    func review(by department: Department) -> [String] {
        users.map { line(for: $0, by: department) }
    }

    func review(_ user: User, by department: Department) -> [String] { [line(for: user, by: department)] }

    private func line(for user: User, by department: Department) -> String {
        switch department {
        case .admin:
            user.setAccess()
            guard let rights = user.access else { return "\(user.label): no access set" }
            return PermissionReport.admin(user, granted: rights)
        case .finance: return PermissionReport.payment(user)
        case .behavior: return PermissionReport.behavior(user)
        }
    }
}
