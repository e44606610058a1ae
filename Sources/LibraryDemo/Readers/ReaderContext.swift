import DemoSupport

/// Context (Strategy): reads a document with the reader it holds (the original's `ReaderContext`), and
/// refuses a file that is not its reader's format. It chooses the reader itself for the document's three
/// formats, with the document's `switch` over `DocType`: a simple factory inside the context (the document
/// calls it a factory method). A reader for a format added later is handed in by the client.
final class ReaderContext: Traced {
    /// The strategy; `nil` when the context was made for a file no reader reads (the original's
    /// `Reader?`).
    private let reader: (any Reader)?
    /// Why there is no reader, when there is none.
    private let refusal: ReadRefusal?

    /// The context for `filename`: the context chooses the reader from the file's extension, or none.
    init(filename: String) {
        let docType = fileExtension(of: filename).flatMap { DocType(fileExtension: $0) }
        reader = docType.map(Self.makeReader)
        refusal = docType == nil ? .unsupported(filename) : nil
        traced(filename) {
            switch (docType, fileExtension(of: filename)) {
            case (let docType?, _): selfMessage(Self.branch(docType))
            case (nil, let type?): selfMessage("no case for .\(type): no reader")
            case (nil, nil): selfMessage("no file extension: no reader")
            }
        }
    }

    /// The document's initializer: the reader for `docType`.
    init(docType: DocType) {
        reader = Self.makeReader(docType)
        refusal = nil
        traced(docType) { selfMessage(Self.branch(docType)) }
    }

    /// A reader the client chose, such as one for a format added later; nothing here changes for it.
    init(reader: any Reader) {
        self.reader = reader
        refusal = nil
        tracedInit(reader)
    }

    /// Reads `filename` with the reader, or refuses it: no reader was found for it, or it is not the
    /// reader's format.
    func readDoc(filename: String) throws(ReadRefusal) -> String {
        try traced(filename) { () throws(ReadRefusal) -> String in
            guard let reader else { throw refusal ?? .unsupported(filename) }
            guard reader.reads(filename) else { throw .mismatch(filename, reader) }
            return reader.read(filename: filename)
        }
    }

    /// Simple factory: the document's `switch`, one case per format it knew.
    private static func makeReader(_ docType: DocType) -> any Reader {
        switch docType {
        case .doc: DocReader()
        case .pdf: PDFReader()
        case .epub: EPUBReader()
        }
    }

    /// `case .pdf: PDFReader`, the branch the simple factory takes.
    private static func branch(_ docType: DocType) -> String {
        "case \(docType.traceText): \(makeReader(docType).traceName)"
    }
}
