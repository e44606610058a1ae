import DemoSupport

/// The scenarios' participants beside the pattern's objects, as transcripts and diagrams name them.
enum Names {
    /// The program's top-level code, which builds and wires the objects (the article's main program).
    static let main = Participant("main")
    /// The person who types into a view.
    static let user = Participant.actor("User")
    /// The backend the document's data comes from.
    static let backend = Participant.database(BackendRepository.name)
    /// Another client of the backend, which saves a new record in the `backend` scenario.
    static let otherClient = Participant("otherClient")
}
