import TestSupport
import XCTest

@testable import LibraryDemo

/// A snapshot of everything a loan may change: every book's stock and every user's records.
private func state(_ library: Library) -> [String] {
    library.books.map { "\($0.name)=\($0.stock)" } + library.users.map { "\($0.name)=\($0.records)" }
}

private func books(_ library: Library, _ names: String...) -> [Book] { library.books(named: names) }

extension BorrowOutcome {
    var lent: [String]? { if case .borrowed(let books, _) = self { books } else { nil } }
    var notLent: [String] { if case .borrowed(_, let reasons) = self { reasons } else { [] } }
}

/// A library of `count` titles, one copy each (`B1`, `B2`, ...), and `user`.
private func shelf(_ count: Int, for user: User) -> Library {
    Library(
        books: (1...count).map { Book(id: $0, name: "B\($0)", category: "c", stock: 1, price: 1) },
        users: [user])
}

final class BorrowTests: XCTestCase {
    func testLimitsAreTheDocuments() {
        XCTAssertEqual(StudentBorrowMethod().bookLimit, 5)
        XCTAssertEqual(TeacherBorrowMethod().bookLimit, 10)
        XCTAssertNil(CommonBorrowMethod().bookLimit)
        XCTAssertEqual(ExamBorrowMethod().bookLimit, 10)
    }

    func testEachMethodPrintsItsLine() {
        let cases: [(any BorrowMethod, String)] = [
            (CommonBorrowMethod(), "=> Common borrow books..."),
            (StudentBorrowMethod(), "=> Student borrow books..."),
            (TeacherBorrowMethod(), "=> Teacher borrow books..."),
            (ExamBorrowMethod(), "=> Exam borrow books..."),
        ]
        for (method, line) in cases {
            let library = Library.sample()
            let user = Teacher(id: 9, name: "T", bio: "")
            var outcome: BorrowOutcome?
            let lines = recorded {
                outcome = method.borrowBooks(user: user, bookList: books(library, "Design Patterns"))
            }
            XCTAssertEqual(outcome, .borrowed(books: ["Design Patterns"], notLent: []))
            XCTAssert(lines.contains(line), "\(lines)")
        }
    }

    /// The same request, a book already held and one on the shelf, ends differently under each method:
    /// all or nothing refuses it whole; the others lend the one they can.
    func testTheMethodsAreDifferentAlgorithms() throws {
        func ask(_ method: any BorrowMethod) throws -> BorrowOutcome {
            let library = Library.sample()
            let li = try XCTUnwrap(library.user(named: "Li"))
            return method.borrowBooks(user: li, bookList: books(library, "Peopleware", "Design Patterns"))
        }
        XCTAssertEqual(try ask(StudentBorrowMethod()), .refused("Li already has Peopleware"))
        for method: any BorrowMethod in [CommonBorrowMethod(), TeacherBorrowMethod(), ExamBorrowMethod()] {
            XCTAssertEqual(
                try ask(method), .borrowed(books: ["Design Patterns"], notLent: ["Li already has Peopleware"])
            )
        }
    }

    func testALoanTakesStockAndAddsRecords() {
        let library = Library.sample()
        let wang = Teacher(id: 1, name: "Wang", bio: "")
        let service = BorrowService(user: wang, method: TeacherBorrowMethod())
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns", "Refactoring")).lent,
            ["Design Patterns", "Refactoring"])
        XCTAssertEqual(library.book(named: "Design Patterns")?.stock, 1)
        XCTAssertEqual(library.book(named: "Refactoring")?.stock, 0)
        assertSameElements(wang.records, ["Design Patterns", "Refactoring"])
    }

    func testStudentLimitIsFiveAllOrNothingAndARefusalChangesNothing() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        XCTAssertEqual(li.records.count, 4)
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        let before = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns", "Refactoring")),
            .refused("Li has 4 books and asks for 2 more; the limit is 5"))
        assertSameElements(state(library), before)
        library.book(named: "Refactoring")?.stock = 0
        let noStock = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns", "Refactoring")),
            .refused("Refactoring is out of stock"))
        assertSameElements(state(library), noStock)
        XCTAssertEqual(service.borrow(books(library, "Design Patterns")).lent, ["Design Patterns"])
        XCTAssertEqual(li.records.count, 5)
        let atLimit = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Domain-Driven Design")),
            .refused("Li has 5 books and asks for 1 more; the limit is 5"))
        assertSameElements(state(library), atLimit)
    }

    /// A teacher's books are taken in the order asked until the teacher holds 10; the rest is left out.
    func testTeacherTakesBooksInOrderUpToTen() {
        let teacher = Teacher(id: 1, name: "T", bio: "")
        let library = shelf(12, for: teacher)
        let service = BorrowService(user: teacher, method: TeacherBorrowMethod())
        XCTAssertEqual(service.borrow(Array(library.books.prefix(9))).lent?.count, 9)
        let outcome = service.borrow(Array(library.books.suffix(3)))
        XCTAssertEqual(
            outcome, .borrowed(books: ["B10"], notLent: ["B11: the limit is 10", "B12: the limit is 10"]))
        XCTAssertEqual(teacher.records.count, 10)
        XCTAssertEqual(library.books.map(\.stock).reduce(0, +), 2)
        let atLimit = state(library)
        XCTAssertEqual(service.borrow([library.books[11]]), .refused("B12: the limit is 10"))
        assertSameElements(state(library), atLimit)
    }

    /// The common method lends what the shelf has and leaves out the rest; with nothing to lend it refuses.
    func testCommonLendsWhatTheShelfHas() throws {
        let library = Library.sample()
        let zhao = try XCTUnwrap(library.user(named: "Zhao"))
        library.book(named: "Refactoring")?.stock = 0
        let service = BorrowService(user: zhao, method: CommonBorrowMethod())
        XCTAssertEqual(
            service.borrow(books(library, "Refactoring", "Peopleware")),
            .borrowed(books: ["Peopleware"], notLent: ["Refactoring is out of stock"]))
        XCTAssertEqual(library.book(named: "Peopleware")?.stock, 1)
        let before = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Refactoring", "Design Patterns")),
            .refused("Refactoring is out of stock; Zhao already has Design Patterns"))
        assertSameElements(state(library), before)
    }

    /// Exam season: up to 10 books, but the last copy of a title stays on the shelf.
    func testExamMethodKeepsTheLastCopy() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        let service = BorrowService(user: li, method: ExamBorrowMethod())
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns", "Refactoring")),
            .borrowed(books: ["Design Patterns"], notLent: ["Refactoring: its last copy stays"]))
        XCTAssertEqual(library.book(named: "Refactoring")?.stock, 1)
        let before = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Design Patterns")), .refused("Li already has Design Patterns"))
        assertSameElements(state(library), before)
        let student = Undergraduate(id: 7, name: "S", bio: "", records: (1...10).map { "R\($0)" })
        XCTAssertEqual(
            ExamBorrowMethod().borrowBooks(user: student, bookList: books(library, "Clean Code")),
            .refused("S has 10 books and asks for 1 more; the limit is 10"))
    }

    func testDuplicatesHeldBooksAndEmptyRequestsAreRefused() throws {
        let library = Library.sample()
        let zhao = try XCTUnwrap(library.user(named: "Zhao"))
        let before = state(library)
        for method: any BorrowMethod in [
            CommonBorrowMethod(), StudentBorrowMethod(), TeacherBorrowMethod(), ExamBorrowMethod(),
        ] {
            let service = BorrowService(user: zhao, method: method)
            XCTAssertEqual(
                service.borrow(books(library, "Peopleware", "Peopleware")),
                .refused("Peopleware is asked for twice"))
            XCTAssertEqual(
                service.borrow(books(library, "Design Patterns")),
                .refused("Zhao already has Design Patterns"))
            XCTAssertEqual(service.borrow([]), .refused("Zhao asked for no book"))
        }
        assertSameElements(state(library), before)
    }

    func testTheMethodIsReplacedAtRunTime() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        let asked = books(library, "Peopleware", "Design Patterns")
        XCTAssertEqual(service.borrow(asked), .refused("Li already has Peopleware"))
        service.method = ExamBorrowMethod()
        XCTAssertEqual(service.borrow(asked).lent, ["Design Patterns"])
        XCTAssertEqual(li.records.count, 5)
        service.method = StudentBorrowMethod()
        let atLimit = state(library)
        XCTAssertEqual(
            service.borrow(books(library, "Domain-Driven Design")),
            .refused("Li has 5 books and asks for 1 more; the limit is 5"))
        assertSameElements(state(library), atLimit)
    }

    func testTheServiceAsksItsMethodAndShowsTheOutcome() throws {
        let library = Library.sample()
        let li = try XCTUnwrap(library.user(named: "Li"))
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        let asked = books(library, "Peopleware", "Design Patterns")
        let lines = recorded {
            service.method = ExamBorrowMethod()
            service.borrow(asked)
        }
        assertSameElements(
            lines,
            [
                "Librarian -> BorrowService: method = ExamBorrowMethod",
                "Librarian -> BorrowService: borrow([Peopleware, Design Patterns])",
                "BorrowService -> ExamBorrowMethod: borrowBooks(user: Li, bookList: [Peopleware, Design Patterns])",
                "=> Exam borrow books...",
                "ExamBorrowMethod --> BorrowService: borrowed [Design Patterns]",
                "=> Li borrowed Design Patterns; now holds 5 books (limit 10)",
                "=> not lent: Li already has Peopleware",
                "BorrowService --> Librarian: borrowed [Design Patterns]",
            ])
    }
}
