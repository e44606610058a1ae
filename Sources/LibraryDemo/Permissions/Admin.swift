import DemoSupport

/// ConcreteVisitor: the administrator sees each user's payment and records and grants the access
/// rights of the user's type.
final class Admin: UserVisitor {
    let traceName = "Admin"
    private(set) var report: [String] = []

    func visit(teacher: Teacher) { traced(teacher) { grant(.teacher, to: teacher) } }

    func visit(graduate: Graduate) { traced(graduate) { grant(.common, to: graduate) } }

    func visit(undergraduate: Undergraduate) {
        traced(undergraduate) { grant(.undergraduate, to: undergraduate) }
    }

    /// A type this visitor has no method for: the user's own factory method makes its rights.
    func visit(user: User) { traced(user) { grant(user.makeAccessRights(), to: user) } }

    private func grant(_ rights: AccessRights, to user: User) {
        user.access = rights
        report.append(PermissionReport.admin(user, granted: rights))
    }
}
