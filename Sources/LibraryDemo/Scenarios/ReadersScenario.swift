import DemoSupport

/// The `readers` scenario, written once for both designs.
func readers(_ design: any ReadingDesign, _ transcript: Transcript) {
    transcript.declare(.actor("Client"))
    transcript.heading("The document's three formats")
    for file in ["test.doc", "manual.pdf", "novel.epub"] { open(file, design, transcript) }
    transcript.heading("A new format: txt, read by a new TXTReader")
    transcript.note("ReaderContext takes the new reader as it is; ReaderFactory needs a new case.")
    open("notes.txt", design, transcript)
    transcript.heading("Extensions are compared without regard to case")
    open("THESIS.PDF", design, transcript)
    transcript.heading("Files no reader handles are refused")
    for file in ["song.mp3", "README"] { open(file, design, transcript) }
}

private func open(_ filename: String, _ design: any ReadingDesign, _ transcript: Transcript) {
    switch design.open(filename) {
    case .success(let format): transcript.result("\(quoted(filename)) read as \(format)")
    case .failure(let refusal): transcript.refused(refusal.message)
    }
}
