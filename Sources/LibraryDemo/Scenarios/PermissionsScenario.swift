import DemoSupport

/// The `permissions` scenario, written once for both designs. The librarian runs the reviews.
func permissions(_ design: any PermissionDesign, _ t: Transcript) {
    t.declare(.actor("Librarian"))
    t.heading("Each department reviews every user")
    for department in Department.allCases {
        for line in design.review(by: department) {
            t.result("\(department.rawValue): \(line)")
        }
    }
    t.heading("A new user type: VisitingScholar")
    t.note(
        "With Visitor alone, a new user type costs a new visit(visitingScholar:) in UserVisitor "
            + "and in all three visitors.")
    t.note(
        "Here no department changes: every department treats Chen as a plain User, and the one "
            + "thing that differs, Chen's access rights, comes from a method VisitingScholar overrides.")
    design.add(VisitingScholar(id: 4, name: "Chen", bio: "visiting from Leiden", records: ["Peopleware"]))
    t.note(
        "Each department reviews all four users again; only Chen's lines are shown, the others are as above.")
    for department in Department.allCases {
        guard let line = design.review(by: department).last else { continue }
        t.result("\(department.rawValue): \(line)")
    }
}

/// The users of the permissions scenario: the sample library's three.
func permissionUsers() -> [User] { Library.sample().users }
