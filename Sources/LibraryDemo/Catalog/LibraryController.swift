import DemoSupport

/// Controller (MVC): takes the librarian's requests, changes the model through `BorrowService`, and
/// has the views show the model again.
final class LibraryController {
    let library: Library
    private let bookList: BookListView
    private let userRecords: UserRecordsView
    private let transcript: Transcript

    init(library: Library, transcript: Transcript) {
        self.library = library
        self.transcript = transcript
        bookList = BookListView(transcript: transcript)
        userRecords = UserRecordsView(transcript: transcript)
    }

    func showBooks() {
        transcript.send("books", from: "LibraryController", to: "Library")
        transcript.reply("\(library.books.count) books", from: "Library", to: "LibraryController")
        transcript.send("render(books)", from: "LibraryController", to: "BookListView")
        bookList.render(library.books)
    }

    func showRecords(of user: User) {
        transcript.send("render(\(user.name))", from: "LibraryController", to: "UserRecordsView")
        userRecords.render(user)
    }

    /// Lends `names` to `user` with `method`, then refreshes both views.
    func borrow(_ names: [String], for user: User, with method: any BorrowMethod) {
        transcript.send(
            "borrow \(names.joined(separator: ", ")) for \(user.name)", from: "Librarian",
            to: "LibraryController")
        let service = BorrowService(user: user, method: method, transcript: transcript)
        service.borrow(library.books(named: names), calledBy: "LibraryController")
        showBooks()
        showRecords(of: user)
    }
}
