import DemoSupport

/// ConcreteElement and ConcreteCreator added later (the demo's own new user type): a visiting scholar.
///
/// With textbook Visitor this type would need `visit(visitingScholar:)` in `UserVisitor` and in every
/// visitor. Instead it keeps the inherited `accept(_:)`, which calls the catch-all `visit(user:)` that
/// every visitor already implements, and overrides the factory method `makeAccessRights()`, which
/// `Admin` calls there as it does for every type. No visitor changes; the price is that no visitor can
/// treat this type differently from a plain `User` without a method of its own after all.
final class VisitingScholar: User {
    init(id: Int, name: String, bio: String, records: [String] = []) {
        super.init(id: id, name: name, bio: bio, type: .visitingScholar, overduePayment: 0, records: records)
    }

    /// ConcreteCreator: a visiting scholar's rights.
    override func makeAccessRights() -> AccessRights { traced { .visitingScholar } }

    /// Variant `override`: the same rights, set by the type's own `setAccess()`.
    override func setAccess() { traced { access = .visitingScholar } }
}

extension AccessRights {
    /// A visiting scholar's rights: the student method's 5 books.
    static var visitingScholar: AccessRights { AccessRights(borrowMethod: StudentBorrowMethod()) }
}
