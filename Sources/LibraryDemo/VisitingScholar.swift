/// ConcreteElement added later (the demo's own new user type): a visiting scholar.
///
/// With Visitor alone this type would need `visit(visitingScholar:)` in `UserVisitor` and in every
/// visitor. Instead it keeps the inherited `accept(_:)`, which calls `visit(user:)`, and overrides the
/// factory method `makeAccessRights()`: no visitor changes.
final class VisitingScholar: User {
    init(id: Int, name: String, bio: String, records: [String] = []) {
        super.init(id: id, name: name, bio: bio, type: .visitingScholar, overduePayment: 0, records: records)
    }

    override func makeAccessRights() -> AccessRights {
        AccessRights(borrowMethod: StudentBorrowMethod(), paysFines: false)
    }

    /// Variant `override`: the same rights, set by the type's own `setAccess()`.
    override func setAccess() {
        access = AccessRights(borrowMethod: StudentBorrowMethod(), paysFines: false)
    }
}
