import DemoSupport

/// The article's name for the view of the example program.
typealias SimpleStringView = StringView<SimpleEvent, SimpleStringDocument>

/// View, its wiring: how a view holds its document.
enum DocumentReference: TraceValue {
    /// The article's wiring: with the document holding the view's callback, the two keep each other
    /// alive (see the `lifecycle` scenario).
    case strong
    /// The demo's wiring: the document's list of views owns them; a view only points back.
    case weak

    var traceText: String { self == .strong ? ".strong" : ".weak" }
}

/// View, and observer of its document: shows the data its document sends it (`onDataChange`) and
/// takes the user's input, which it checks and writes to the document itself (the article's
/// `StringView`). In Document-View there is no controller: the view does both jobs.
final class StringView<T: Event, D: Document>: StringRendering, DocumentObserver
where D.EventType == T, D.DataType == String {
    /// A stable name given by the program; the article used a random number.
    let name: String
    private(set) var data: String?
    /// The longest text the view accepts (the demo's input rule; the article's view takes anything).
    let maxLength = 20
    private var strongDocument: D?
    private weak var weakDocument: D?

    init(name: String, document: D, holding reference: DocumentReference = .weak) {
        self.name = name
        switch reference {
        case .strong: strongDocument = document
        case .weak: weakDocument = document
        }
        tracedInit(name, document, reference)
    }

    deinit {
        ReleaseLog.current?.released(self)
    }

    /// The document, while it exists.
    var document: D? { strongDocument ?? weakDocument }

    /// The callback the document calls: keep the event's data and show it.
    func onDataChange(_ event: T) {
        traced(event) {
            data = event.message
            render()
        }
    }

    /// The user changes the data in this view. With no controller, the view handles the input itself
    /// before the document sees it: it trims the text, refuses a text longer than `maxLength`, and
    /// skips an edit that changes nothing; in those two cases it refreshes only itself. A real change
    /// goes to the document, which notifies every view, this one included.
    func submitData(_ data: String) {
        traced(data) {
            guard let document else {
                Console.refuse("(\(name)) has no document any more: \(quoted(data)) is not submitted")
                return
            }
            let text = data.trimmed
            if text != data {
                selfMessage("trims \(quoted(data)) to \(quoted(text))")
            }
            if text.count > maxLength {
                Console.refuse(
                    "(\(name)) takes at most \(maxLength) characters: \(quoted(text)) is not submitted; "
                        + "the state stays \(document.state.map { quoted($0) } ?? "nil")")
                render()
                return
            }
            if text == document.state {
                selfMessage("\(quoted(text)) is the state already: no change, only \(name) is refreshed")
                render()
                return
            }
            document.state = text
        }
    }
}
