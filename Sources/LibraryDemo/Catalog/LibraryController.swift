import DemoSupport

/// Controller (MVC): takes the librarian's requests, changes the model through `BorrowService`, and
/// has the views show the model again.
final class LibraryController: Traced {
    let library: Library
    private let bookList = BookListView()
    private let userRecords = UserRecordsView()

    init(library: Library) { self.library = library }

    func showBooks() { traced { bookList.render(library.books) } }

    func showRecords(of user: User) { traced(user) { userRecords.render(user) } }

    /// Lends `names` to `user` with `method`, then refreshes both views.
    func borrow(_ names: [String], for user: User, with method: any BorrowMethod) {
        traced(names, user, method) {
            let service = BorrowService(user: user, method: method)
            service.borrow(library.books(named: names))
            showBooks()
            showRecords(of: user)
        }
    }
}
