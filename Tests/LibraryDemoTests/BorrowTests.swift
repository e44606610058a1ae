import DemoSupport
import Testing

@testable import LibraryDemo

/// A snapshot of everything a loan may change: every book's stock and every user's records.
private func state(_ library: Library) -> [String] {
    library.books.map { "\($0.name)=\($0.stock)" } + library.users.map { "\($0.name)=\($0.records)" }
}

private func books(_ library: Library, _ names: String...) -> [Book] { library.books(named: names) }

extension BorrowOutcome {
    var lent: [String]? { if case .borrowed(_, let books) = self { books } else { nil } }
}

@Suite("Borrowing (Strategy)")
struct BorrowTests {
    @Test func limitsAreTheDocuments() {
        #expect(StudentBorrowMethod().bookLimit == 5)
        #expect(TeacherBorrowMethod().bookLimit == 10)
        #expect(CommonBorrowMethod().bookLimit == nil)
        #expect(StudentBorrowMoreMethod().bookLimit == 10)
    }

    @Test func eachMethodPrintsItsLine() {
        let cases: [(any BorrowMethod, String)] = [
            (CommonBorrowMethod(), "Common borrow books..."),
            (StudentBorrowMethod(), "Student borrow books..."),
            (TeacherBorrowMethod(), "Teacher borrow books..."),
            (StudentBorrowMoreMethod(), "Student borrow more books..."),
        ]
        for (method, line) in cases {
            let library = Library.sample()
            let user = Teacher(id: 9, name: "T", bio: "")
            #expect(
                method.borrowBooks(user: user, bookList: books(library, "Refactoring"))
                    == .borrowed(printed: line, books: ["Refactoring"]))
        }
    }

    @Test func aLoanTakesStockAndAddsRecords() {
        let library = Library.sample()
        let wang = Teacher(id: 1, name: "Wang", bio: "")
        let service = BorrowService(user: wang, method: TeacherBorrowMethod())
        #expect(
            service.borrow(books(library, "Design Patterns", "Refactoring")).lent == [
                "Design Patterns", "Refactoring",
            ])
        #expect(library.book(named: "Design Patterns")?.stock == 1)
        #expect(library.book(named: "Refactoring")?.stock == 0)
        #expect(wang.records == ["Design Patterns", "Refactoring"])
    }

    @Test func studentLimitIsFiveAndARefusalChangesNothing() {
        let library = Library.sample()
        guard let li = library.user(named: "Li") else { return #expect(Bool(false)) }
        #expect(li.records.count == 4)
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        #expect(
            service.borrow(books(library, "Design Patterns", "Refactoring"))
                == .refused("Li has 4 books and asks for 2 more; the limit is 5"))
        let before = state(library)
        #expect(service.borrow(books(library, "Design Patterns")).lent == ["Design Patterns"])
        #expect(li.records.count == 5)
        let atLimit = state(library)
        #expect(atLimit != before)
        #expect(
            service.borrow(books(library, "Refactoring"))
                == .refused("Li has 5 books and asks for 1 more; the limit is 5"))
        #expect(state(library) == atLimit)
    }

    @Test func teacherLimitIsTen() {
        let library = Library(
            books: (1...11).map { Book(id: $0, name: "B\($0)", category: "c", stock: 1, price: 1) }, users: []
        )
        let teacher = Teacher(id: 1, name: "T", bio: "")
        let service = BorrowService(user: teacher, method: TeacherBorrowMethod())
        #expect(service.borrow(Array(library.books.prefix(10))).lent?.count == 10)
        #expect(teacher.records.count == 10)
        #expect(
            service.borrow([library.books[10]])
                == .refused("T has 10 books and asks for 1 more; the limit is 10"))
        #expect(library.books[10].stock == 1)
    }

    @Test func outOfStockRefusesTheWholeRequest() {
        let library = Library.sample()
        guard let zhao = library.user(named: "Zhao") else { return #expect(Bool(false)) }
        library.book(named: "Refactoring")?.stock = 0
        let before = state(library)
        let outcome = BorrowService(user: zhao, method: CommonBorrowMethod())
            .borrow(books(library, "Peopleware", "Refactoring"))
        #expect(outcome == .refused("Refactoring is out of stock"))
        #expect(state(library) == before)
    }

    @Test func duplicatesHeldBooksAndEmptyRequestsAreRefused() {
        let library = Library.sample()
        guard let zhao = library.user(named: "Zhao") else { return #expect(Bool(false)) }
        let service = BorrowService(user: zhao, method: CommonBorrowMethod())
        let before = state(library)
        #expect(
            service.borrow(books(library, "Peopleware", "Peopleware"))
                == .refused("Peopleware is asked for twice"))
        #expect(
            service.borrow(books(library, "Design Patterns")) == .refused("Zhao already has Design Patterns"))
        #expect(service.borrow([]) == .refused("Zhao asked for no book"))
        #expect(state(library) == before)
    }

    @Test func theMethodIsReplacedAtRunTime() {
        let library = Library.sample()
        guard let li = library.user(named: "Li") else { return #expect(Bool(false)) }
        let service = BorrowService(user: li, method: StudentBorrowMethod())
        #expect(service.borrow(books(library, "Refactoring")).lent == ["Refactoring"])
        #expect(service.borrow(books(library, "Design Patterns")).lent == nil)
        #expect(li.records.count == 5)
        service.method = StudentBorrowMoreMethod()
        #expect(
            service.borrow(books(library, "Design Patterns"))
                == .borrowed(printed: "Student borrow more books...", books: ["Design Patterns"]))
        #expect(li.records.count == 6)
        service.method = StudentBorrowMethod()
        #expect(service.borrow(books(library, "Domain-Driven Design")).lent == nil)
        #expect(library.book(named: "Domain-Driven Design")?.stock == 1)
    }

    @Test func theScenarioShowsEveryRefusalItPromises() {
        let transcript = Transcript()
        borrow(transcript)
        let refusals = transcript.results.filter { if case .refusal = $0 { true } else { false } }
        #expect(refusals.count == 3)
    }
}
