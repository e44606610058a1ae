/// The data of exercise borrow-fines's scenario (docs/exercises/borrow-fines.md): the library, the
/// graduate who owes fines, and the books asked for. Course-owned: the grader may run the scenario on
/// other data too.
enum BorrowFinesData {
    /// The library, with the borrower among its users.
    static func library() -> Library { Library.sample() }
    /// The graduate who owes fines, by name.
    static let borrower = "Zhao"
    /// Asked for while the borrower owes.
    static let askedWhileOwing = ["Clean Code"]
    /// Asked for once the fine is paid: enough to reach the limit of 3 books.
    static let askedAfterPaying = ["Peopleware", "Swift in Depth"]
    /// Asked for at the limit.
    static let askedBeyondLimit = ["Refactoring"]
}
