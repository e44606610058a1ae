import DemoSupport

/// The `input` scenario, written once for every design: the user's input is handled before the
/// document sees it. In Document-View the view does it; in MVC (variant `mvc`) the controller does.
/// It starts where `article`'s first edit left off (set up off the record, said in one line), and
/// shows only what is new: an edit that trims to the state already held, and a text too long.
func input(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main)
    t.heading("Two views of one document, holding \"foo\"")
    t.note("Set up as in 'article': view0 and view1 added to one document, \"foo\" typed in view0.")
    let program = unrecorded {
        let program = makeProgram(SimpleStringDocument())
        program.addViews(["view0", "view1"])
        program.submit("foo", from: "view0")
        return program
    }

    t.heading("The user types \" foo\" in view1: trimmed, it changes nothing; only view1 is refreshed")
    program.submit(" foo", from: "view1")

    t.heading(
        "The user types a text of \(tooLong.count) characters in view1: refused; only view1 is refreshed")
    program.submit(tooLong, from: "view1")
    t.note("In the mvc variant these rules are the controller's, and it picks the view to refresh.")
}

/// More than the 20 characters a view (or, in MVC, the controller) accepts.
private let tooLong = "twenty-one characters"
