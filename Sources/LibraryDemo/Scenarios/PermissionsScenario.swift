import DemoSupport

/// The `permissions` scenario, written once for every design. The librarian runs the reviews; then users
/// borrow from `library` (whose users the design manages) with the methods of the rights they were granted.
func permissions(_ design: any PermissionDesign, in library: Library, _ t: Transcript) {
    let librarian = Participant.actor("Librarian")
    t.declare(librarian)
    t.heading("Each department reviews every user")
    for department in Department.allCases {
        for line in t.acting(as: librarian, { design.review(by: department) }) {
            t.result("\(department.rawValue): \(line)")
        }
    }
    t.heading("A new user type: VisitingScholar Chen, reviewed by each department")
    t.note(
        "With textbook Visitor, a new user type costs a visit(visitingScholar:) in UserVisitor and in "
            + "every visitor; the messages below show what this design had to add instead.")
    let chen = visitingScholarChen()
    for department in Department.allCases {
        for line in t.acting(as: librarian, { design.review(chen, by: department) }) {
            t.result("\(department.rawValue): \(line)")
        }
    }
    t.heading("The granted rights govern borrowing: each service lends with the method granted to its user")
    let requests: [(user: String, books: [String])] = [
        ("Wang", ["Refactoring", "Design Patterns"]), ("Li", ["Design Patterns", "Domain-Driven Design"]),
    ]
    for request in requests {
        guard let user = library.user(named: request.user),
            let service = t.acting(as: librarian, { BorrowService(grantedTo: user) })
        else { continue }
        let books = request.books.compactMap(library.book(named:))
        _ = t.acting(as: .actor(user.traceName)) { service.borrow(books) }
    }
}

/// The `permissions-cards` exercise's scenario: the librarian sends each department that
/// `cardOfficeDepartments()` returns (Exercises/PermissionsCards.swift) round every user, through
/// `Permission`, with VisitingScholar Chen among them. Each department reports under its own name. The
/// users are the exercise's data (ExerciseData/PermissionsCardsData.swift).
func departmentsReview(_ departments: [any UserVisitor], _ t: Transcript) {
    let librarian = Participant.actor("Librarian")
    t.declare(librarian)
    if !departments.contains(where: { $0.traceName == "CardOffice" }) {
        t.note(
            "exercise permissions-cards is not solved yet: cardOfficeDepartments() returns no CardOffice, "
                + "so no department below issues cards.")
    }
    let scholar = PermissionsCardsData.visitingScholar()
    let permission = Permission(users: PermissionsCardsData.users() + [scholar])
    let names = departments.map(\.traceName).joined(separator: ", ")
    t.heading("The departments review every user, VisitingScholar \(scholar.name) among them: \(names)")
    for department in departments {
        t.acting(as: librarian) { permission.accept(department) }
        for line in department.report { t.result("\(department.traceName): \(line)") }
    }
}

/// The users of the permissions-cards scenario: the sample library's three.
func permissionUsers() -> [User] { Library.sample().users }

/// The user of the type added later, as the permissions scenarios meet them.
func visitingScholarChen() -> VisitingScholar {
    VisitingScholar(id: 4, name: "Chen", bio: "visiting from Leiden", records: ["Peopleware"])
}
