import Testing

@testable import LibraryDemo

@Suite("Readers (Strategy + factory)")
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

    @Test func theContextBuildsTheReaderForItsDocType() {
        let formats = DocType.allCases.map { ReaderContext(docType: $0).readDoc(filename: "test") }
        #expect(formats == ["DOC", "PDF", "EPUB"])
        #expect(ReaderContext(reader: TXTReader()).readDoc(filename: "a.txt") == "TXT")
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
        for file in files {
            #expect(ContextReading().open(file) == FactoryReading().open(file), "\(file)")
        }
        #expect(
            ContextReading().open("s.mp3")
                == .failure(
                    ReadRefusal(
                        message:
                            "cannot read \"s.mp3\": .mp3 is not a supported format; supported: doc, pdf, epub, txt"
                    )))
    }

    /// No reader is made for an unsupported file; the factory is asked only when there is an extension.
    @Test func anUnsupportedFileReachesNoReader() {
        #expect(recorded { _ = ContextReading().open("song.mp3") }.isEmpty)
        #expect(recorded { _ = FactoryReading().open("README") }.isEmpty)
        #expect(
            recorded { _ = FactoryReading().open("song.mp3") } == [
                "Librarian -> ReaderFactory: makeReader(fileExtension: \"mp3\")",
                "ReaderFactory --> Librarian: nil",
            ])
    }
}
