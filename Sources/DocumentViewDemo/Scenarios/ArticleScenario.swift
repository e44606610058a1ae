import DemoSupport

/// The `article` scenario, written once for every design: the article's example program, step by step.
/// The program's own code runs as `main`; the user's typing comes from `User`.
func article(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main)
    t.heading("Three views are created, then added to one document")
    let (document, program) = t.acting(as: Names.main) {
        let document = SimpleStringDocument()
        let program = makeProgram(document)
        program.addViews(["view0", "view1", "view2"])
        return (document, program)
    }

    t.heading("Each view renders; the document has no data yet")
    t.acting(as: Names.main) { program.renderAll() }

    t.heading("main sets the state; every view is notified")
    t.acting(as: Names.main) { document.state = "blargh" }

    t.heading("The user submits \"foo\" in view0, then \"bar\" in view1")
    program.submit("foo", from: "view0")
    program.submit("bar", from: "view1")

    t.heading("view2 is removed; view0 submits \"blech\" and only two views are notified")
    t.acting(as: Names.main) { _ = document.removeView(key: "view2") }
    program.submit("blech", from: "view0")
    t.note(
        "Every run notifies view0, view1, view2 in the order they were added. The article's document kept "
            + "its views in a Dictionary keyed by random numbers, so its order changed from run to run.")
}
