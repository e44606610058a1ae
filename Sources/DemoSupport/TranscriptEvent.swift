/// One thing that happened in a scenario, recorded in order by a ``Transcript``.
///
/// Events are data, not text: the renderers turn the same events into the text transcript and into
/// sequence diagrams, and tests compare the ``isResult`` events of two designs directly.
public enum TranscriptEvent: Equatable, Sendable {
    /// A section title inside a scenario.
    case heading(String)
    /// An explanation for the reader; it is not something the app's user would see.
    case note(String)
    /// A call or a reply between two participants (`from -> to: text`).
    case message(TranscriptMessage)
    /// What a user of the app observes: screen text, a returned value.
    case result(String)
    /// An action the app refused; the state stays as it was.
    case refusal(String)

    /// Results and refusals: what a user observes, and so what every design of a scenario must share.
    var isResult: Bool {
        switch self {
        case .result, .refusal: true
        case .heading, .note, .message: false
        }
    }

    /// The event as the text transcript prints it: `User -> nameField: endEditing(with: "Alice")`.
    public var line: String { TextRenderer.line(for: self) }

    var isMessage: Bool {
        if case .message = self { true } else { false }
    }
}

/// A message from one participant to another, as drawn in a sequence diagram.
public struct TranscriptMessage: Equatable, Sendable {
    /// What a message is: a call (recorded by the method called), a notification (a call a subject
    /// makes to tell an observer it changed, see ``notifying(_:)``), the value a call returned, or a
    /// step a participant takes inside its own method.
    public enum Kind: Equatable, Sendable {
        case call(CallSite)
        case notification(CallSite)
        case reply
        case step
    }

    /// How an arrow is drawn: a call or step (`->`), a notification (`~>`), a reply (`-->`).
    enum Arrow: Equatable, Sendable {
        case call
        case notification
        case reply
    }

    public var from: String
    public var to: String
    public var text: String
    public var kind: Kind

    /// A reply (a returned value) is drawn with a dashed arrow.
    var isReply: Bool { kind == .reply }

    var arrow: Arrow {
        switch kind {
        case .call, .step: .call
        case .notification: .notification
        case .reply: .reply
        }
    }

    /// Where the call was recorded, for a call or a notification.
    public var site: CallSite? {
        switch kind {
        case .call(let site), .notification(let site): site
        case .reply, .step: nil
        }
    }

    init(from: String, to: String, text: String, kind: Kind) {
        self.from = from
        self.to = to
        self.text = text
        self.kind = kind
    }

    /// Two messages read the same when they join the same participants with the same text; where
    /// each was recorded does not matter.
    public static func == (lhs: TranscriptMessage, rhs: TranscriptMessage) -> Bool {
        (lhs.from, lhs.to, lhs.text, lhs.arrow) == (rhs.from, rhs.to, rhs.text, rhs.arrow)
    }
}

/// Someone or something that sends and receives messages in a scenario.
public struct Participant: Equatable, Sendable {
    /// How a diagram draws the participant.
    public enum Kind: Equatable, Sendable {
        case actor
        case participant
        case database
    }

    public var name: String
    public var kind: Kind

    public init(_ name: String, kind: Kind = .participant) {
        self.name = name
        self.kind = kind
    }

    /// A person using the app, drawn as a stick figure.
    public static func actor(_ name: String) -> Participant { Participant(name, kind: .actor) }
    /// A data store, drawn as a cylinder where the diagram language has one.
    public static func database(_ name: String) -> Participant { Participant(name, kind: .database) }
}
