import Testing

@testable import LibraryDemo

@Suite("Catalog (MVC)")
struct CatalogTests {
    @Test func theViewRendersTheModel() {
        let book = Book(id: 5, name: "The Mythical Man-Month", category: "Management", stock: 1, price: 30)
        #expect(BookListView.line(for: book) == "#5 The Mythical Man-Month (Management) 30.0: 1 in stock")
        book.stock = 0
        #expect(BookListView.line(for: book) == "#5 The Mythical Man-Month (Management) 30.0: none in stock")
        #expect(
            UserRecordsView.line(for: Teacher(id: 1, name: "W", bio: ""))
                == "W (Teacher) holds 0 books: no books")
    }

    /// The controller changes the model and refreshes the views: a loan shows on the next list, a
    /// refused loan shows the same list again.
    @Test func aLoanShowsOnTheNextRefreshAndARefusalChangesNothing() throws {
        let controller = LibraryController(library: Library.sample())
        let (li, zhao) = try (
            #require(controller.library.user(named: "Li")), #require(controller.library.user(named: "Zhao"))
        )
        func list(_ body: () -> Void) -> [String] { recorded(body).filter { $0.hasPrefix("=> #") } }
        let before = list { controller.showBooks() }
        let afterLoan = list {
            controller.borrow(["The Mythical Man-Month"], for: li, with: StudentBorrowMethod())
        }
        let afterRefusal = list {
            controller.borrow(["The Mythical Man-Month"], for: zhao, with: CommonBorrowMethod())
        }
        #expect(before.count == 8 && afterLoan == afterRefusal && before != afterLoan)
        #expect(afterLoan[4] == "=> #5 The Mythical Man-Month (Management) 30.0: none in stock")
        #expect(li.records.last == "The Mythical Man-Month" && zhao.records == ["Design Patterns"])
    }
}
