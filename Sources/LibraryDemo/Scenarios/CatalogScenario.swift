import DemoSupport

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
