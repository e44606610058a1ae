import DemoSupport

/// View (variant `mvc`), and observer of the document: `StringView` without the input logic. It renders
/// what the document sends it and passes the user's input, as typed, to its controller.
final class ControlledStringView<T: Event, D: Document>: StringRendering, DocumentObserver
where D.EventType == T, D.DataType == String {
    let name: String
    private(set) var data: String?
    /// Weak, for the reason `StringView` holds its document weakly: the controller holds the document,
    /// and the document holds this view's `onDataChange`, so a strong reference would close a cycle.
    private weak var controller: StringController<D>?

    init(name: String, controller: StringController<D>) {
        self.name = name
        self.controller = controller
        tracedInit(name, controller)
    }

    func onDataChange(_ event: T) {
        traced(event) {
            data = event.message
            render()
        }
    }

    func submitData(_ data: String) {
        traced(data) {
            guard let controller else {
                Console.refuse("(\(name)) has no controller any more: \(quoted(data)) is not submitted")
                return
            }
            controller.submitData(data, from: self)
        }
    }
}
