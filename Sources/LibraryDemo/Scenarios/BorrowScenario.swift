import DemoSupport

/// The `borrow` scenario: each user type borrows through its own method, and each method decides in
/// its own way (in order up to a limit, all or nothing, what the shelf has); then a method
/// `BorrowService` has never heard of is swapped in at run time, and the same request ends otherwise.
/// Each user asks the service in person; the librarian swaps the method.
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

    t.heading("Each user borrows through the method for their type; each method decides its own way")
    borrow(["Refactoring", "Peopleware"], from: library, by: wangService, t)
    borrow(["Peopleware", "Design Patterns"], from: library, by: liService, t)
    borrow(["Refactoring", "Peopleware"], from: library, by: zhaoService, t)

    t.heading("Exam season: a new method, swapped in at run time; Li asks again")
    t.note("ExamBorrowMethod is a new type; BorrowService was not edited to use it.")
    t.acting(as: librarian) { liService.method = ExamBorrowMethod() }
    borrow(["Peopleware", "Design Patterns"], from: library, by: liService, t)
}

/// The `borrow-fines` exercise's scenario: the library stops lending to graduates who owe fines, and the
/// librarian swaps the method `finesRuleMethod()` returns (Exercises/BorrowFines.swift) into Zhao's
/// service. Zhao asks while owing, pays, asks again, and asks once more beyond the method's limit. The
/// library, the borrower and the books are the exercise's data (ExerciseData/BorrowFinesData.swift).
func borrowFines(_ t: Transcript) {
    typealias Data = BorrowFinesData
    let library = Data.library()
    guard let zhao = library.user(named: Data.borrower) else { return }
    let service = BorrowService(user: zhao, method: CommonBorrowMethod())
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, .actor(zhao.traceName), Participant(service.traceName))

    let solved = !finesRuleLendsWhileOwing()
    if !solved {
        t.note(
            "exercise borrow-fines is not solved yet: the method finesRuleMethod() returns lends to "
                + "\(zhao.name) while \(zhao.name) owes \(zhao.overduePayment).")
    }
    t.heading(
        "No more loans to graduates who owe fines: the librarian swaps in "
            + (solved ? "the method for that rule" : "the method finesRuleMethod() returns"))
    t.acting(as: librarian) { service.method = finesRuleMethod() }
    t.heading("\(zhao.name) owes \(zhao.overduePayment) and asks for \(listed(Data.askedWhileOwing))")
    borrowExpectingNoChange(Data.askedWhileOwing, from: library, by: service, t)
    zhao.overduePayment = 0
    t.heading(
        "\(zhao.name) pays the fine, now owes \(zhao.overduePayment), and asks for "
            + listed(Data.askedAfterPaying))
    borrow(Data.askedAfterPaying, from: library, by: service, t)
    t.heading(
        "\(zhao.name), now holding \(bookCount(zhao.records.count)), asks for \(listed(Data.askedBeyondLimit))"
    )
    borrowExpectingNoChange(Data.askedBeyondLimit, from: library, by: service, t)
}

/// Whether the method `finesRuleMethod()` returns lends the borrower, who owes, what they first ask
/// for: a trial on a library of its own, with the console and the transcript thrown away.
private func finesRuleLendsWhileOwing() -> Bool {
    let library = BorrowFinesData.library()
    guard let user = library.user(named: BorrowFinesData.borrower) else { return false }
    let books = BorrowFinesData.askedWhileOwing.compactMap(library.book(named:))
    let outcome = Transcript().recording { finesRuleMethod().borrowBooks(user: user, bookList: books) }
    if case .borrowed = outcome { return true }
    return false
}

/// `Clean Code`, `Peopleware and Swift in Depth`, `A, B and C`
private func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "nothing" }
    return "\(names.dropLast().joined(separator: ", ")) and \(last)"
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
