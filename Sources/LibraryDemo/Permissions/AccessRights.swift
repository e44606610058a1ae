import DemoSupport

/// Product (Factory Method): what the administrator lets a user do, made by the user type's factory
/// method `User.makeAccessRights()`. Each kind of rights lends in its own way (`lendingMethod()`), and
/// `BorrowService(grantedTo:)` lends with it, so the rights a user was granted govern their loans. The
/// original's Admin granted nothing, and the document has no rights type: these are the demo's own.
protocol AccessRights: TraceValue {
    /// The borrowing method a user holding these rights borrows with.
    func lendingMethod() -> any BorrowMethod
}

extension AccessRights {
    /// `TeacherRights (TeacherBorrowMethod, up to 10)`: the kind of rights, its method and book limit.
    var description: String {
        let method = lendingMethod()
        let limit = method.bookLimit.map { "up to \($0)" } ?? "no limit"
        return "\(Self.self) (\(method.traceName), \(limit))"
    }

    var traceText: String { description }
}

/// ConcreteProduct: a teacher's rights, in the order asked up to 10 books.
struct TeacherRights: AccessRights {
    func lendingMethod() -> any BorrowMethod { TeacherBorrowMethod() }
}

/// ConcreteProduct: a graduate's rights, whatever the shelf has, with no book limit.
struct GraduateRights: AccessRights {
    func lendingMethod() -> any BorrowMethod { CommonBorrowMethod() }
}

/// ConcreteProduct: an undergraduate's rights, all or nothing up to 5 books.
struct UndergraduateRights: AccessRights {
    func lendingMethod() -> any BorrowMethod { StudentBorrowMethod() }
}

/// ConcreteProduct: a visiting scholar's rights, up to 10 books, but never a title's last copy: a
/// guest does not empty the shelf for the library's own users (the rule `ExamBorrowMethod` keeps).
struct ScholarRights: AccessRights {
    func lendingMethod() -> any BorrowMethod { ExamBorrowMethod() }
}
