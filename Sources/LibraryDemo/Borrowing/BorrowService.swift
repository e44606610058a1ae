import DemoSupport

/// Context: borrows for one user with whichever `BorrowMethod` it holds (the original's
/// `BorrowService`). It never names a concrete method, so a new method needs no edit here.
final class BorrowService: Traced {
    let user: User
    /// The strategy; it can be replaced while the app runs.
    var method: any BorrowMethod {
        didSet { tracedSet(method) }
    }

    init(user: User, method: any BorrowMethod) {
        self.user = user
        self.method = method
    }

    /// A service for `user` that lends with the method the rights the administrator granted them choose
    /// (`user.access`); `nil` while no rights have been granted, so such a user cannot borrow.
    convenience init?(grantedTo user: User) {
        guard let rights = user.access else { return nil }
        self.init(user: user, method: rights.lendingMethod())
        tracedInit(user)
    }

    /// Asks the method to lend `books` and shows the user what came of it.
    @discardableResult
    func borrow(_ books: [Book]) -> BorrowOutcome {
        traced(books) {
            let method = method
            let outcome = method.borrowBooks(user: user, bookList: books)
            switch outcome {
            case .borrowed(let lent, let notLent):
                let limit = method.bookLimit.map { " (limit \($0))" } ?? " (no book limit)"
                Console.print(
                    "\(user.name) borrowed \(lent.joined(separator: ", ")); now holds "
                        + "\(bookCount(user.records.count))\(limit)")
                for reason in notLent { Console.print("not lent: \(reason)") }
            case .refused(let reason):
                Console.refuse(reason)
            }
            return outcome
        }
    }
}
