import DemoSupport

/// Simple factory (variant `factory`): the design the document drew and rejected, and called "factory
/// method pattern". `ReaderFactory` makes the reader for a file type; the client then uses the reader itself,
/// and must check itself that the file is the reader's format. Every new format is a new case here.
struct ReaderFactory: Traced {
    func makeReader(fileExtension: String) -> (any Reader)? {
        traced(fileExtension) { MadeReader(reader: Self.reader(for: fileExtension)) }.reader
    }

    private static func reader(for fileExtension: String) -> (any Reader)? {
        switch fileExtension.lowercased() {
        case "doc": DocReader()
        case "pdf": PDFReader()
        case "epub": EPUBReader()
        case "txt": TXTReader()  // the case added for the new format
        default: nil
        }
    }
}

/// Trace value: what `makeReader(fileExtension:)` returns, as its reply line shows it: the reader's name, or
/// `nil`.
private struct MadeReader: TraceValue {
    let reader: (any Reader)?
    var traceText: String { reader?.traceName ?? "nil" }
}
