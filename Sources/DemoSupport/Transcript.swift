/// The record of one scenario run: its events in order and the participants they involve.
///
/// Pattern code receives the transcript the way it would receive a logger and reports what it does
/// through it; nothing is printed while a scenario runs.
public final class Transcript {
    public private(set) var events: [Event] = []
    /// Declared participants first, in declaration order, then the others in order of first use.
    public private(set) var participants: [Participant] = []

    public init() {}

    /// Declares participants up front, so that diagrams show them in this order and with their kind.
    public func declare(_ participants: Participant...) {
        for participant in participants { add(participant) }
    }

    public func heading(_ text: String) { events.append(.heading(text)) }

    public func note(_ text: String) { events.append(.note(text)) }

    /// Records a call: `from -> to: text`.
    public func send(_ text: String, from: String, to: String) {
        record(Message(from: from, to: to, text: text))
    }

    /// Records a returned value: `from --> to: text`.
    public func reply(_ text: String, from: String, to: String) {
        record(Message(from: from, to: to, text: text, isReply: true))
    }

    public func result(_ text: String) { events.append(.result(text)) }

    public func refused(_ text: String) { events.append(.refusal(text)) }

    /// The events a user of the app observes (results and refusals).
    public var results: [Event] { events.filter(\.isResult) }

    private func record(_ message: Message) {
        add(Participant(message.from))
        add(Participant(message.to))
        events.append(.message(message))
    }

    private func add(_ participant: Participant) {
        guard !participants.contains(where: { $0.name == participant.name }) else { return }
        participants.append(participant)
    }
}
