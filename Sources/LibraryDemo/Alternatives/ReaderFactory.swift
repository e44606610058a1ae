import DemoSupport

/// Variant `factory`: the design the document drew and rejected. `ReaderFactory` makes the reader for
/// a file type; the client then uses the reader itself. Every new format is a new case here.
struct ReaderFactory {
    let transcript: Transcript

    static let supported = ["doc", "pdf", "epub", "txt"]

    func makeReader(fileExtension: String) -> (any Reader)? {
        switch fileExtension.lowercased() {
        case "doc": DocReader(transcript: transcript)
        case "pdf": PDFReader(transcript: transcript)
        case "epub": EPUBReader(transcript: transcript)
        case "txt": TXTReader(transcript: transcript)  // the case added for the new format
        default: nil
        }
    }
}
