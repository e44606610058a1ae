import DemoSupport

/// The `backend` scenario, written once for every design: a view's input written back to the backend,
/// and another client's change fetched from it. One view, since `article` shows how several are
/// notified, set up off the record as there (said in one line). The states that are no data (`nil`, a
/// deleted record) and the empty string, which is data, are unit tests (`DocumentTests`, `BackendTests`).
func backend(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main, Names.backend, Names.otherClient)
    let repository = BackendRepository()
    t.heading("A view of a document kept in a backend, which has no record yet")
    t.note("Set up as in 'article', with view0 alone, on a document made with repository: Backend.")
    let (document, program) = unrecorded {
        let document = SimpleStringDocument(repository: repository)
        let program = makeProgram(document)
        program.addViews(["view0"])
        return (document, program)
    }

    t.heading("The user types \"draft 1\": the document writes it back, then notifies")
    program.submit("draft 1", from: "view0")

    t.heading("Another client saves \"draft 2\"; load() fetches it and notifies the view")
    t.acting(as: Names.otherClient) { repository.save("draft 2") }
    t.acting(as: Names.main) { document.load() }
    t.result("\(repository.traceName) holds \(repository.record.map { quoted($0) } ?? "no record")")
}
