/// What the readers scenario asks of a design, so that one scenario runs on every design: read a file,
/// or say why it cannot.
protocol ReadingDesign {
    /// Reads `filename` with the reader for its own format; the format read, or why it was refused.
    func open(_ filename: String) -> Result<String, ReadRefusal>
    /// Reads `filename` with the reader for `docType`, whatever the file is.
    func open(_ filename: String, as docType: DocType) -> Result<String, ReadRefusal>
}

/// Client of the document's design: hands `ReaderContext` the file, and the context chooses the reader; for a
/// format added after the document's three, the client hands in the reader.
struct ContextReading: ReadingDesign {
    /// Formats added after the document's three, each with its own reader; ReaderContext is unchanged.
    let addedReaders: [any Reader]

    init(addedReaders: [any Reader] = [TXTReader()]) { self.addedReaders = addedReaders }

    func open(_ filename: String) -> Result<String, ReadRefusal> {
        let context =
            if let added = addedReaders.first(where: { $0.reads(filename) }) {
                ReaderContext(reader: added)
            } else {
                ReaderContext(filename: filename)
            }
        return Result { () throws(ReadRefusal) in try context.readDoc(filename: filename) }
    }

    func open(_ filename: String, as docType: DocType) -> Result<String, ReadRefusal> {
        let context = ReaderContext(docType: docType)
        return Result { () throws(ReadRefusal) in try context.readDoc(filename: filename) }
    }

    /// Reads `filename` with `reader`, handed in by the client, whatever the file is.
    func open(_ filename: String, with reader: any Reader) -> Result<String, ReadRefusal> {
        let context = ReaderContext(reader: reader)
        return Result { () throws(ReadRefusal) in try context.readDoc(filename: filename) }
    }
}

/// Client of the simple factory (variant `factory`). A file without an extension never reaches the
/// factory: there is nothing to ask it for. The client checks the format itself before reading.
struct FactoryReading: ReadingDesign {
    func open(_ filename: String) -> Result<String, ReadRefusal> {
        guard let type = fileExtension(of: filename),
            let reader = ReaderFactory().makeReader(fileExtension: type)
        else { return .failure(.unsupported(filename)) }
        return read(filename, with: reader)
    }

    func open(_ filename: String, as docType: DocType) -> Result<String, ReadRefusal> {
        guard let reader = ReaderFactory().makeReader(fileExtension: docType.rawValue.lowercased()) else {
            return .failure(.unsupported(filename))
        }
        return read(filename, with: reader)
    }

    private func read(_ filename: String, with reader: any Reader) -> Result<String, ReadRefusal> {
        guard reader.reads(filename) else { return .failure(.mismatch(filename, reader)) }
        return .success(reader.read(filename: filename))
    }
}
