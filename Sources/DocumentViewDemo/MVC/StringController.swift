import DemoSupport

/// Controller (variant `mvc`): takes the views' input and changes the document. The views no longer
/// know the document; they render what it sends them and hand the user's input to the controller.
final class StringController<D: Document>: Traced, TraceValue where D.DataType == String {
    let traceName = "controller"
    var traceText: String { traceName }
    private let document: D

    init(document: D) {
        self.document = document
        traced(document) {}
    }

    /// The place where input handling now lives: here it only forwards, but checks, conversions and
    /// the choice of document would grow here instead of in every view.
    func submitData(_ data: String) {
        traced(data) { document.state = data }
    }
}
