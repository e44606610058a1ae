import DemoSupport

/// The `permissions` scenario, written once for every design. The librarian runs the reviews.
func permissions(_ design: any PermissionDesign, _ t: Transcript) {
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
}

/// The `permissions-cards` exercise's scenario: the librarian sends each department that
/// `cardOfficeDepartments()` returns (Exercises/PermissionsCards.swift) round every user, through
/// `Permission`, with VisitingScholar Chen among them. Each department reports under its own name.
func departmentsReview(_ departments: [any UserVisitor], _ t: Transcript) {
    let librarian = Participant.actor("Librarian")
    t.declare(librarian)
    let permission = Permission(users: permissionUsers() + [visitingScholarChen()])
    let names = departments.map(\.traceName).joined(separator: ", ")
    t.heading("The departments review every user, VisitingScholar Chen among them: \(names)")
    for department in departments {
        t.acting(as: librarian) { permission.accept(department) }
        for line in department.report { t.result("\(department.traceName): \(line)") }
    }
}

/// The users of the permissions scenario: the sample library's three.
func permissionUsers() -> [User] { Library.sample().users }

/// The user of the type added later, as the permissions scenarios meet them.
func visitingScholarChen() -> VisitingScholar {
    VisitingScholar(id: 4, name: "Chen", bio: "visiting from Leiden", records: ["Peopleware"])
}
