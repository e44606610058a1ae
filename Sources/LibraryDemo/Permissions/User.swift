import DemoSupport

/// Model: the user types, as the original's `type` names them. `visitingScholar` is the type the
/// `permissions` scenario adds; only the `switch` variant's visitors switch over this enum.
enum UserType: String {
    case teacher = "Teacher"
    case graduate = "Graduate"
    case undergraduate = "Undergraduate"
    case visitingScholar = "VisitingScholar"
}

/// Element (Visitor) and Creator (Factory Method): a library user (the original's `User`). Each subclass
/// overrides `accept(_:)` to call the visit method for its own type, so a visitor learns the type without a
/// downcast, and overrides `makeAccessRights()` to make its own kind of rights. Swift has no abstract
/// class: only the subclasses are made, and those two methods exist here to be overridden.
class User: Traced, TraceValue {
    let id: Int
    let name: String
    var bio: String
    let type: UserType
    /// Money owed for overdue books.
    var overduePayment: Double
    /// The names of the books the user holds.
    var records: [String]
    /// Set by the administrator: by `Admin` in the Visitor design, by `setAccess()` in the `override` one.
    var access: (any AccessRights)?

    init(id: Int, name: String, bio: String, type: UserType, overduePayment: Double, records: [String]) {
        self.id = id
        self.name = name
        self.bio = bio
        self.type = type
        self.overduePayment = overduePayment
        self.records = records
    }

    /// Each user is a participant of their own (`Li`); passed as an argument, a user shows the name.
    var traceName: String { name }

    /// `Li (Undergraduate)`
    var label: String { "\(name) (\(type.rawValue))" }

    /// Element: every user type overrides it to call the visit method for its own type.
    func accept(_ visitor: any UserVisitor) {
        preconditionFailure("\(type.rawValue) does not override accept(_:)")
    }

    /// Creator's operation: makes this user's rights with the factory method and puts them into effect:
    /// from now on `BorrowService(grantedTo:)` lends to this user with the rights' borrowing method. It
    /// never names a user type; which rights it gets is the override's choice.
    @discardableResult
    func grantAccess() -> any AccessRights {
        traced {
            let rights = makeAccessRights()
            access = rights
            return Granted(rights: rights)
        }.rights
    }

    /// Factory method: makes the rights of this user's type. Every user type overrides it with its own
    /// kind of rights, so the knowledge of what a type may do lives in the type; `grantAccess()` only asks.
    func makeAccessRights() -> any AccessRights {
        preconditionFailure("\(type.rawValue) does not override makeAccessRights()")
    }

    /// Variant `override` (the StackOverflow answer): each user type overrides this to set its own
    /// access.
    func setAccess() { preconditionFailure("\(type.rawValue) does not override setAccess()") }
}

/// Trace value: the rights `grantAccess()` returns, as its reply line shows them.
private struct Granted: TraceValue {
    let rights: any AccessRights
    var traceText: String { rights.description }
}

/// ConcreteElement: a teacher. A teacher's overdue payment is always 0.
final class Teacher: User {
    init(id: Int, name: String, bio: String, records: [String] = []) {
        super.init(id: id, name: name, bio: bio, type: .teacher, overduePayment: 0, records: records)
    }

    override var overduePayment: Double {
        get { 0 }
        set {}  // teachers never owe: whatever is assigned, the payment stays 0
    }

    override func accept(_ visitor: any UserVisitor) { traced(visitor) { visitor.visit(teacher: self) } }

    /// ConcreteCreator: makes a teacher's rights.
    override func makeAccessRights() -> any AccessRights { traced { TeacherRights() } }

    override func setAccess() { traced { access = TeacherRights() } }
}

/// ConcreteElement: a graduate student. Not final: a kind of graduate may make rights of its own
/// (exercise permissions-phd).
class Graduate: User {
    init(id: Int, name: String, bio: String, overduePayment: Double = 0, records: [String] = []) {
        super.init(
            id: id, name: name, bio: bio, type: .graduate, overduePayment: overduePayment, records: records)
    }

    override func accept(_ visitor: any UserVisitor) { traced(visitor) { visitor.visit(graduate: self) } }

    /// ConcreteCreator: makes a graduate's rights.
    override func makeAccessRights() -> any AccessRights { traced { GraduateRights() } }

    override func setAccess() { traced { access = GraduateRights() } }
}

/// ConcreteElement: an undergraduate student.
final class Undergraduate: User {
    init(id: Int, name: String, bio: String, overduePayment: Double = 0, records: [String] = []) {
        super.init(
            id: id, name: name, bio: bio, type: .undergraduate, overduePayment: overduePayment,
            records: records)
    }

    override func accept(_ visitor: any UserVisitor) {
        traced(visitor) { visitor.visit(undergraduate: self) }
    }

    /// ConcreteCreator: makes an undergraduate's rights.
    override func makeAccessRights() -> any AccessRights { traced { UndergraduateRights() } }

    override func setAccess() { traced { access = UndergraduateRights() } }
}
