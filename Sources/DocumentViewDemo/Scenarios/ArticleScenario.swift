import DemoSupport

/// The `article` scenario, written once for every design: the article's example program, step by step.
func article(_ makeProgram: ProgramMaker, _ transcript: Transcript) {
    transcript.declare(.actor(Names.user), Participant(Names.main), .database(Names.backend))
    transcript.heading("Three views are created, then added to one document")
    transcript.send("SimpleStringDocument()", from: Names.main, to: Names.document)
    let document = SimpleStringDocument(transcript: transcript)
    let program = makeProgram(document, transcript)
    program.addViews(["view0", "view1", "view2"])

    transcript.heading("Each view renders; the document has no data yet")
    program.renderAll()

    transcript.heading("The backend sets the state; every view is notified")
    transcript.send("state = \(quoted("blargh"))", from: Names.backend, to: Names.document)
    document.state = "blargh"

    transcript.heading("The user submits \"foo\" in view0, then \"bar\" in view1")
    program.submit("foo", from: "view0")
    program.submit("bar", from: "view1")

    transcript.heading("view2 is removed; view0 submits \"blech\" and only two views are notified")
    transcript.send("removeView(key: \(quoted("view2")))", from: Names.main, to: Names.document)
    document.removeView(key: "view2")
    program.submit("blech", from: "view0")
    transcript.note(
        "Every run notifies view0, view1, view2 in the order they were added. The article's document kept "
            + "its views in a Dictionary keyed by random numbers, so its order changed from run to run.")
}
