import DemoSupport

/// ConcreteVisitor: the administrator sees each user's payment and records and grants the access
/// rights of the user's type.
final class Admin: UserVisitor {
    let name = "Admin"
    private(set) var report: [String] = []
    private let transcript: Transcript

    init(transcript: Transcript = Transcript()) { self.transcript = transcript }

    func visit(teacher: Teacher) { grant(.teacher, to: teacher, "visit(teacher: \(teacher.name))") }

    func visit(graduate: Graduate) { grant(.common, to: graduate, "visit(graduate: \(graduate.name))") }

    func visit(undergraduate: Undergraduate) {
        grant(.undergraduate, to: undergraduate, "visit(undergraduate: \(undergraduate.name))")
    }

    /// A type this visitor has no method for: the user's own factory method makes its rights.
    func visit(user: User) {
        transcript.send("visit(user: \(user.name))", from: user.name, to: name)
        transcript.send("makeAccessRights()", from: name, to: user.name)
        let rights = user.makeAccessRights()
        transcript.reply(rights.description, from: user.name, to: name)
        user.access = rights
        report.append(PermissionReport.admin(user, granted: rights))
    }

    private func grant(_ rights: AccessRights, to user: User, _ call: String) {
        transcript.send(call, from: user.name, to: name)
        user.access = rights
        report.append(PermissionReport.admin(user, granted: rights))
    }
}
