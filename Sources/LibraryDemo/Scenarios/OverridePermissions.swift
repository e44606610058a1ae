/// The client of the variant design without Visitor (`override`), the StackOverflow answer the document
/// weighs: no visitors; each user type overrides `setAccess()` (Permissions/User.swift), and each
/// department reads the users' properties in a plain loop. Reading a property is no call, so only the
/// administrator's `setAccess()` calls draw call lines; the librarian's code (this type) makes them.
final class OverridePermissions: PermissionDesign {
    let users: [User]
    let grantHeading = "Admin (a loop) has every user set its rights: each user type overrides setAccess()"
    let newTypeNote =
        "No visitors to change: VisitingScholar overrides setAccess(), and nothing else changed."

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
