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
    liService.borrow(library.books(named: ["Design Patterns"]))
    show(li, library.books(named: ["Design Patterns"]), transcript)
    transcript.note("CommonBorrowMethod has no book limit, but it cannot lend a copy the shelf lacks.")
    zhaoService.borrow(library.books(named: ["Peopleware", "Refactoring"]))
    show(zhao, library.books(named: ["Peopleware", "Refactoring"]), transcript)

    transcript.heading("Exam season: a new method, swapped in at run time")
    transcript.note("StudentBorrowMoreMethod is a new type; BorrowService was not edited to use it.")
    change(liService, to: StudentBorrowMoreMethod(), transcript)
    liService.borrow(library.books(named: ["Design Patterns"]))
    transcript.heading("After exams the usual method is back")
    change(liService, to: StudentBorrowMethod(), transcript)
    liService.borrow(library.books(named: ["Domain-Driven Design"]))
    show(li, library.books(named: ["Domain-Driven Design"]), transcript)
}

/// The librarian gives a service another method while the app runs.
private func change(_ service: BorrowService, to method: any BorrowMethod, _ transcript: Transcript) {
    transcript.send("method = \(method.name)", from: "Librarian", to: "BorrowService")
    service.method = method
}

/// The state a refusal must not have touched: the user's books and the stock of the books asked for.
private func show(_ user: User, _ books: [Book], _ transcript: Transcript) {
    let stock = books.map { "\($0.name) \($0.stock) in stock" }.joined(separator: ", ")
    transcript.result("unchanged: \(user.name) holds \(bookCount(user.records.count)); \(stock)")
}
