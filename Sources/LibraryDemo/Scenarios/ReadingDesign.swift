import DemoSupport

/// What the readers scenario asks of a design: read a file, or say why it cannot.
protocol ReadingDesign {
    /// The format read, or the reason the file was refused.
    func open(_ filename: String) -> Result<String, ReadRefusal>
}

struct ReadRefusal: Error, Equatable {
    let message: String
}

/// The document's design: the client hands a `ReaderContext` the file's type, or a reader for a format
/// added later, and asks it to read.
struct ContextReading: ReadingDesign {
    let transcript: Transcript

    /// Formats added after the document's three, each with its own reader; ReaderContext is unchanged.
    var addedReaders: [(fileExtension: String, reader: any Reader)] {
        [("txt", TXTReader(transcript: transcript))]
    }

    var supported: [String] {
        DocType.allCases.map { $0.rawValue.lowercased() } + addedReaders.map(\.fileExtension)
    }

    func open(_ filename: String) -> Result<String, ReadRefusal> {
        let type = fileExtension(of: filename) ?? ""
        let context: ReaderContext
        if let docType = DocType(fileExtension: type) {
            transcript.send(
                "ReaderContext(docType: \(docType.rawValue))", from: "Client", to: "ReaderContext")
            context = ReaderContext(docType: docType, transcript: transcript)
        } else if let added = addedReaders.first(where: { $0.fileExtension == type.lowercased() }) {
            transcript.send(
                "ReaderContext(reader: \(added.reader.name))", from: "Client", to: "ReaderContext")
            context = ReaderContext(reader: added.reader, transcript: transcript)
        } else {
            return .failure(ReadRefusal(message: unsupported(filename, supported: supported)))
        }
        transcript.send("readDoc(filename: \(quoted(filename)))", from: "Client", to: "ReaderContext")
        let format = context.readDoc(filename: filename)
        transcript.reply(quoted(format), from: "ReaderContext", to: "Client")
        return .success(format)
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
