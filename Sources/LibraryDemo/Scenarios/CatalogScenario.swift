import DemoSupport

/// The `catalog` scenario: the view shows the model; the controller lends with the method of the rights
/// the administrator granted, so a user granted none is refused; a loan changes the model, and the
/// refreshed view shows the change; a refused loan leaves it as it was.
func catalog(_ t: Transcript) {
    let controller = LibraryController(library: Library.sample())
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, Participant(controller.traceName), .database(controller.library.traceName))
    guard let li = controller.library.user(named: "Li"), let zhao = controller.library.user(named: "Zhao")
    else { return }
    t.heading("The controller shows the book list")
    t.acting(as: librarian) { controller.showBooks() }
    t.heading("Li asks for The Mythical Man-Month before any rights were granted, and is refused")
    t.acting(as: librarian) { controller.borrow(["The Mythical Man-Month"], for: li) }
    t.heading("Admin grants Li and Zhao the rights their user types make")
    let admin = Admin()
    t.acting(as: librarian) {
        li.accept(admin)
        zhao.accept(admin)
    }
    t.heading("Li borrows the last copy with the granted method")
    t.acting(as: librarian) { controller.borrow(["The Mythical Man-Month"], for: li) }
    t.heading("Zhao asks for it too and is refused; the list is as before")
    t.acting(as: librarian) { controller.borrow(["The Mythical Man-Month"], for: zhao) }
}
