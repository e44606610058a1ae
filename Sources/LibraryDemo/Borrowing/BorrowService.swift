import DemoSupport

/// Context: borrows for one user with whichever `BorrowMethod` it holds (the original's
/// `BorrowService`). It never names a concrete method, so a new method needs no edit here.
final class BorrowService {
    let user: User
    /// The strategy; it can be replaced while the app runs.
    var method: any BorrowMethod
    private let transcript: Transcript

    init(user: User, method: any BorrowMethod, transcript: Transcript = Transcript()) {
        self.user = user
        self.method = method
        self.transcript = transcript
    }

    /// Asks the method to lend `books`; reports what the user sees. `caller` is who asks the service
    /// (the user at the desk, or a controller acting for them).
    @discardableResult
    func borrow(_ books: [Book], calledBy caller: String? = nil) -> BorrowOutcome {
        let method = method
        let names = books.map(\.name).joined(separator: ", ")
        transcript.send("borrow [\(names)]", from: caller ?? user.name, to: "BorrowService")
        transcript.send(
            "borrowBooks(user: \(user.name), bookList: [\(names)])", from: "BorrowService", to: method.name)
        let outcome = method.borrowBooks(user: user, bookList: books)
        switch outcome {
        case .borrowed(let printed, let lent):
            transcript.reply("lent \(lent.count)", from: method.name, to: "BorrowService")
            transcript.result(printed)
            let limit = method.bookLimit.map { " (limit \($0))" } ?? " (no book limit)"
            transcript.result(
                "\(user.name) borrowed \(lent.joined(separator: ", ")); now holds \(bookCount(user.records.count))\(limit)"
            )
        case .refused(let reason):
            transcript.reply("refused", from: method.name, to: "BorrowService")
            transcript.refused(reason)
        }
        return outcome
    }
}
