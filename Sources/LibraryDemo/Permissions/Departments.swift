import DemoSupport

/// ConcreteVisitor: the finance department sees what each user owes. A teacher owes 0 by the model's
/// rule, so the department needs no case of its own for teachers.
final class FinanceDepartment: UserVisitor {
    let name = "FinanceDepartment"
    private(set) var report: [String] = []
    private let transcript: Transcript

    init(transcript: Transcript = Transcript()) { self.transcript = transcript }

    func visit(teacher: Teacher) { record(teacher, "visit(teacher: \(teacher.name))") }
    func visit(graduate: Graduate) { record(graduate, "visit(graduate: \(graduate.name))") }
    func visit(undergraduate: Undergraduate) {
        record(undergraduate, "visit(undergraduate: \(undergraduate.name))")
    }
    func visit(user: User) { record(user, "visit(user: \(user.name))") }

    private func record(_ user: User, _ call: String) {
        transcript.send(call, from: user.name, to: name)
        report.append(PermissionReport.payment(user))
    }
}

/// ConcreteVisitor: the behaviour department sees each user's borrowing records.
final class BehaviorDepartment: UserVisitor {
    let name = "BehaviorDepartment"
    private(set) var report: [String] = []
    private let transcript: Transcript

    init(transcript: Transcript = Transcript()) { self.transcript = transcript }

    func visit(teacher: Teacher) { record(teacher, "visit(teacher: \(teacher.name))") }
    func visit(graduate: Graduate) { record(graduate, "visit(graduate: \(graduate.name))") }
    func visit(undergraduate: Undergraduate) {
        record(undergraduate, "visit(undergraduate: \(undergraduate.name))")
    }
    func visit(user: User) { record(user, "visit(user: \(user.name))") }

    private func record(_ user: User, _ call: String) {
        transcript.send(call, from: user.name, to: name)
        report.append(PermissionReport.behavior(user))
    }
}
