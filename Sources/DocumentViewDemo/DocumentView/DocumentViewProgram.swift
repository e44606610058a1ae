import DemoSupport

/// Client: the article's example program in Document-View. Each view it creates points at the
/// document and writes the user's input to it; `ProgramDesign` adds the views to the document, renders
/// them and passes the user's input on.
final class DocumentViewProgram: ProgramDesign {
    let document: SimpleStringDocument
    var views: [SimpleStringView] = []

    init(document: SimpleStringDocument) {
        self.document = document
    }

    /// The article's `SimpleStringView(document: document)`, with a stable name: `main`'s code.
    func makeView(_ name: String) -> SimpleStringView {
        acting(as: Names.main) { SimpleStringView(name: name, document: document) }
    }
}
