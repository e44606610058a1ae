import DemoSupport

/// Context: reads a document with the reader it holds (the original's `ReaderContext`). Its
/// `init(docType:)` builds the reader for the document's three formats (the "factory" part the
/// original combined with Strategy); `init(reader:)` takes any other reader as it is.
final class ReaderContext: Traced {
    let traceName = "ReaderContext"
    private let reader: any Reader

    init(docType: DocType) {
        switch docType {
        case .doc: reader = DocReader()
        case .pdf: reader = PDFReader()
        case .epub: reader = EPUBReader()
        }
        traced(docType) {}
    }

    init(reader: any Reader) {
        self.reader = reader
        traced(reader) {}
    }

    func readDoc(filename: String) -> String {
        traced(filename) { reader.read(filename: filename) }
    }
}
