import DemoSupport

/// Visitor as the document wrote it (variant `switch`): one entry point, `visit(user:)`, and in each
/// visitor a `switch` over the user's type. The document calls that switch its "factory method"; it is
/// the branching of a simple factory, and the dispatch is single (a switch on a type field), not double.
protocol TypeSwitchVisitor: AnyObject, Traced, TraceValue {
    /// The lines the visitor has reported, in the order it visited.
    var report: [String] { get }
    func visit(user: User)
}

extension User {
    /// Element (variant `switch`): every user type accepts alike; the visitor finds out the type itself.
    func accept(_ visitor: any TypeSwitchVisitor) { traced(visitor) { visitor.visit(user: self) } }
}

extension Permission {
    /// ObjectStructure (variant `switch`): lets a type-switch visitor visit every user.
    func accept(_ visitor: any TypeSwitchVisitor) {
        traced(visitor) {
            for user in users { user.accept(visitor) }
        }
    }
}

/// ConcreteVisitor (variant `switch`): the administrator's switch picks each type's rights itself, which is
/// what the document means by "the visitor itself is a simple factory". The case for `.visitingScholar`
/// had to be added when the type arrived: Swift's switch is exhaustive, so every visitor stopped compiling
/// until it had one.
final class SwitchAdmin: TypeSwitchVisitor {
    private(set) var report: [String] = []

    func visit(user: User) {
        traced(user) {
            let rights: any AccessRights
            switch user.type {
            case .teacher:
                selfMessage("case .teacher")
                rights = TeacherRights()
            case .graduate:
                selfMessage("case .graduate")
                rights = GraduateRights()
            case .undergraduate:
                selfMessage("case .undergraduate")
                rights = UndergraduateRights()
            case .visitingScholar:
                selfMessage("case .visitingScholar, added for the new type")
                rights = ScholarRights()
            }
            user.access = rights
            report.append(PermissionReport.admin(user, granted: rights))
        }
    }
}

/// ConcreteVisitor (variant `switch`): the finance department. Its branches all do the same thing, as the
/// original's did; the switch is there because the design has one entry point for every type.
final class SwitchFinanceDepartment: TypeSwitchVisitor {
    private(set) var report: [String] = []

    func visit(user: User) {
        traced(user) {
            switch user.type {
            case .teacher: selfMessage("case .teacher")
            case .graduate: selfMessage("case .graduate")
            case .undergraduate: selfMessage("case .undergraduate")
            case .visitingScholar: selfMessage("case .visitingScholar, added for the new type")
            }
            report.append(PermissionReport.payment(user))
        }
    }
}

/// ConcreteVisitor (variant `switch`): the behaviour department, with the same switch again.
final class SwitchBehaviorDepartment: TypeSwitchVisitor {
    private(set) var report: [String] = []

    func visit(user: User) {
        traced(user) {
            switch user.type {
            case .teacher: selfMessage("case .teacher")
            case .graduate: selfMessage("case .graduate")
            case .undergraduate: selfMessage("case .undergraduate")
            case .visitingScholar: selfMessage("case .visitingScholar, added for the new type")
            }
            report.append(PermissionReport.behavior(user))
        }
    }
}
