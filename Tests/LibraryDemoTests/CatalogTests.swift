import DemoSupport
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

    @Test func aLoanThroughTheControllerShowsOnTheNextRefresh() throws {
        let transcript = Transcript()
        let library = Library.sample()
        let controller = LibraryController(library: library, transcript: transcript)
        let li = try #require(library.user(named: "Li"))
        controller.borrow(["The Mythical Man-Month"], for: li, with: StudentBorrowMethod())
        #expect(
            transcript.results.contains(.result("#5 The Mythical Man-Month (Management) 30.0: none in stock"))
        )
        #expect(library.book(named: "The Mythical Man-Month")?.stock == 0)
    }

    @Test func aRefusedLoanShowsTheSameList() {
        let transcript = Transcript()
        catalog(transcript)
        let lists = transcript.results.compactMap { event -> String? in
            if case .result(let line) = event, line.hasPrefix("#") { line } else { nil }
        }
        #expect(lists.count == 24)
        #expect(Array(lists[8..<16]) == Array(lists[16..<24]))
        #expect(Array(lists[0..<8]) != Array(lists[8..<16]))
    }
}
