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

    /// Lends `names` to `user` with the borrowing method of the rights the user was granted, then
    /// refreshes both views. A user who was granted no rights is refused, and nothing changes.
    func borrow(_ names: [String], for user: User) {
        traced(names, user) {
            guard let service = BorrowService(grantedTo: user) else {
                Console.refuse("\(user.name) was granted no access rights; nothing lent")
                return
            }
            service.borrow(library.books(named: names))
            showBooks()
            showRecords(of: user)
        }
    }
}
