import DemoSupport

/// The `input` scenario, written once for every design: the user's input is handled before the
/// document sees it. In Document-View the view does it; in MVC (variant `mvc`) the controller does.
func input(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main)
    t.heading("Two views of one document; main sets \"blargh\"")
    let (document, program) = t.acting(as: Names.main) {
        let document = SimpleStringDocument()
        let program = makeProgram(document)
        program.addViews(["view0", "view1"])
        return (document, program)
    }
    t.acting(as: Names.main) { document.state = "blargh" }

    t.heading("The user types \"  foo \" in view0: the spaces are trimmed before the document sees it")
    program.submit("  foo ", from: "view0")

    t.heading("view1 submits \" foo\": after trimming nothing changes, so only view1 is refreshed")
    program.submit(" foo", from: "view1")

    t.heading("A text over 20 characters is refused: the state stays \"foo\", only view0 is refreshed")
    program.submit("far too long for this view", from: "view0")
    t.note(
        "The same rules hold in both designs; the mvc variant moves them out of the view and into the "
            + "controller, which also picks the view to refresh when the document does not change.")
}
