import DemoSupport

/// Event (protocol): what a document hands its views when its data changes (the article's `Event`).
/// Any event can be made from a message, so a document can build one without knowing its type. An
/// event is shown in a call line as the value a view receives (`TraceValue`).
protocol Event: TraceValue {
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

    var traceText: String { "SimpleEvent(message: \(message.traceText))" }
}
