import DemoSupport

/// Strategy: one way of reading a document format (the original's `Reader`).
protocol Reader: Traced, TraceValue {
    /// The format this reader reads, as a file extension in lower case (`pdf`).
    var format: String { get }
    /// Reads the file and returns the format it read (`DOC`).
    func read(filename: String) -> String
}

extension Reader {

    /// Whether `filename` is of this reader's format, whatever the case of its extension.
    func reads(_ filename: String) -> Bool { fileExtension(of: filename)?.lowercased() == format }
}

/// Why a file was not read. The words are the same in every design.
struct ReadRefusal: Error, Equatable, TraceValue {
    let message: String

    /// A file no reader reads: `cannot read "song.mp3": no reader reads .mp3 files`.
    static func unsupported(_ filename: String) -> ReadRefusal {
        guard let type = fileExtension(of: filename) else {
            return ReadRefusal(message: "cannot read \(quoted(filename)): it has no file extension")
        }
        return ReadRefusal(message: "cannot read \(quoted(filename)): no reader reads .\(type) files")
    }

    /// A reader handed a file of another format.
    static func mismatch(_ filename: String, _ reader: any Reader) -> ReadRefusal {
        ReadRefusal(
            message:
                "cannot read \(quoted(filename)) with \(reader.traceName): it reads .\(reader.format) files")
    }

    /// A refusal thrown shows as `throws refused`; the message follows as the refusal line.
    var traceText: String { "refused" }
}

/// Context input: the document's formats (the original's `DocType`), found from a file's extension.
enum DocType: String, CaseIterable, TraceValue {
    case doc = "DOC"
    case pdf = "PDF"
    case epub = "EPUB"

    /// `test.doc` is `.doc`; the extension is compared without regard to case.
    init?(fileExtension: String) { self.init(rawValue: fileExtension.uppercased()) }

    /// `.doc`, as Swift code names the case.
    var traceText: String { "." + rawValue.lowercased() }
}

/// The part of `filename` after its last dot, or nil when there is none (`README`, `notes.`).
func fileExtension(of filename: String) -> String? {
    guard let dot = filename.lastIndex(of: "."), filename.index(after: dot) != filename.endIndex,
        dot != filename.startIndex
    else { return nil }
    return String(filename[filename.index(after: dot)...])
}

/// ConcreteStrategy: Word documents.
struct DocReader: Reader {
    let format = "doc"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading doc...")
            return "DOC"
        }
    }
}

/// ConcreteStrategy: PDF files.
struct PDFReader: Reader {
    let format = "pdf"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading pdf...")
            return "PDF"
        }
    }
}

/// ConcreteStrategy: EPUB books.
struct EPUBReader: Reader {
    let format = "epub"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading epub...")
            return "EPUB"
        }
    }
}

/// ConcreteStrategy added later (the demo's own new format): plain text.
struct TXTReader: Reader {
    let format = "txt"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading txt...")
            return "TXT"
        }
    }
}
