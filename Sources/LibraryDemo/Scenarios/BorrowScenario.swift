import DemoSupport

/// The `borrow` scenario: each user type borrows through its own method; limits and stock are
/// enforced; the method is replaced at run time by one `BorrowService` has never heard of. Each user
/// asks the service in person; the librarian swaps the methods.
func borrow(_ t: Transcript) {
    let library = Library.sample()
    guard let wang = library.user(named: "Wang"), let li = library.user(named: "Li"),
        let zhao = library.user(named: "Zhao")
    else { return }
    let wangService = BorrowService(user: wang, method: TeacherBorrowMethod())
    let liService = BorrowService(user: li, method: StudentBorrowMethod())
    let zhaoService = BorrowService(user: zhao, method: CommonBorrowMethod())
    let librarian = Participant.actor("Librarian")
    t.declare(
        librarian, .actor(wang.traceName), .actor(li.traceName), .actor(zhao.traceName),
        Participant(wangService.traceName))

    t.heading("Each user borrows through the method for their type")
    borrow(["Refactoring", "Design Patterns"], from: library, by: wangService, t)
    borrow(["The Mythical Man-Month"], from: library, by: liService, t)
    borrow(["Clean Code"], from: library, by: zhaoService, t)

    t.heading("Limits and stock are enforced; a refusal changes nothing")
    borrowExpectingNoChange(["Design Patterns"], from: library, by: liService, t)
    t.note("CommonBorrowMethod has no book limit, but it cannot lend a copy the shelf lacks.")
    borrowExpectingNoChange(["Peopleware", "Refactoring"], from: library, by: zhaoService, t)

    t.heading("Exam season: a new method, swapped in at run time")
    t.note("StudentBorrowMoreMethod is a new type; BorrowService was not edited to use it.")
    t.acting(as: librarian) { liService.method = StudentBorrowMoreMethod() }
    borrow(["Design Patterns"], from: library, by: liService, t)
    t.heading("After exams the usual method is back")
    t.acting(as: librarian) { liService.method = StudentBorrowMethod() }
    borrowExpectingNoChange(["Domain-Driven Design"], from: library, by: liService, t)
}

/// The `borrow-fines` exercise's scenario: the library stops lending to graduates who owe fines, and the
/// librarian swaps the method `finesRuleMethod()` returns (Exercises/BorrowFines.swift) into Zhao's
/// service. Zhao asks while owing, pays, asks again, and asks once more beyond the method's limit.
func borrowFines(_ t: Transcript) {
    let library = Library.sample()
    guard let zhao = library.user(named: "Zhao") else { return }
    let service = BorrowService(user: zhao, method: CommonBorrowMethod())
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, .actor(zhao.traceName), Participant(service.traceName))

    t.heading("No more loans to graduates who owe fines: the librarian swaps in the method for that rule")
    t.acting(as: librarian) { service.method = finesRuleMethod() }
    t.heading("Zhao owes \(zhao.overduePayment) and asks for Clean Code")
    borrowExpectingNoChange(["Clean Code"], from: library, by: service, t)
    zhao.overduePayment = 0
    t.heading(
        "Zhao pays the fine, now owes \(zhao.overduePayment), and asks for Peopleware and Swift in Depth")
    borrow(["Peopleware", "Swift in Depth"], from: library, by: service, t)
    t.heading("Zhao, now holding \(bookCount(zhao.records.count)), asks for Refactoring")
    borrowExpectingNoChange(["Refactoring"], from: library, by: service, t)
}

/// The service's user takes `names` off the shelf and asks the service to lend them.
private func borrow(_ names: [String], from library: Library, by service: BorrowService, _ t: Transcript) {
    let books = names.compactMap(library.book(named:))
    _ = t.acting(as: .actor(service.user.traceName)) { service.borrow(books) }
}

/// A request the method should refuse: the user's books and the stock of the books asked for are
/// taken before and after it, and the line says whether they are unchanged.
private func borrowExpectingNoChange(
    _ names: [String], from library: Library, by service: BorrowService, _ t: Transcript
) {
    let books = names.compactMap(library.book(named:))
    let state = {
        "\(service.user.name) holds \(bookCount(service.user.records.count)); "
            + books.map { "\($0.name) \($0.stock) in stock" }.joined(separator: ", ")
    }
    let before = state()
    borrow(names, from: library, by: service, t)
    let after = state()
    t.result(after == before ? "unchanged: \(after)" : "changed: \(before) -> \(after)")
}
