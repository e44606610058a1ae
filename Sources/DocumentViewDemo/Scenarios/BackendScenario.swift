import DemoSupport

/// The `backend` scenario, written once for every design: a document loaded from a backend repository
/// and written back, and the states that are no data.
func backend(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main, Names.backend)
    let repository = BackendRepository(record: "draft 1")
    t.heading("Two views of a document kept in a backend repository")
    t.note("The backend holds the record \"draft 1\".")
    let (document, program) = t.acting(as: Names.main) {
        let document = SimpleStringDocument(repository: repository)
        let program = makeProgram(document)
        program.addViews(["view0", "view1"])
        return (document, program)
    }

    t.heading("The document loads its state from the backend; every view is notified")
    t.acting(as: Names.main) { document.load() }
    showBackend(repository, t)

    t.heading("A view's submission is written back to the backend")
    program.submit("draft 2", from: "view1")
    showBackend(repository, t)

    t.heading("An empty (nil) state changes nothing and notifies no one")
    t.acting(as: Names.main) { document.state = nil }
    t.note("Another client deletes the record; loading it again gives nil.")
    t.acting(as: Names.otherClient) { repository.delete() }
    t.acting(as: Names.main) {
        document.load()
        program.renderAll()
    }

    t.heading("An empty string is data, not nil: the user cleared the text")
    program.submit("", from: "view0")
    showBackend(repository, t)
}

private func showBackend(_ repository: BackendRepository, _ t: Transcript) {
    t.result("\(repository.traceName) holds \(repository.record.map { quoted($0) } ?? "no record")")
}
