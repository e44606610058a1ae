import DemoSupport

/// The `permissions` scenario, written once for every design. The librarian sends the administrator
/// round every user, then the finance department (a second operation on the same users); then a user of
/// a type added later meets the administrator. `library` holds the users the design manages. The first
/// heading and the note on the new type are each design's own.
func permissions(_ design: any PermissionDesign, in library: Library, _ t: Transcript) {
    let librarian = Participant.actor("Librarian")
    t.declare(librarian)
    t.heading(design.grantHeading, own: true)
    review(by: .admin, design, as: librarian, t)
    t.heading("A second operation on the same users: the finance department")
    review(by: .finance, design, as: librarian, t)
    t.heading("A new user type, VisitingScholar: Chen meets the administrator")
    t.note(design.newTypeNote, own: true)
    let chen = visitingScholarChen()
    for line in t.acting(as: librarian, { design.review(chen, by: .admin) }) {
        t.result("\(Department.admin.rawValue): \(line)")
    }
}

/// The librarian has `department` review every user of `design`; its lines are shown.
private func review(
    by department: Department, _ design: any PermissionDesign, as librarian: Participant, _ t: Transcript
) {
    for line in t.acting(as: librarian, { design.review(by: department) }) {
        t.result("\(department.rawValue): \(line)")
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
