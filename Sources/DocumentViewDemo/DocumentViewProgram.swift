import DemoSupport

/// Client: the article's example program in Document-View. It creates the views, each pointing at the
/// document, and adds each view's callback to the document.
final class DocumentViewProgram: ProgramDesign {
    private let document: SimpleStringDocument
    private let transcript: Transcript
    /// The program keeps its views, as the article's `view0`, `view1` and `view2` variables do.
    private var views: [SimpleStringView] = []

    init(document: SimpleStringDocument, transcript: Transcript) {
        self.document = document
        self.transcript = transcript
    }

    func addView(_ name: String) {
        transcript.send(
            "StringView(name: \(quoted(name)), document: \(document.name))", from: Names.main, to: name)
        let view = SimpleStringView(name: name, document: document, transcript: transcript)
        views.append(view)
        addToDocument(name, view.onDataChange, document, transcript)
    }

    func renderAll() {
        for view in views {
            transcript.send("render()", from: Names.main, to: view.name)
            view.render()
        }
    }

    func submit(_ data: String, from name: String) {
        guard let view = views.first(where: { $0.name == name }) else {
            transcript.refused("there is no view \(quoted(name)); nothing changed")
            return
        }
        view.submitData(data)
    }
}
