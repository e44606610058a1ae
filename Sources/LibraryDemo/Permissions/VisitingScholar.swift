import DemoSupport

/// ConcreteElement and ConcreteCreator added later (the demo's own new user type): a visiting scholar.
///
/// Textbook Visitor's price for a new element type: this class's `accept(_:)` calls
/// `visit(visitingScholar:)`, which was added to `UserVisitor` and so to every visitor (`Admin`,
/// `FinanceDepartment`, `BehaviorDepartment`); until each had it, none compiled. The factory method
/// cost nothing outside this file: the override below makes the type's own rights.
final class VisitingScholar: User {
    init(id: Int, name: String, bio: String, records: [String] = []) {
        super.init(id: id, name: name, bio: bio, type: .visitingScholar, overduePayment: 0, records: records)
    }

    override func accept(_ visitor: any UserVisitor) {
        traced(visitor) { visitor.visit(visitingScholar: self) }
    }

    /// ConcreteCreator: makes a visiting scholar's rights.
    override func makeAccessRights() -> any AccessRights { traced { ScholarRights() } }

    /// Variant `override`: the same rights, set by the type's own `setAccess()`.
    override func setAccess() { traced { access = ScholarRights() } }
}
