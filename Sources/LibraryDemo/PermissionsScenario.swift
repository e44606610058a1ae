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
        "Visitor alone would add visit(visitingScholar:) to UserVisitor and to all three visitors; "
            + "here the new type only overrides its own method and no department changes.")
    design.add(VisitingScholar(id: 4, name: "Chen", bio: "visiting from Leiden", records: ["Peopleware"]))
    for department in Department.allCases {
        guard let line = design.review(by: department).last else { continue }
        transcript.result("\(department.rawValue): \(line)")
    }
}

/// The users of the permissions scenario: the sample library's three.
func permissionUsers() -> [User] { Library.sample().users }
