/// One thing that happened in a scenario. Events are data: the renderers make text and diagrams of
/// them, and tests compare two designs' results.
public enum TranscriptEvent: Equatable, Sendable {
    case heading(String)
    /// An explanation for the reader, not something the app's user sees.
    case note(String)
    case message(TranscriptMessage)
    /// What a user of the app observes: screen text, a returned value.
    case result(String)
    /// An action the app refused; nothing changed.
    case refusal(String)

    /// Results and refusals: what the user observes, so what every design of a scenario must share.
    package var isResult: Bool {
        switch self {
        case .result, .refusal: true
        case .heading, .note, .message: false
        }
    }

    package var isMessage: Bool {
        if case .message = self { true } else { false }
    }
}

/// A message from one participant to another (`from -> to: text`), as a sequence diagram draws it.
public struct TranscriptMessage: Equatable, Sendable {
    /// A call (recorded where), a subject's notification to an observer (``notifying(_:)``), the value a
    /// call returned, or a self-message (``Traced/selfMessage(_:)``).
    public enum Kind: Equatable, Sendable {
        case call(CallSite), notification(CallSite), reply, selfMessage
    }

    /// How an arrow is drawn: a call or self-message (`->`), a notification (`~>`), a reply (`-->`).
    package enum Arrow: Equatable, Sendable {
        case call, notification, reply
    }

    public var from, to, text: String
    public var kind: Kind

    package var arrow: Arrow {
        switch kind {
        case .call, .selfMessage: .call
        case .notification: .notification
        case .reply: .reply
        }
    }

    /// Where a call or notification was recorded.
    public var site: CallSite? {
        switch kind {
        case .call(let site), .notification(let site): site
        case .reply, .selfMessage: nil
        }
    }

    /// Two messages read the same when they join the same participants by the same arrow and text.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.from, lhs.to, lhs.text, lhs.arrow) == (rhs.from, rhs.to, rhs.text, rhs.arrow)
    }
}

/// Someone or something that sends and receives messages in a scenario, drawn as a person (a stick
/// figure), an object, or a data store (a cylinder where the diagram language has one).
public struct Participant: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case actor, participant, database
    }

    public var name: String
    public var kind: Kind
    public init(_ name: String, kind: Kind = .participant) { (self.name, self.kind) = (name, kind) }
    public static func actor(_ name: String) -> Self { Self(name, kind: .actor) }
    public static func database(_ name: String) -> Self { Self(name, kind: .database) }
}
