import DemoSupport

/// Context: reads a document with the reader it holds (the original's `ReaderContext`). Its
/// `init(docType:)` builds the reader for the document's three formats (the "factory" part the
/// original combined with Strategy); `init(reader:)` takes any other reader as it is.
final class ReaderContext {
    private let reader: any Reader
    private let transcript: Transcript

    init(docType: DocType, transcript: Transcript) {
        switch docType {
        case .doc: reader = DocReader(transcript: transcript)
        case .pdf: reader = PDFReader(transcript: transcript)
        case .epub: reader = EPUBReader(transcript: transcript)
        }
        self.transcript = transcript
    }

    init(reader: any Reader, transcript: Transcript) {
        self.reader = reader
        self.transcript = transcript
    }

    func readDoc(filename: String) -> String {
        transcript.send("read(filename: \(quoted(filename)))", from: "ReaderContext", to: reader.name)
        let format = reader.read(filename: filename)
        transcript.reply(quoted(format), from: reader.name, to: "ReaderContext")
        return format
    }
}
