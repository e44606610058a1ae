import DemoSupport

/// The `article` scenario, written once for every design: the article's example program, step by step,
/// with two views. The program's own code runs as `main`; the user's typing comes from `User`.
func article(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main)
    t.heading("Two views are created, then added to one document")
    let (document, program) = t.acting(as: Names.main) {
        let document = SimpleStringDocument()
        let program = makeProgram(document)
        program.addViews(["view0", "view1"])
        return (document, program)
    }

    t.heading("Each view renders; the document has no data yet")
    t.acting(as: Names.main) { program.renderAll() }

    t.heading("The user types \"foo\" in view0; the document notifies every view, view0 too")
    program.submit("foo", from: "view0")

    t.heading("view1 is removed; \"blech\" typed in view0 reaches view0 alone")
    t.acting(as: Names.main) { document.removeView(key: "view1") }
    program.submit("blech", from: "view0")
    t.note("Views are always notified in the order they were added; the article's order was random.")
}
