import DemoSupport

/// Visitor: an operation over library users (the original's `UserVisitor`). A user calls the method
/// for its own type from `accept(_:)` (double dispatch), so no visitor downcasts.
///
/// `visit(user:)`, the original's single entry point, now serves user types that have no method of
/// their own here; the three types of the document keep theirs.
protocol UserVisitor: AnyObject, Traced, TraceValue {
    /// The lines the visitor has reported, in the order it visited.
    var report: [String] { get }
    func visit(teacher: Teacher)
    func visit(graduate: Graduate)
    func visit(undergraduate: Undergraduate)
    func visit(user: User)
}
