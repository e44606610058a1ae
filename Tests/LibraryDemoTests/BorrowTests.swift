import TestSupport

@testable import LibraryDemo

/// A snapshot of everything a loan may change: every book's stock and every user's records.
private func state(_ library: Library) -> [String] {
    library.books.map { "\($0.name)=\($0.stock)" } + library.users.map { "\($0.name)=\($0.records)" }
}

private func books(_ library: Library, _ names: String...) -> [Book] { library.books(named: names) }

extension BorrowOutcome {
    var lent: [String]? { if case .borrowed(_, let books) = self { books } else { nil } }
}

final class BorrowTests: XCTestCase {
    func testLimitsAreTheDocuments() {
        XCTAssertEqual(StudentBorrowMethod().bookLimit, 5)
        XCTAssertEqual(TeacherBorrowMethod().bookLimit, 10)
        XCTAssertNil(CommonBorrowMethod().bookLimit)
        XCTAssertEqual(StudentBorrowMoreMethod().bookLimit, 10)
    }

    func testEachMethodPrintsItsLine() {
        let cases: [(any BorrowMethod, String)] = [
            (CommonBorrowMethod(), "Common borrow books..."),
            (StudentBorrowMethod(), "Student borrow books..."),
            (TeacherBorrowMethod(), "Teacher borrow books..."),
            (StudentBorrowMoreMethod(), "Student borrow more books..."),
        ]
        for (method, line) in cases {
            let library = Library.sample()
            let user = Teacher(id: 9, name: "T", bio: "")
            XCTAssertEqual(
                method.borrowBooks(user: user, bookList: books(library, "Refactoring")),
                .borrowed(printed: line, books: ["Refactoring"]))
        }
    }

    func testALoanTakesStockAndAddsRecords() {
        let library = Library.sample()
        let wang = Teacher(id: 1, name: "Wang", bio: "")
        let service = BorrowService(user: wang, method: TeacherBorrowMethod())
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns", "Refactoring")).lent,
            [
                "Design Patterns", "Refactoring",
            ])
        XCTAssertEqual(library.book(named: "Design Patterns")?.stock, 1)
        XCTAssertEqual(library.book(named: "Refactoring")?.stock, 0)
        XCTAssertEqual(wang.records, ["Design Patterns", "Refactoring"])
    }

    func testStudentLimitIsFiveAndARefusalChangesNothing() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        XCTAssertEqual(li.records.count, 4)
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        let before = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns", "Refactoring")),
            .refused("Li has 4 books and asks for 2 more; the limit is 5"))
        XCTAssertEqual(state(library), before)
        XCTAssertEqual(service.borrow(books(library, "Design Patterns")).lent, ["Design Patterns"])
        XCTAssertEqual(li.records.count, 5)
        let atLimit = state(library)
        XCTAssert(atLimit != before)
        XCTAssertEqual(
            service.borrow(books(library, "Refactoring")),
            .refused("Li has 5 books and asks for 1 more; the limit is 5"))
        XCTAssertEqual(state(library), atLimit)
    }

    func testTeacherLimitIsTen() {
        let teacher = Teacher(id: 1, name: "T", bio: "")
        let library = Library(
            books: (1...11).map { Book(id: $0, name: "B\($0)", category: "c", stock: 1, price: 1) },
            users: [teacher])
        let service = BorrowService(user: teacher, method: TeacherBorrowMethod())
        XCTAssertEqual(service.borrow(Array(library.books.prefix(10))).lent?.count, 10)
        XCTAssertEqual(teacher.records.count, 10)
        let atLimit = state(library)
        XCTAssertEqual(
            service.borrow([library.books[10]]),
            .refused("T has 10 books and asks for 1 more; the limit is 10"))
        XCTAssertEqual(state(library), atLimit)
    }

    func testOutOfStockRefusesTheWholeRequest() throws {
        let library = Library.sample()
        let zhao = try XCTUnwrap(library.user(named: "Zhao"))
        library.book(named: "Refactoring")?.stock = 0
        let before = state(library)
        let outcome = BorrowService(user: zhao, method: CommonBorrowMethod())
            .borrow(books(library, "Peopleware", "Refactoring"))
        XCTAssertEqual(outcome, .refused("Refactoring is out of stock"))
        XCTAssertEqual(state(library), before)
    }

    func testDuplicatesHeldBooksAndEmptyRequestsAreRefused() throws {
        let library = Library.sample()
        let zhao = try XCTUnwrap(library.user(named: "Zhao"))
        let service = BorrowService(user: zhao, method: CommonBorrowMethod())
        let before = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Peopleware", "Peopleware")),
            .refused("Peopleware is asked for twice"))
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns")), .refused("Zhao already has Design Patterns"))
        XCTAssertEqual(service.borrow([]), .refused("Zhao asked for no book"))
        XCTAssertEqual(state(library), before)
    }

    func testTheMethodIsReplacedAtRunTime() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        XCTAssertEqual(service.borrow(books(library, "Refactoring")).lent, ["Refactoring"])
        let atLimit = state(library)
        XCTAssertNil(service.borrow(books(library, "Design Patterns")).lent)
        XCTAssertEqual(state(library), atLimit)
        service.method = StudentBorrowMoreMethod()
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns")),
            .borrowed(printed: "Student borrow more books...", books: ["Design Patterns"]))
        XCTAssertEqual(li.records.count, 6)
        service.method = StudentBorrowMethod()
        let overLimit = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Domain-Driven Design")),
            .refused("Li has 6 books and asks for 1 more; the limit is 5"))
        XCTAssertEqual(state(library), overLimit)
    }

    func testTheServiceAsksItsMethodAndShowsTheOutcome() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        let (wanted, held) = (books(library, "Refactoring"), books(library, "Peopleware"))
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        let lines = recorded {
            service.borrow(wanted)
            service.method = StudentBorrowMoreMethod()
            service.borrow(held)
        }
        XCTAssertEqual(
            lines,
            [
                "Librarian -> BorrowService: borrow([Refactoring])",
                "BorrowService -> StudentBorrowMethod: borrowBooks(user: Li, bookList: [Refactoring])",
                "StudentBorrowMethod --> BorrowService: borrowed [Refactoring]", "=> Student borrow books...",
                "=> Li borrowed Refactoring; now holds 5 books (limit 5)",
                "BorrowService --> Librarian: borrowed [Refactoring]",
                "Librarian -> BorrowService: method = StudentBorrowMoreMethod",
                "Librarian -> BorrowService: borrow([Peopleware])",
                "BorrowService -> StudentBorrowMoreMethod: borrowBooks(user: Li, bookList: [Peopleware])",
                "StudentBorrowMoreMethod --> BorrowService: refused", "=> refused: Li already has Peopleware",
                "BorrowService --> Librarian: refused",
            ])
    }
}
