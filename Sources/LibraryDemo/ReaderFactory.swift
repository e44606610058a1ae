import DemoSupport

/// Variant `factory`: the design the document drew and rejected. `ReaderFactory` makes the reader for
/// a file type; the client then uses the reader itself. Every new format is a new case here.
struct ReaderFactory {
    let transcript: Transcript

    static let supported = ["doc", "pdf", "epub", "txt"]

    func makeReader(fileExtension: String) -> (any Reader)? {
        switch fileExtension.lowercased() {
        case "doc": DocReader(transcript: transcript)
        case "pdf": PDFReader(transcript: transcript)
        case "epub": EPUBReader(transcript: transcript)
        case "txt": TXTReader(transcript: transcript)  // the case added for the new format
        default: nil
        }
    }
}

/// The client of the factory design.
struct FactoryReading: ReadingDesign {
    let transcript: Transcript

    func open(_ filename: String) -> Result<String, ReadRefusal> {
        let factory = ReaderFactory(transcript: transcript)
        transcript.send(
            "makeReader(fileExtension: \(quoted(fileExtension(of: filename) ?? "")))", from: "Client",
            to: "ReaderFactory")
        guard let type = fileExtension(of: filename), let reader = factory.makeReader(fileExtension: type)
        else {
            transcript.reply("nil", from: "ReaderFactory", to: "Client")
            return .failure(ReadRefusal(message: unsupported(filename, supported: ReaderFactory.supported)))
        }
        transcript.reply(reader.name, from: "ReaderFactory", to: "Client")
        transcript.send("read(filename: \(quoted(filename)))", from: "Client", to: reader.name)
        let format = reader.read(filename: filename)
        transcript.reply(quoted(format), from: reader.name, to: "Client")
        return .success(format)
    }
}
