import DemoSupport

/// The `catalog` scenario: the view shows the model; a loan changes the model, and the refreshed view
/// shows the change; a refused loan leaves it as it was.
func catalog(_ t: Transcript) {
    let controller = LibraryController(library: Library.sample())
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, Participant(controller.traceName), .database(controller.library.traceName))
    guard let li = controller.library.user(named: "Li"), let zhao = controller.library.user(named: "Zhao")
    else { return }
    t.heading("The controller shows the book list")
    t.acting(as: librarian) { controller.showBooks() }
    t.heading("Li borrows the last copy of The Mythical Man-Month")
    t.acting(as: librarian) {
        controller.borrow(["The Mythical Man-Month"], for: li, with: StudentBorrowMethod())
    }
    t.heading("Zhao asks for it too and is refused; the list is as before")
    t.acting(as: librarian) {
        controller.borrow(["The Mythical Man-Month"], for: zhao, with: CommonBorrowMethod())
    }
}
