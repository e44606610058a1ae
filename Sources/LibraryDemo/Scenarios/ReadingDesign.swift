/// Harness seam: what the readers scenario asks of a design: read a file, or say why it cannot.
protocol ReadingDesign {
    /// The format read, or the reason the file was refused.
    func open(_ filename: String) -> Result<String, ReadRefusal>
}

/// Harness seam: why a design refused a file.
struct ReadRefusal: Error, Equatable {
    let message: String
}

/// Client (the document's design): hands a `ReaderContext` the file's type, or a reader for a format
/// added later, and asks it to read.
struct ContextReading: ReadingDesign {
    /// Formats added after the document's three, each with its own reader; ReaderContext is unchanged.
    var addedReaders: [(fileExtension: String, reader: any Reader)] { [("txt", TXTReader())] }

    var supported: [String] {
        DocType.allCases.map { $0.rawValue.lowercased() } + addedReaders.map(\.fileExtension)
    }

    func open(_ filename: String) -> Result<String, ReadRefusal> {
        let type = fileExtension(of: filename) ?? ""
        let context: ReaderContext
        if let docType = DocType(fileExtension: type) {
            context = ReaderContext(docType: docType)
        } else if let added = addedReaders.first(where: { $0.fileExtension == type.lowercased() }) {
            context = ReaderContext(reader: added.reader)
        } else {
            return .failure(ReadRefusal(message: unsupported(filename, supported: supported)))
        }
        return .success(context.readDoc(filename: filename))
    }
}

/// Client of the simple factory (variant `factory`). A file without an extension never reaches the
/// factory: there is nothing to ask it for.
struct FactoryReading: ReadingDesign {
    func open(_ filename: String) -> Result<String, ReadRefusal> {
        guard let type = fileExtension(of: filename),
            let reader = ReaderFactory().makeReader(fileExtension: type)
        else {
            return .failure(ReadRefusal(message: unsupported(filename, supported: ReaderFactory.supported)))
        }
        return .success(reader.read(filename: filename))
    }
}
