import DemoSupport

/// The `catalog` scenario: the controller lends with the method of the rights the administrator
/// granted, so a user granted none is refused; a loan changes the model, and the controller has both
/// views show it again. (A user granted no rights is refused, and a refused loan leaves the views as
/// they were: `CatalogTests`.)
func catalog(_ t: Transcript) {
    let controller = LibraryController(library: Library.sample())
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, Participant(controller.traceName), .database(controller.library.traceName))
    guard let li = controller.library.user(named: "Li") else { return }
    t.heading("Admin grants Li the rights her user type makes")
    let admin = Admin()
    t.acting(as: librarian) { li.accept(admin) }
    t.heading("Li borrows the last copy; the controller has the views show the changed model")
    t.acting(as: librarian) { controller.borrow(["The Mythical Man-Month"], for: li) }
}
