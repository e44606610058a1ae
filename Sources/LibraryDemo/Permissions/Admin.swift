import DemoSupport

/// ConcreteVisitor: the administrator sees each user's payment and records and grants the access
/// rights the user's own factory method makes. Admin never decides rights by type: every visit asks the
/// user (`makeAccessRights()`), and each user type answers with its own.
final class Admin: UserVisitor {
    private(set) var report: [String] = []

    func visit(teacher: Teacher) { traced(teacher) { grant(teacher.makeAccessRights(), to: teacher) } }

    func visit(graduate: Graduate) { traced(graduate) { grant(graduate.makeAccessRights(), to: graduate) } }

    func visit(undergraduate: Undergraduate) {
        traced(undergraduate) { grant(undergraduate.makeAccessRights(), to: undergraduate) }
    }

    /// A type this visitor has no method for: the same question, answered by that type's override.
    func visit(user: User) { traced(user) { grant(user.makeAccessRights(), to: user) } }

    private func grant(_ rights: AccessRights, to user: User) {
        user.access = rights
        report.append(PermissionReport.admin(user, granted: rights))
    }
}
