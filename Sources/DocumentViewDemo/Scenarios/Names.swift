/// The names under which the participants appear in transcripts and diagrams.
enum Names {
    /// The program's top-level code, which builds and wires the objects (the article's main program).
    static let main = "main"
    /// The person who types into a view.
    static let user = "User"
    /// The backend repository the document's data comes from.
    static let backend = "Backend"
    static let document = "document"
    static let controller = "controller"
}
