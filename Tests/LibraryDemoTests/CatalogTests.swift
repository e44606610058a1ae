import TestSupport
import XCTest

@testable import LibraryDemo

final class CatalogTests: XCTestCase {
    func testTheViewRendersTheModel() {
        let book = Book(id: 5, name: "The Mythical Man-Month", category: "Management", stock: 1, price: 30)
        assertSameLines(
            BookListView.line(for: book), "#5 The Mythical Man-Month (Management) 30.0: 1 in stock")
        book.stock = 0
        assertSameLines(
            BookListView.line(for: book), "#5 The Mythical Man-Month (Management) 30.0: none in stock")
        assertSameLines(
            UserRecordsView.line(for: Teacher(id: 1, name: "W", bio: "")),
            "W holds 0 books: no books")
    }

    /// The controller changes the model and refreshes the views: a loan shows on the next list, a
    /// refused loan shows the same list again.
    func testALoanShowsOnTheNextRefreshAndARefusalChangesNothing() throws {
        let controller = LibraryController(library: Library.sample())
        let (li, zhao) = try (
            XCTUnwrap(controller.library.user(named: "Li")), XCTUnwrap(controller.library.user(named: "Zhao"))
        )
        func list(_ body: () -> Void) -> [String] { recorded(body).filter { $0.hasPrefix("=> #") } }
        let admin = Admin()
        li.accept(admin)
        zhao.accept(admin)
        let before = list { controller.showBooks() }
        let afterLoan = list { controller.borrow(["The Mythical Man-Month"], for: li) }
        let afterRefusal = list { controller.borrow(["The Mythical Man-Month"], for: zhao) }
        XCTAssert(before.count == 8 && afterLoan == afterRefusal && before != afterLoan)
        assertSameLines(afterLoan[4], "=> #5 The Mythical Man-Month (Management) 30.0: none in stock")
        XCTAssert(li.records.last == "The Mythical Man-Month" && zhao.records == ["Design Patterns"])
    }

    /// The granted rights govern borrowing: the controller lends with the method of the user's rights,
    /// and a user granted none is refused with nothing changed.
    func testTheControllerLendsWithTheGrantedMethodOnly() throws {
        let controller = LibraryController(library: Library.sample())
        let li = try XCTUnwrap(controller.library.user(named: "Li"))
        let refused = recorded { controller.borrow(["Refactoring"], for: li) }
        XCTAssertEqual(refused.last, "=> refused: Li was granted no access rights; nothing lent")
        XCTAssertEqual(li.records.count, 4)
        // Granted the teacher's rights, Li borrows with TeacherBorrowMethod and passes the student limit.
        li.access = .teacher
        let lent = recorded { controller.borrow(["Refactoring", "Design Patterns"], for: li) }
        XCTAssert(lent.contains("=> Teacher borrow books..."), "\(lent)")
        XCTAssertEqual(li.records.count, 6)
    }
}
