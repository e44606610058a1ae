import DemoSupport

/// What the `article` and `backend` scenarios ask of a design: views on one document, shown and
/// edited by the user. `DocumentViewProgram` (the article's) and `MVCProgram` (variant `mvc`) answer
/// alike; only who takes the user's input differs.
protocol ProgramDesign {
    /// Creates a view named `name` and adds it to the document.
    func addView(_ name: String)
    /// Every view renders, in the order it was created.
    func renderAll()
    /// The user types `data` into the view `name`.
    func submit(_ data: String, from name: String)
}

/// Builds a design around a document the scenario created.
typealias ProgramMaker = @Sendable (SimpleStringDocument, Transcript) -> any ProgramDesign

/// `document.addView(key: view.name, eventHandler: view.onDataChange)`, as the article's program does
/// it, recorded as the program's message to the document.
func addToDocument(
    _ name: String, _ eventHandler: @escaping (SimpleEvent) -> Void, _ document: SimpleStringDocument,
    _ transcript: Transcript
) {
    transcript.send(
        "addView(key: \(quoted(name)), eventHandler: \(name).onDataChange)", from: Names.main,
        to: document.name)
    document.addView(key: name, eventHandler: eventHandler)
}
