import DemoSupport

/// The `borrow` scenario: each user type borrows through its own method; limits and stock are
/// enforced; the method is replaced at run time by one `BorrowService` has never heard of.
func borrow(_ transcript: Transcript) {
    let library = Library.sample()
    guard let wang = library.user(named: "Wang"), let li = library.user(named: "Li"),
        let zhao = library.user(named: "Zhao")
    else { return }
    transcript.declare(
        .actor("Librarian"), .actor("Wang"), .actor("Li"), .actor("Zhao"), Participant("BorrowService"))

    transcript.heading("Each user borrows through the method for their type")
    let wangService = BorrowService(user: wang, method: TeacherBorrowMethod(), transcript: transcript)
    let liService = BorrowService(user: li, method: StudentBorrowMethod(), transcript: transcript)
    let zhaoService = BorrowService(user: zhao, method: CommonBorrowMethod(), transcript: transcript)
    wangService.borrow(library.books(named: ["Refactoring", "Design Patterns"]))
    liService.borrow(library.books(named: ["The Mythical Man-Month"]))
    zhaoService.borrow(library.books(named: ["Clean Code"]))

    transcript.heading("Limits and stock are enforced; a refusal changes nothing")
    borrowExpectingNoChange(library.books(named: ["Design Patterns"]), by: liService, transcript)
    transcript.note("CommonBorrowMethod has no book limit, but it cannot lend a copy the shelf lacks.")
    borrowExpectingNoChange(library.books(named: ["Peopleware", "Refactoring"]), by: zhaoService, transcript)

    transcript.heading("Exam season: a new method, swapped in at run time")
    transcript.note("StudentBorrowMoreMethod is a new type; BorrowService was not edited to use it.")
    change(liService, to: StudentBorrowMoreMethod(), transcript)
    liService.borrow(library.books(named: ["Design Patterns"]))
    transcript.heading("After exams the usual method is back")
    change(liService, to: StudentBorrowMethod(), transcript)
    borrowExpectingNoChange(library.books(named: ["Domain-Driven Design"]), by: liService, transcript)
}

/// The librarian gives a service another method while the app runs.
private func change(_ service: BorrowService, to method: any BorrowMethod, _ transcript: Transcript) {
    transcript.send("method = \(method.name)", from: "Librarian", to: "BorrowService")
    service.method = method
}

/// A request the method should refuse: the user's books and the stock of the books asked for are
/// taken before and after it, and the line says whether they are unchanged.
private func borrowExpectingNoChange(_ books: [Book], by service: BorrowService, _ transcript: Transcript) {
    let state = {
        "\(service.user.name) holds \(bookCount(service.user.records.count)); "
            + books.map { "\($0.name) \($0.stock) in stock" }.joined(separator: ", ")
    }
    let before = state()
    service.borrow(books)
    let after = state()
    transcript.result(after == before ? "unchanged: \(after)" : "changed: \(before) -> \(after)")
}
