import DemoSupport

/// Visitor: an operation over library users (the original's `UserVisitor`), with a visit method for
/// each user type. A user calls the method for its own type from `accept(_:)` (double dispatch), so no
/// visitor downcasts. The price, as in the textbook: a new user type adds its method here, and so to
/// every visitor (`visit(visitingScholar:)` was added with `VisitingScholar`).
protocol UserVisitor: AnyObject, Traced, TraceValue {
    /// The lines the visitor has reported, in the order it visited.
    var report: [String] { get }
    func visit(teacher: Teacher)
    func visit(graduate: Graduate)
    func visit(undergraduate: Undergraduate)
    func visit(visitingScholar: VisitingScholar)
}
