import TestSupport
import XCTest

@testable import LibraryDemo

final class ReaderTests: XCTestCase {
    func testEachReaderPrintsItsLineAndReturnsItsFormat() {
        let readers: [any Reader] = [DocReader(), PDFReader(), EPUBReader(), TXTReader()]
        var formats: [String] = []
        let printed = recorded { formats = readers.map { $0.read(filename: "x") } }.filter {
            $0.hasPrefix("=>")
        }
        assertSameElements(formats, ["DOC", "PDF", "EPUB", "TXT"])
        assertSameElements(
            printed, ["=> Reading doc...", "=> Reading pdf...", "=> Reading epub...", "=> Reading txt..."])
    }

    /// The context chooses the reader for the file it is given, or has none and refuses the file.
    func testTheContextChoosesTheReaderForTheFile() throws {
        let read = { (file: String) in
            Result { () throws(ReadRefusal) in try ReaderContext(filename: file).readDoc(filename: file) }
        }
        assertSameElements(["a.doc", "b.PDF", "c.epub"].map { try? read($0).get() }, ["DOC", "PDF", "EPUB"])
        XCTAssertEqual(
            read("s.mp3"), .failure(ReadRefusal(message: "cannot read \"s.mp3\": no reader reads .mp3 files"))
        )
        XCTAssertEqual(
            read("README"), .failure(ReadRefusal(message: "cannot read \"README\": it has no file extension"))
        )
        assertSameLines(try ReaderContext(reader: TXTReader()).readDoc(filename: "a.txt"), "TXT")
    }

    /// A context made for one format refuses a file of another, and its reader never sees the file.
    func testAMismatchIsRefused() {
        var refusal: ReadRefusal?
        let lines = recorded {
            do throws(ReadRefusal) {
                _ = try ReaderContext(docType: .pdf).readDoc(filename: "song.mp3")
            } catch {
                refusal = error
            }
        }
        XCTAssertEqual(refusal?.message, "cannot read \"song.mp3\" with PDFReader: it reads .pdf files")
        XCTAssert(!lines.contains { $0.contains("PDFReader: read") })
        XCTAssertEqual(
            FactoryReading().open("song.mp3", as: .pdf), .failure(refusal ?? ReadRefusal(message: "")))
    }

    func testFileTypesComeFromTheLastExtensionWhateverItsCase() {
        XCTAssertEqual(DocType(fileExtension: "PdF"), .pdf)
        XCTAssertNil(DocType(fileExtension: "txt"))
        XCTAssertEqual(fileExtension(of: "a.b.epub"), "epub")
        XCTAssertNil(fileExtension(of: "README"))
        XCTAssertNil(fileExtension(of: "notes."))
        XCTAssertNil(fileExtension(of: ".profile"))
    }

    func testBothDesignsReadAndRefuseAlike() {
        let files = ["test.doc", "x.PDF", "b.epub", "n.txt", "s.mp3", "README", "", "a.docx"]
        assertSameElements(files.map(ContextReading().open), files.map(FactoryReading().open))
        assertSameElements(
            DocType.allCases.map { ContextReading().open("n.txt", as: $0) },
            DocType.allCases.map { FactoryReading().open("n.txt", as: $0) })
    }

    /// No reader reads an unsupported file; the factory is asked only when there is an extension.
    func testAnUnsupportedFileReachesNoReader() {
        XCTAssert(
            !recorded { _ = ContextReading().open("song.mp3") }.contains { $0.contains("Reader: read") })
        XCTAssert(recorded { _ = FactoryReading().open("README") }.isEmpty)
        assertSameElements(
            recorded { _ = FactoryReading().open("song.mp3") },
            [
                "Librarian -> ReaderFactory: makeReader(fileExtension: \"mp3\")",
                "ReaderFactory --> Librarian: nil",
            ])
    }
}
