import DemoSupport
import Testing

@testable import LibraryDemo

@Suite("Readers (Strategy + factory)")
struct ReaderTests {
    @Test func eachReaderPrintsItsLineAndReturnsItsFormat() {
        let transcript = Transcript()
        let readers: [any Reader] = [
            DocReader(transcript: transcript), PDFReader(transcript: transcript),
            EPUBReader(transcript: transcript), TXTReader(transcript: transcript),
        ]
        #expect(readers.map { $0.read(filename: "x") } == ["DOC", "PDF", "EPUB", "TXT"])
        #expect(
            transcript.results
                == ["Reading doc...", "Reading pdf...", "Reading epub...", "Reading txt..."].map(
                    TranscriptEvent.result)
        )
    }

    @Test func theContextBuildsTheReaderForItsDocType() {
        let formats = DocType.allCases.map {
            ReaderContext(docType: $0, transcript: Transcript()).readDoc(filename: "test")
        }
        #expect(formats == ["DOC", "PDF", "EPUB"])
        #expect(
            ReaderContext(reader: TXTReader(transcript: Transcript()), transcript: Transcript())
                .readDoc(filename: "a.txt") == "TXT")
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
            let context = ContextReading(transcript: Transcript()).open(file)
            let factory = FactoryReading(transcript: Transcript()).open(file)
            #expect(context == factory, "\(file)")
        }
        #expect(
            ContextReading(transcript: Transcript()).open("s.mp3")
                == .failure(
                    ReadRefusal(
                        message:
                            "cannot read \"s.mp3\": .mp3 is not a supported format; supported: doc, pdf, epub, txt"
                    )))
    }

    @Test func anUnsupportedFileReachesNoReader() {
        let transcript = Transcript()
        _ = ContextReading(transcript: transcript).open("song.mp3")
        #expect(transcript.results.isEmpty)
        #expect(transcript.events.isEmpty)
    }
}
