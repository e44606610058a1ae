import DemoSupport

/// The `readers` scenario, written once for both designs. The design's client code runs as `Client`.
/// The document's other formats (pdf, epub), extensions in capitals and files without one are read
/// alike, and a file read with another format's reader is refused: `ReaderTests`.
func readers(_ design: any ReadingDesign, _ t: Transcript) {
    t.declare(client)
    t.heading("A file of one of the document's three formats (doc, pdf, epub)")
    show("test.doc", design.open("test.doc"), t)
    t.heading("A new format: txt, read by a new TXTReader")
    t.note("ReaderContext takes the new reader from the client as it is; ReaderFactory needs a new case.")
    show("notes.txt", design.open("notes.txt"), t)
    t.heading("A file no reader handles is refused")
    show("song.mp3", design.open("song.mp3"), t)
}

/// The `readers-markdown` exercise's scenario: the client hands `ReaderContext` the readers
/// `markdownClientReaders()` returns (Exercises/ReadersMarkdown.swift) for the formats the context does
/// not know, and lets the context choose for the rest. The files are the exercise's data
/// (ExerciseData/ReadersMarkdownData.swift).
func readersHandedIn(_ design: ContextReading, _ t: Transcript) {
    typealias Data = ReadersMarkdownData
    t.declare(client)
    if !design.addedReaders.contains(where: { $0.format == "md" }) {
        t.note(
            "exercise readers-markdown is not solved yet: markdownClientReaders() hands in no reader of "
                + ".md files, so no reader below reads Markdown.")
    }
    let added = design.addedReaders.map(\.traceName).joined(separator: ", ")
    t.heading("The context chooses for the document's formats; the client hands in its own readers: \(added)")
    for file in Data.files { show(file, design.open(file), t) }
    t.heading("Extensions are compared without regard to case")
    show(Data.capitalMarkdown, design.open(Data.capitalMarkdown), t)
    t.heading("A file no reader handles is still refused")
    show(Data.unreadable, design.open(Data.unreadable), t)
    t.heading("Each added reader, handed a file of another format, is refused by the context")
    for reader in design.addedReaders { show(Data.unreadable, design.open(Data.unreadable, with: reader), t) }
}

/// The client, whose code (each design's `open`) makes the calls.
private let client = Participant.actor("Client")

/// The client opens `filename` (`open` runs the design's client code), and the outcome is shown.
private func show(
    _ filename: String, _ open: @autoclosure () -> Result<String, ReadRefusal>, _ t: Transcript,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
) {
    switch t.acting(as: client, fileID: fileID, filePath: filePath, line: line, open) {
    case .success(let format): t.result("\(quoted(filename)) read as \(format)")
    case .failure(let refusal): t.refused(refusal.message)
    }
}
