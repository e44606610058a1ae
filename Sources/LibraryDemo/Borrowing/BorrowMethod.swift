import DemoSupport

/// Strategy: one way of lending books to a user (the original's `BorrowMethod`).
protocol BorrowMethod: Traced, TraceValue {
    /// The most books a user may hold under this method; `nil` when only the stock limits a loan.
    var bookLimit: Int? { get }
    /// Lends every book of `bookList` to `user`, or none of them.
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome
}

/// Strategy result: what a borrowing request ended in.
enum BorrowOutcome: Equatable, TraceValue {
    /// The loan was made; `printed` is the line the method prints (`Student borrow books...`).
    case borrowed(printed: String, books: [String])
    /// Nothing changed, for this reason.
    case refused(String)

    /// `borrowed [Refactoring, Design Patterns]`, `refused`
    var traceText: String {
        switch self {
        case .borrowed(_, let books): "borrowed [\(books.joined(separator: ", "))]"
        case .refused: "refused"
        }
    }
}

/// ConcreteStrategy: the common method; the original gave it no book limit, so only stock limits it.
struct CommonBorrowMethod: BorrowMethod {
    let bookLimit: Int? = nil
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            lend(bookList, to: user, limit: bookLimit, printing: "Common borrow books...")
        }
    }
}

/// ConcreteStrategy: students hold at most 5 books.
struct StudentBorrowMethod: BorrowMethod {
    let bookLimit: Int? = 5
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            lend(bookList, to: user, limit: bookLimit, printing: "Student borrow books...")
        }
    }
}

/// ConcreteStrategy: teachers hold at most 10 books.
struct TeacherBorrowMethod: BorrowMethod {
    let bookLimit: Int? = 10
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            lend(bookList, to: user, limit: bookLimit, printing: "Teacher borrow books...")
        }
    }
}

/// ConcreteStrategy added later without editing `BorrowService`: students may hold 10 books (an
/// earlier version of the original had such "borrow more books" methods; the exam-season story and
/// the printed line are the demo's own).
struct StudentBorrowMoreMethod: BorrowMethod {
    let bookLimit: Int? = 10
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            lend(bookList, to: user, limit: bookLimit, printing: "Student borrow more books...")
        }
    }
}

/// The rules every method shares: the request is checked whole, and either every book is lent (one
/// copy leaves the shelf, the title joins the user's records) or nothing changes.
func lend(_ bookList: [Book], to user: User, limit: Int?, printing line: String) -> BorrowOutcome {
    guard !bookList.isEmpty else { return .refused("\(user.name) asked for no book") }
    var seen: [String] = []
    for book in bookList {
        guard !seen.contains(book.name) else { return .refused("\(book.name) is asked for twice") }
        seen.append(book.name)
        guard !user.records.contains(book.name) else {
            return .refused("\(user.name) already has \(book.name)")
        }
        guard book.stock > 0 else { return .refused("\(book.name) is out of stock") }
    }
    if let limit, user.records.count + bookList.count > limit {
        return .refused(
            "\(user.name) has \(bookCount(user.records.count)) and asks for \(bookList.count) more; "
                + "the limit is \(limit)")
    }
    for book in bookList {
        book.stock -= 1
        user.records.append(book.name)
    }
    return .borrowed(printed: line, books: bookList.map(\.name))
}

/// `1 book`, `5 books`
func bookCount(_ books: Int) -> String { books == 1 ? "1 book" : "\(books) books" }
