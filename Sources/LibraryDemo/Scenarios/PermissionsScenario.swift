import DemoSupport

/// The `permissions` scenario, written once for every design. The librarian runs the reviews.
func permissions(_ design: any PermissionDesign, _ t: Transcript) {
    t.declare(.actor("Librarian"))
    t.heading("Each department reviews every user")
    for department in Department.allCases {
        for line in design.review(by: department) {
            t.result("\(department.rawValue): \(line)")
        }
    }
    t.heading("A new user type: VisitingScholar Chen, reviewed by each department")
    t.note(
        "With textbook Visitor, a new user type costs a visit(visitingScholar:) in UserVisitor and in "
            + "every visitor; the messages below show what this design had to add instead.")
    let chen = VisitingScholar(id: 4, name: "Chen", bio: "visiting from Leiden", records: ["Peopleware"])
    for department in Department.allCases {
        for line in design.review(chen, by: department) {
            t.result("\(department.rawValue): \(line)")
        }
    }
}

/// The users of the permissions scenario: the sample library's three.
func permissionUsers() -> [User] { Library.sample().users }
