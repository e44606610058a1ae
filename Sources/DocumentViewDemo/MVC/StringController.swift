import DemoSupport

/// Controller (variant `mvc`): owns the handling of the views' input. It trims the text, refuses a text
/// longer than `maxLength`, and skips an edit that changes nothing, refreshing only the view the input
/// came from; a real change goes to the document (the model), which notifies every view. In
/// Document-View each view did all this itself (`StringView.submitData`); here the views only render
/// and pass the input on.
final class StringController<D: Document>: Traced, TraceValue where D.DataType == String {
    let traceName = "controller"
    private let document: D
    /// The longest text any of the views accepts: one rule, in one place, for every view.
    let maxLength = 20

    init(document: D) {
        self.document = document
        tracedInit(document)
    }

    /// The user typed `data` into `view`: the controller decides what reaches the document, and which
    /// view to refresh when nothing does.
    func submitData(_ data: String, from view: some StringRendering) {
        traced(data, view) {
            let text = data.trimmed
            if text != data {
                selfMessage("trims \(quoted(data)) to \(quoted(text))")
            }
            if text.count > maxLength {
                Console.refuse(
                    "(\(view.name)) takes at most \(maxLength) characters: \(quoted(text)) is not submitted; "
                        + "the state stays \(document.state.map { quoted($0) } ?? "nil")")
                view.render()
                return
            }
            if text == document.state {
                selfMessage("\(quoted(text)) is the state already: no change, only \(view.name) is refreshed")
                view.render()
                return
            }
            document.state = text
        }
    }
}
