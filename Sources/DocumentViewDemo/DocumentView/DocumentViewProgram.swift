import DemoSupport

/// Client: the article's example program in Document-View. Each view it creates points at the
/// document and writes the user's input to it; `ProgramDesign` adds the views to the document, renders
/// them and passes the user's input on.
final class DocumentViewProgram: ProgramDesign {
    let document: SimpleStringDocument
    let transcript: Transcript
    var views: [SimpleStringView] = []

    init(document: SimpleStringDocument, transcript: Transcript) {
        self.document = document
        self.transcript = transcript
    }

    /// The article's `SimpleStringView(document: document)`, with a stable name.
    func makeView(_ name: String) -> SimpleStringView {
        transcript.send(
            "StringView(name: \(quoted(name)), document: \(document.name))", from: Names.main, to: name)
        return SimpleStringView(name: name, document: document, transcript: transcript)
    }
}
