import DemoSupport

/// Model: the user types, as the original's `type` names them. `visitingScholar` is the type the
/// `permissions` scenario adds; no code switches over this enum, so the new case costs one line.
enum UserType: String {
    case teacher = "Teacher"
    case graduate = "Graduate"
    case undergraduate = "Undergraduate"
    case visitingScholar = "VisitingScholar"
}

/// Product of the factory method `User.makeAccessRights()`: what the administrator lets a user do: the
/// borrowing method, and so the book limit. `BorrowService(grantedTo:)` lends with this method, so the
/// rights a user was granted govern their loans. The original's Admin granted nothing; these rights are
/// the demo's own.
struct AccessRights: TraceValue {
    let borrowMethod: any BorrowMethod

    /// `TeacherBorrowMethod (up to 10 books)`
    var description: String {
        let limit = borrowMethod.bookLimit.map { "up to \($0) books" } ?? "no book limit"
        return "\(borrowMethod.traceName) (\(limit))"
    }

    var traceText: String { description }

    /// A teacher's rights. Written once here, so that the Visitor design and the `override` design
    /// cannot grant different rights.
    static var teacher: AccessRights { AccessRights(borrowMethod: TeacherBorrowMethod()) }
    /// An undergraduate's rights.
    static var undergraduate: AccessRights { AccessRights(borrowMethod: StudentBorrowMethod()) }
    /// The common rights: a graduate's, and those of a user type that makes none of its own.
    static var common: AccessRights { AccessRights(borrowMethod: CommonBorrowMethod()) }
}

/// Element (Visitor) and Creator (Factory Method): a library user (the original's `User`). Each subclass
/// overrides `accept(_:)` to call the visit method for its own type, so a visitor learns the type without a
/// downcast, and overrides `makeAccessRights()` to make its own rights.
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
    var access: AccessRights?

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

    /// Element: a user type without a visit method of its own reaches the visitor's `visit(user:)`.
    func accept(_ visitor: any UserVisitor) { traced(visitor) { visitor.visit(user: self) } }

    /// Creator's operation: makes this user's rights with the factory method and puts them into effect:
    /// from now on `BorrowService(grantedTo:)` lends to this user with the rights' borrowing method. It
    /// never names a user type; which rights it gets is the override's choice.
    @discardableResult
    func grantAccess() -> AccessRights {
        traced {
            let rights = makeAccessRights()
            access = rights
            return rights
        }
    }

    /// Factory method: makes the rights of this user's type. Every user type overrides it, so the
    /// knowledge of what a type may do lives in the type; `grantAccess()` only asks. This default is
    /// for a type that makes none of its own.
    func makeAccessRights() -> AccessRights { traced { .common } }

    /// Variant `override` (the StackOverflow answer): each user type overrides this to set its own
    /// access; a type that does not gets the common rights.
    func setAccess() { traced { access = .common } }
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

    /// ConcreteCreator: a teacher's rights.
    override func makeAccessRights() -> AccessRights { traced { .teacher } }

    override func setAccess() { traced { access = .teacher } }
}

/// ConcreteElement: a graduate student.
final class Graduate: User {
    init(id: Int, name: String, bio: String, overduePayment: Double = 0, records: [String] = []) {
        super.init(
            id: id, name: name, bio: bio, type: .graduate, overduePayment: overduePayment, records: records)
    }

    override func accept(_ visitor: any UserVisitor) { traced(visitor) { visitor.visit(graduate: self) } }

    /// ConcreteCreator: a graduate's rights are the common ones, chosen here like every type's.
    override func makeAccessRights() -> AccessRights { traced { .common } }

    override func setAccess() { traced { access = .common } }
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

    /// ConcreteCreator: an undergraduate's rights.
    override func makeAccessRights() -> AccessRights { traced { .undergraduate } }

    override func setAccess() { traced { access = .undergraduate } }
}
