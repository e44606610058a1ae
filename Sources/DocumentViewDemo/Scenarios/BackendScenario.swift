import DemoSupport

/// The `backend` scenario, written once for every design: a document loaded from a backend repository,
/// and a view's input written back; one view, since the article shows how several are notified. The states that are no data (`nil`, a deleted record) and the
/// empty string, which is data, are unit tests (`DocumentTests`, `BackendTests`).
func backend(_ makeProgram: ProgramMaker, _ t: Transcript) {
    t.declare(Names.user, Names.main, Names.backend)
    let repository = BackendRepository(record: "draft 1")
    t.heading("A view of a document kept in a backend that holds \"draft 1\"")
    let (document, program) = t.acting(as: Names.main) {
        let document = SimpleStringDocument(repository: repository)
        let program = makeProgram(document)
        program.addViews(["view0"])
        return (document, program)
    }

    t.heading("The document loads its state from the backend and notifies its view")
    t.acting(as: Names.main) { document.load() }

    t.heading("The user types \"draft 2\": the document writes it back, then notifies")
    program.submit("draft 2", from: "view0")
    t.result("\(repository.traceName) holds \(repository.record.map { quoted($0) } ?? "no record")")
}
