/// The data of exercise borrow-fines's scenario (docs/exercises/borrow-fines.md): the library, the
/// graduate who owes fines, and the books asked for. Course-owned: the grader may run the scenario on
/// other data too.
enum BorrowFinesData {
    /// The library, with the borrower among its users.
    static func library() -> Library {
        Library(
            books: [
                Book(id: 1, name: "Design Patterns", category: "Software", stock: 1, price: 49.5),
                Book(id: 2, name: "Refactoring", category: "Software", stock: 2, price: 45.0),
                Book(id: 3, name: "Clean Code", category: "Software", stock: 1, price: 38.0),
                Book(id: 5, name: "The Mythical Man-Month", category: "Management", stock: 3, price: 30.0),
                Book(id: 8, name: "Domain-Driven Design", category: "Software", stock: 2, price: 55.0),
            ],
            users: [
                Teacher(id: 1, name: "Wang", bio: "teaches software architecture"),
                Graduate(
                    id: 6, name: "Mei", bio: "studies information retrieval", overduePayment: 4.75,
                    records: ["Refactoring"]),
            ])
    }
    /// The graduate who owes fines, by name.
    static let borrower = "Mei"
    /// Asked for while the borrower owes.
    static let askedWhileOwing = ["Domain-Driven Design", "Clean Code"]
    /// Asked for once the fine is paid: enough to reach the limit of 3 books.
    static let askedAfterPaying = ["Design Patterns", "The Mythical Man-Month"]
    /// Asked for at the limit.
    static let askedBeyondLimit = ["Domain-Driven Design"]
}
