import DemoSupport

/// ConcreteVisitor: the administrator sees each user's payment and records and grants the access
/// rights of the user's type.
final class Admin: UserVisitor {
    let name = "Admin"
    private(set) var report: [String] = []
    private let transcript: Transcript

    init(transcript: Transcript = Transcript()) { self.transcript = transcript }

    func visit(teacher: Teacher) {
        grant(AccessRights(borrowMethod: TeacherBorrowMethod(), paysFines: false), to: teacher, "teacher")
    }

    func visit(graduate: Graduate) {
        grant(AccessRights(borrowMethod: CommonBorrowMethod(), paysFines: true), to: graduate, "graduate")
    }

    func visit(undergraduate: Undergraduate) {
        grant(
            AccessRights(borrowMethod: StudentBorrowMethod(), paysFines: true), to: undergraduate,
            "undergraduate")
    }

    /// A type this visitor has no method for: the user's own factory method makes its rights.
    func visit(user: User) {
        transcript.send("visit(user: \(user.name))", from: user.name, to: name)
        transcript.send("makeAccessRights()", from: name, to: user.name)
        let rights = user.makeAccessRights()
        transcript.reply(rights.borrowMethod.name, from: user.name, to: name)
        user.access = rights
        report.append(PermissionReport.admin(user, granted: rights))
    }

    private func grant(_ rights: AccessRights, to user: User, _ label: String) {
        transcript.send("visit(\(label): \(user.name))", from: user.name, to: name)
        user.access = rights
        report.append(PermissionReport.admin(user, granted: rights))
    }
}
