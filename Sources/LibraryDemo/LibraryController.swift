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
        service.borrow(library.books(named: names))
        showBooks()
        showRecords(of: user)
    }
}

/// The `catalog` scenario: the view shows the model; a loan changes the model, and the refreshed view
/// shows the change; a refused loan leaves it as it was.
func catalog(_ transcript: Transcript) {
    transcript.declare(.actor("Librarian"), Participant("LibraryController"), .database("Library"))
    let controller = LibraryController(library: Library.sample(), transcript: transcript)
    guard let li = controller.library.user(named: "Li"), let zhao = controller.library.user(named: "Zhao")
    else { return }
    transcript.heading("The controller shows the book list")
    transcript.send("open catalog", from: "Librarian", to: "LibraryController")
    controller.showBooks()
    transcript.heading("Li borrows the last copy of The Mythical Man-Month")
    controller.borrow(["The Mythical Man-Month"], for: li, with: StudentBorrowMethod())
    transcript.heading("Zhao asks for it too and is refused; the list is as before")
    controller.borrow(["The Mythical Man-Month"], for: zhao, with: CommonBorrowMethod())
}
