import Testing

@testable import LibraryDemo

@Suite("Readers (Strategy + simple factory)")
struct ReaderTests {
    @Test func eachReaderPrintsItsLineAndReturnsItsFormat() {
        let readers: [any Reader] = [DocReader(), PDFReader(), EPUBReader(), TXTReader()]
        var formats: [String] = []
        let printed = recorded { formats = readers.map { $0.read(filename: "x") } }.filter {
            $0.hasPrefix("=>")
        }
        #expect(formats == ["DOC", "PDF", "EPUB", "TXT"])
        #expect(
            printed == ["=> Reading doc...", "=> Reading pdf...", "=> Reading epub...", "=> Reading txt..."])
    }

    /// The context chooses the reader for the file it is given, or has none and refuses the file.
    @Test func theContextChoosesTheReaderForTheFile() throws {
        let read = { (file: String) in
            Result { () throws(ReadRefusal) in try ReaderContext(filename: file).readDoc(filename: file) }
        }
        #expect(["a.doc", "b.PDF", "c.epub"].map { try? read($0).get() } == ["DOC", "PDF", "EPUB"])
        #expect(
            read("s.mp3")
                == .failure(ReadRefusal(message: "cannot read \"s.mp3\": no reader reads .mp3 files")))
        #expect(
            read("README")
                == .failure(ReadRefusal(message: "cannot read \"README\": it has no file extension")))
        #expect(try ReaderContext(reader: TXTReader()).readDoc(filename: "a.txt") == "TXT")
    }

    /// A context made for one format refuses a file of another, and its reader never sees the file.
    @Test func aMismatchIsRefused() {
        var refusal: ReadRefusal?
        let lines = recorded {
            do throws(ReadRefusal) {
                _ = try ReaderContext(docType: .pdf).readDoc(filename: "song.mp3")
            } catch {
                refusal = error
            }
        }
        #expect(refusal?.message == "cannot read \"song.mp3\" with PDFReader: it reads .pdf files")
        #expect(!lines.contains { $0.contains("PDFReader: read") })
        #expect(FactoryReading().open("song.mp3", as: .pdf) == .failure(refusal ?? ReadRefusal(message: "")))
    }

    @Test func fileTypesComeFromTheLastExtensionWhateverItsCase() {
        #expect(DocType(fileExtension: "PdF") == .pdf)
        #expect(DocType(fileExtension: "txt") == nil)
        #expect(fileExtension(of: "a.b.epub") == "epub")
        #expect(fileExtension(of: "README") == nil)
        #expect(fileExtension(of: "notes.") == nil)
        #expect(fileExtension(of: ".profile") == nil)
    }

    @Test func bothDesignsReadAndRefuseAlike() {
        let files = ["test.doc", "x.PDF", "b.epub", "n.txt", "s.mp3", "README", "", "a.docx"]
        #expect(files.map(ContextReading().open) == files.map(FactoryReading().open))
        #expect(
            DocType.allCases.map { ContextReading().open("n.txt", as: $0) }
                == DocType.allCases.map { FactoryReading().open("n.txt", as: $0) })
    }

    /// No reader reads an unsupported file; the factory is asked only when there is an extension.
    @Test func anUnsupportedFileReachesNoReader() {
        #expect(!recorded { _ = ContextReading().open("song.mp3") }.contains { $0.contains("Reader: read") })
        #expect(recorded { _ = FactoryReading().open("README") }.isEmpty)
        #expect(
            recorded { _ = FactoryReading().open("song.mp3") } == [
                "Librarian -> ReaderFactory: makeReader(fileExtension: \"mp3\")",
                "ReaderFactory --> Librarian: nil",
            ])
    }
}
