/// Event (protocol): what a document hands its views when its data changes (the article's `Event`).
/// Any event can be made from a message, so a document can build one without knowing its type.
protocol Event {
    init(message: String)
    var message: String { get }
}

/// ConcreteEvent: an event that carries only the new data as its message (the article's `SimpleEvent`).
/// A struct: an event is a value that nobody changes once it is sent.
struct SimpleEvent: Event {
    let message: String

    init(message: String) {
        self.message = message
    }
}
