import DemoSupport

/// ConcreteVisitor: the finance department sees what each user owes. A teacher owes 0 by the model's
/// rule, so the department needs no case of its own for teachers.
final class FinanceDepartment: UserVisitor {
    private(set) var report: [String] = []

    func visit(teacher: Teacher) { traced(teacher) { record(teacher) } }
    func visit(graduate: Graduate) { traced(graduate) { record(graduate) } }
    func visit(undergraduate: Undergraduate) { traced(undergraduate) { record(undergraduate) } }
    /// Added with the type `VisitingScholar`, as in every visitor.
    func visit(visitingScholar: VisitingScholar) { traced(visitingScholar) { record(visitingScholar) } }

    private func record(_ user: User) { report.append(PermissionReport.payment(user)) }
}

/// ConcreteVisitor: the behaviour department sees each user's borrowing records.
final class BehaviorDepartment: UserVisitor {
    private(set) var report: [String] = []

    func visit(teacher: Teacher) { traced(teacher) { record(teacher) } }
    func visit(graduate: Graduate) { traced(graduate) { record(graduate) } }
    func visit(undergraduate: Undergraduate) { traced(undergraduate) { record(undergraduate) } }
    /// Added with the type `VisitingScholar`, as in every visitor.
    func visit(visitingScholar: VisitingScholar) { traced(visitingScholar) { record(visitingScholar) } }

    private func record(_ user: User) { report.append(PermissionReport.behavior(user)) }
}
