import DemoSupport

/// The `permissions` scenario, written once for both designs.
func permissions(_ design: any PermissionDesign, _ transcript: Transcript) {
    transcript.declare(.actor("Librarian"))
    transcript.heading("Each department reviews every user")
    for department in Department.allCases {
        for line in design.review(by: department) {
            transcript.result("\(department.rawValue): \(line)")
        }
    }
    transcript.heading("A new user type: VisitingScholar")
    transcript.note(
        "With Visitor alone, a new user type costs a new visit(visitingScholar:) in UserVisitor "
            + "and in all three visitors.")
    transcript.note(
        "Here no department changes: every department treats Chen as a plain User, and the one "
            + "thing that differs, Chen's access rights, comes from a method VisitingScholar overrides.")
    design.add(VisitingScholar(id: 4, name: "Chen", bio: "visiting from Leiden", records: ["Peopleware"]))
    transcript.note(
        "Each department reviews all four users again; only Chen's lines are shown, the others are as above.")
    for department in Department.allCases {
        guard let line = design.review(by: department).last else { continue }
        transcript.result("\(department.rawValue): \(line)")
    }
}

/// The users of the permissions scenario: the sample library's three.
func permissionUsers() -> [User] { Library.sample().users }
