import DemoSupport

/// Strategy: one way of lending books to a user (the original's `BorrowMethod`). Each method decides
/// in its own way which of the books asked for the user gets; `BorrowService` only asks.
protocol BorrowMethod: Traced, TraceValue {
    /// The most books a user may hold under this method; `nil` when only the stock limits a loan.
    var bookLimit: Int? { get }
    /// Lends `user` what this method allows of `bookList`; a refusal changes nothing.
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome
}

/// Strategy result: what a borrowing request ended in.
enum BorrowOutcome: Equatable, TraceValue {
    /// These books were lent; `notLent` says why each other book asked for was not.
    case borrowed(books: [String], notLent: [String])
    /// Nothing changed, for this reason.
    case refused(String)

    /// `borrowed [Refactoring, Design Patterns]`, `refused`
    var traceText: String {
        switch self {
        case .borrowed(let books, _): "borrowed [\(books.joined(separator: ", "))]"
        case .refused: "refused"
        }
    }
}

/// ConcreteStrategy: the common method, a graduate's; it has no book limit (as in the original). It
/// lends what it can: each book on the shelf is lent, each other one is left out, and the request is
/// refused only when nothing at all could be lent.
struct CommonBorrowMethod: BorrowMethod {
    let bookLimit: Int? = nil
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            if let reason = refusal(of: bookList, by: user, checkingEachBook: false) {
                return .refused(reason)
            }
            let (lendable, notLent) = split(bookList, for: user)
            guard !lendable.isEmpty else { return .refused(notLent.joined(separator: "; ")) }
            Console.print("Common borrow books...")
            return hand(lendable, to: user, notLent: notLent)
        }
    }
}

/// ConcreteStrategy: an undergraduate's method, all or nothing: the request is checked whole, and if
/// any book cannot be lent, or the user would hold more than 5 books, nothing is lent.
struct StudentBorrowMethod: BorrowMethod {
    let bookLimit: Int? = 5
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            if let reason = refusal(of: bookList, by: user) { return .refused(reason) }
            if let reason = overLimit(5, user, asking: bookList.count) { return .refused(reason) }
            Console.print("Student borrow books...")
            return hand(bookList, to: user)
        }
    }
}

/// ConcreteStrategy: a teacher's method, in the order asked until the limit: books are taken one by
/// one while the teacher holds fewer than 10; a book not on the shelf is passed over, and what comes
/// after the limit is left out.
struct TeacherBorrowMethod: BorrowMethod {
    let bookLimit: Int? = 10
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            if let reason = refusal(of: bookList, by: user, checkingEachBook: false) {
                return .refused(reason)
            }
            let (lendable, notLent) = split(bookList, for: user)
            let room = max(0, 10 - user.records.count)
            let taken = Array(lendable.prefix(room))
            let over = lendable.dropFirst(room).map { "\($0.name): the limit is 10" }
            guard !taken.isEmpty else { return .refused((notLent + over).joined(separator: "; ")) }
            Console.print("Teacher borrow books...")
            return hand(taken, to: user, notLent: notLent + over)
        }
    }
}

/// ConcreteStrategy added later without editing `BorrowService`: exam season. A student may hold 10
/// books, but the last copy of a title stays on the shelf for the reading room; the rest of the request
/// is lent. (An earlier version of the original had "borrow more books" methods; the exam-season rules
/// and the printed line are the demo's own.)
struct ExamBorrowMethod: BorrowMethod {
    let bookLimit: Int? = 10
    func borrowBooks(user: User, bookList: [Book]) -> BorrowOutcome {
        traced(user, bookList) {
            if let reason = refusal(of: bookList, by: user, checkingEachBook: false) {
                return .refused(reason)
            }
            let (onShelf, notLent) = split(bookList, for: user)
            let lendable = onShelf.filter { $0.stock > 1 }
            let kept = onShelf.filter { $0.stock == 1 }.map { "\($0.name): its last copy stays" }
            if let reason = overLimit(10, user, asking: lendable.count) { return .refused(reason) }
            guard !lendable.isEmpty else { return .refused((notLent + kept).joined(separator: "; ")) }
            Console.print("Exam borrow books...")
            return hand(lendable, to: user, notLent: notLent + kept)
        }
    }
}

// The steps the methods are built from. Each method's algorithm, which books it lends and when it
// refuses, is written in the method itself.

/// Why the request as a whole cannot be served (nothing asked for, a title asked for twice), or with
/// `checkingEachBook`, why one of its books cannot be lent; `nil` when it can be served.
func refusal(of bookList: [Book], by user: User, checkingEachBook: Bool = true) -> String? {
    guard !bookList.isEmpty else { return "\(user.name) asked for no book" }
    var seen: [String] = []
    for book in bookList {
        guard !seen.contains(book.name) else { return "\(book.name) is asked for twice" }
        seen.append(book.name)
        if checkingEachBook, let reason = obstacle(to: book, for: user) { return reason }
    }
    return nil
}

/// Why `book` cannot be lent to `user` (already held, none on the shelf); `nil` when it can.
func obstacle(to book: Book, for user: User) -> String? {
    if user.records.contains(book.name) { return "\(user.name) already has \(book.name)" }
    if book.stock == 0 { return "\(book.name) is out of stock" }
    return nil
}

/// The books that can be lent to `user`, and why each other one cannot.
func split(_ bookList: [Book], for user: User) -> (lendable: [Book], notLent: [String]) {
    var lendable: [Book] = []
    var notLent: [String] = []
    for book in bookList {
        if let reason = obstacle(to: book, for: user) {
            notLent.append(reason)
        } else {
            lendable.append(book)
        }
    }
    return (lendable, notLent)
}

/// Why `user` may not take `count` more books under `limit`; `nil` when they may.
func overLimit(_ limit: Int, _ user: User, asking count: Int) -> String? {
    guard user.records.count + count > limit else { return nil }
    return
        "\(user.name) has \(bookCount(user.records.count)) and asks for \(count) more; the limit is \(limit)"
}

/// Lends `books`: one copy of each leaves the shelf and its title joins the user's records.
func hand(_ books: [Book], to user: User, notLent: [String] = []) -> BorrowOutcome {
    for book in books {
        book.stock -= 1
        user.records.append(book.name)
    }
    return .borrowed(books: books.map(\.name), notLent: notLent)
}

/// `1 book`, `5 books`
func bookCount(_ books: Int) -> String { books == 1 ? "1 book" : "\(books) books" }
