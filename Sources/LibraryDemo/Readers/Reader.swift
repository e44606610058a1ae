import DemoSupport

/// Strategy: one way of reading a document format (the original's `Reader`).
protocol Reader: Traced, TraceValue {
    /// Reads the file and returns the format it read (`DOC`).
    func read(filename: String) -> String
}

extension Reader {
    /// A reader passed as an argument shows as its name (`init(reader: TXTReader)`).
    var traceText: String { traceName }
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
    let traceName = "DocReader"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading doc...")
            return "DOC"
        }
    }
}

/// ConcreteStrategy: PDF files.
struct PDFReader: Reader {
    let traceName = "PDFReader"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading pdf...")
            return "PDF"
        }
    }
}

/// ConcreteStrategy: EPUB books.
struct EPUBReader: Reader {
    let traceName = "EPUBReader"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading epub...")
            return "EPUB"
        }
    }
}

/// ConcreteStrategy added later (the demo's own new format): plain text.
struct TXTReader: Reader {
    let traceName = "TXTReader"
    func read(filename: String) -> String {
        traced(filename) {
            Console.print("Reading txt...")
            return "TXT"
        }
    }
}

/// Why a file cannot be read; the same words in every design.
func unsupported(_ filename: String, supported: [String]) -> String {
    let list = supported.joined(separator: ", ")
    guard let type = fileExtension(of: filename) else {
        return "cannot read \(quoted(filename)): it has no file extension; supported: \(list)"
    }
    return "cannot read \(quoted(filename)): .\(type) is not a supported format; supported: \(list)"
}
