import DemoSupport

/// Controller (variant `mvc`): takes the views' input and changes the document. The views no longer
/// know the document; they render what it sends them and hand the user's input to the controller.
final class StringController<D: Document> where D.DataType == String {
    let name = Names.controller
    private let document: D
    private let transcript: Transcript

    init(document: D, transcript: Transcript = Transcript()) {
        self.document = document
        self.transcript = transcript
    }

    /// The place where input handling now lives: here it only forwards, but checks, conversions and
    /// the choice of document would grow here instead of in every view.
    func submitData(_ data: String) {
        transcript.send("state = \(quoted(data))", from: name, to: Names.document)
        document.state = data
    }
}
