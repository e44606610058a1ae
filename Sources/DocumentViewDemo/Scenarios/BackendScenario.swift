import DemoSupport

/// The `backend` scenario, written once for every design: a document loaded from a backend repository
/// and written back, and the states that are no data.
func backend(_ makeProgram: ProgramMaker, _ transcript: Transcript) {
    transcript.declare(.actor(Names.user), Participant(Names.main), .database(Names.backend))
    let repository = BackendRepository(record: "draft 1")
    transcript.heading("Two views of a document kept in a backend repository")
    transcript.note("The backend holds the record \"draft 1\".")
    transcript.send(
        "SimpleStringDocument(repository: \(Names.backend))", from: Names.main, to: Names.document)
    let document = SimpleStringDocument(repository: repository, transcript: transcript)
    let program = makeProgram(document, transcript)
    program.addViews(["view0", "view1"])

    transcript.heading("The document loads its state from the backend; every view is notified")
    transcript.send("load()", from: Names.main, to: Names.document)
    document.load()
    showBackend(repository, transcript)

    transcript.heading("A view's submission is written back to the backend")
    program.submit("draft 2", from: "view1")
    showBackend(repository, transcript)

    transcript.heading("An empty (nil) state changes nothing and notifies no one")
    transcript.send("state = nil", from: Names.main, to: Names.document)
    document.state = nil
    transcript.note("Another client deletes the record; loading it again gives nil.")
    repository.delete()
    transcript.send("load()", from: Names.main, to: Names.document)
    document.load()
    program.renderAll()

    transcript.heading("An empty string is data, not nil: the user cleared the text")
    program.submit("", from: "view0")
    showBackend(repository, transcript)
}

private func showBackend(_ repository: BackendRepository, _ transcript: Transcript) {
    transcript.result("\(Names.backend) holds \(repository.record.map { quoted($0) } ?? "no record")")
}
