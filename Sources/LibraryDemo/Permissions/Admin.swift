import DemoSupport

/// ConcreteVisitor: the administrator sees each user's payment and records and grants the access
/// rights the user's own factory method makes. Admin never decides rights by type: every visit asks the
/// user to take up its rights (`grantAccess()`, which calls the factory method `makeAccessRights()`),
/// and each user type answers with its own.
final class Admin: UserVisitor {
    private(set) var report: [String] = []

    func visit(teacher: Teacher) { traced(teacher) { record(teacher.grantAccess(), for: teacher) } }

    func visit(graduate: Graduate) { traced(graduate) { record(graduate.grantAccess(), for: graduate) } }

    func visit(undergraduate: Undergraduate) {
        traced(undergraduate) { record(undergraduate.grantAccess(), for: undergraduate) }
    }

    /// Added with the type `VisitingScholar`, as in every visitor.
    func visit(visitingScholar: VisitingScholar) {
        traced(visitingScholar) { record(visitingScholar.grantAccess(), for: visitingScholar) }
    }

    private func record(_ rights: any AccessRights, for user: User) {
        report.append(PermissionReport.admin(user, granted: rights))
    }
}
