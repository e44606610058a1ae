import DemoSupport

/// The `input` scenario, written once for every design: the user's input is handled before the
/// document sees it. In Document-View the view does it; in MVC (variant `mvc`) the controller does.
/// A text over the length limit is refused alike in both (a unit test, `InputTests`).
func input(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main)
    t.heading("Two views of one document")
    let program = t.acting(as: Names.main) {
        let program = makeProgram(SimpleStringDocument())
        program.addViews(["view0", "view1"])
        return program
    }

    t.heading("The user types \"  foo \" in view0: it is trimmed before the document sees it")
    program.submit("  foo ", from: "view0")

    t.heading("The user types \" foo\" in view1: trimmed, it changes nothing; only view1 is refreshed")
    program.submit(" foo", from: "view1")
    t.note("In the mvc variant these rules are the controller's, and it picks the view to refresh.")
}
