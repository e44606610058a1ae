import DemoSupport

/// The `readers` scenario, written once for both designs. The design's client code runs as `Client`.
func readers(_ design: any ReadingDesign, _ t: Transcript) {
    t.declare(.actor("Client"))
    t.heading("The document's three formats")
    for file in ["test.doc", "manual.pdf", "novel.epub"] { open(file, design, t) }
    t.heading("A new format: txt, read by a new TXTReader")
    t.note("ReaderContext takes the new reader as it is; ReaderFactory needs a new case.")
    open("notes.txt", design, t)
    t.heading("Extensions are compared without regard to case")
    open("THESIS.PDF", design, t)
    t.heading("Files no reader handles are refused")
    for file in ["song.mp3", "README"] { open(file, design, t) }
}

private func open(_ filename: String, _ design: any ReadingDesign, _ t: Transcript) {
    switch design.open(filename) {
    case .success(let format): t.result("\(quoted(filename)) read as \(format)")
    case .failure(let refusal): t.refused(refusal.message)
    }
}
