/// Renders one run as a sequence diagram. Mermaid and PlantUML differ only in spelling, so each is a
/// ``Dialect`` of the same walk over the events.
struct DiagramRenderer {
    /// How one diagram language spells each part of a sequence diagram.
    struct Dialect: Sendable {
        var begin: @Sendable (_ file: String, _ title: String) -> [String]
        var participant: @Sendable (_ keyword: String, _ id: String, _ label: String?) -> String
        var keywords: (actor: String, participant: String, database: String)
        var heading: @Sendable (_ cast: Cast, _ text: String) -> String
        var note: @Sendable (_ cast: Cast, _ text: String) -> String
        var message:
            @Sendable (_ from: String, _ to: String, _ arrow: TranscriptMessage.Arrow, _ text: String) ->
                String
        var result: @Sendable (_ observer: String, _ text: String) -> String
        var end: [String]
        var escape: @Sendable (String) -> String = { $0 }
    }

    /// Mermaid in a Markdown code fence, ready to paste into a docs page.
    static let mermaid = Dialect(
        begin: { _, title in ["```mermaid", "sequenceDiagram", "    title \(title)"] },
        participant: { keyword, id, label in "    \(keyword) \(id)" + (label.map { " as \($0)" } ?? "") },
        keywords: ("actor", "participant", "participant"),
        heading: { cast, text in "    Note over \(cast.everyone): -- \(text) --" },
        note: { cast, text in "    Note over \(cast.everyone): \(text)" },
        // A notification is Mermaid's asynchronous arrow (an open head).
        message: { from, to, arrow, text in
            "    \(from)\(arrow == .reply ? "-->>" : arrow == .notification ? "-)" : "->>")\(to): \(text)"
        },
        result: { observer, text in "    Note over \(observer): \(text)" },
        end: ["```"],
        // Mermaid ends a statement at `;`, reads `#...;` as an entity and `<...>` as an HTML tag (a
        // `<hidden>` would vanish), so `#`, `;` and `<` become entities.
        escape: { text in
            text.reduce(into: "") { escaped, character in
                switch character {
                case "#": escaped += "#35;"
                case ";": escaped += "#59;"
                case "<": escaped += "#60;"
                default: escaped.append(character)
                }
            }
        })

    /// PlantUML, `@startuml` to `@enduml`, named so that `plantuml` writes one file per scenario.
    static let plantUML = Dialect(
        begin: { file, title in ["@startuml \(file)", "title \(title)"] },
        participant: { keyword, id, label in "\(keyword) " + (label.map { "\"\($0)\" as \(id)" } ?? id) },
        keywords: ("actor", "participant", "database"),
        heading: { _, text in "== \(text) ==" },
        note: { _, text in "note across: \(text)" },
        // A notification is PlantUML's asynchronous arrow (a thin head).
        message: { from, to, arrow, text in
            "\(from) \(arrow == .reply ? "-->" : arrow == .notification ? "->>" : "->") \(to): \(text)"
        },
        result: { observer, text in "note over \(observer): \(text)" },
        end: ["@enduml"],
        // PlantUML reads creole markup in text: doubled `*`, `/`, `"`, `-` or `_` start bold, italics,
        // monospace, strike-through or underline. A `~` between the two keeps them plain. It also
        // reads `\n` and `\t` as a line break and a tab; a doubled backslash is one backslash.
        escape: { text in
            var escaped = ""
            for character in spelledOut(text) {
                if escaped.last == character && "*/\"-_".contains(character) { escaped.append("~") }
                if character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            return escaped
        })

    /// PlantUML's fonts draw emoji as empty boxes, so its diagrams spell each one out by its Unicode
    /// name (`😍Free` gives `[smiling face with heart-shaped eyes]Free`); emoji joiners and variation
    /// selectors go. The text transcript and Mermaid keep the emoji.
    static func spelledOut(_ text: String) -> String {
        var spelled = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isEmoji && scalar.value >= 0x2000, let name = scalar.properties.name {
                spelled += "[\(name.lowercased())]"
            } else if scalar.properties.isVariationSelector || scalar.value == 0x200D {
                continue
            } else {
                spelled.unicodeScalars.append(scalar)
            }
        }
        return spelled
    }

    let demo: Demo
    let dialect: Dialect

    func render(_ run: ScenarioRun) -> String {
        let cast = Cast(run.transcript.participants, fallback: demo.name)
        let file = [demo.name, run.scenario.name, run.design.variant].compactMap { $0 }.joined(separator: "-")
        let escape = dialect.escape
        var lines = dialect.begin(file, escape("\(demo.name) \(run.title): \(run.design.summary)"))
        for participant in cast.participants {
            let keyword =
                switch participant.kind {
                case .actor: dialect.keywords.actor
                case .participant: dialect.keywords.participant
                case .database: dialect.keywords.database
                }
            let id = cast.id(participant.name)
            lines.append(
                dialect.participant(keyword, id, id == participant.name ? nil : escape(participant.name)))
        }
        var observer = cast.firstObserver
        for event in run.transcript.events {
            switch event {
            case .heading(let text): lines.append(dialect.heading(cast, escape(text)))
            case .note(let text): lines.append(dialect.note(cast, escape(text)))
            case .message(let message):
                observer = cast.actor(in: message) ?? observer
                lines.append(
                    dialect.message(
                        cast.id(message.from), cast.id(message.to), message.arrow, escape(message.text)))
            case .result(let text): lines.append(dialect.result(observer, escape(text)))
            case .refusal(let text): lines.append(dialect.result(observer, escape("refused: \(text)")))
            }
        }
        return (lines + dialect.end).joined(separator: "\n") + "\n"
    }
}

/// The participants of one diagram and the identifiers diagram languages accept for them.
struct Cast {
    let participants: [Participant]
    private var ids: [String] = []

    /// A diagram needs someone to hang notes on: `fallback` stands in when nobody sends a message.
    init(_ participants: [Participant], fallback: String) {
        self.participants = participants.isEmpty ? [Participant(fallback)] : participants
        for participant in self.participants {
            let base = Self.identifier(participant.name)
            var id = base
            var suffix = 2
            while ids.contains(id) {
                id = "\(base)_\(suffix)"
                suffix += 1
            }
            ids.append(id)
        }
    }

    func id(_ name: String) -> String {
        participants.firstIndex { $0.name == name }.map { ids[$0] } ?? Self.identifier(name)
    }

    /// Results are what a user observes, so they are drawn beside the actor who last sent or received
    /// a message; before any actor has, beside the first actor, or the first participant if none.
    var firstObserver: String {
        participants.firstIndex { $0.kind == .actor }.map { ids[$0] } ?? ids[0]
    }

    /// The id of the actor who sends `message`, else of the actor who receives it, if either is one.
    func actor(in message: TranscriptMessage) -> String? {
        [message.from, message.to].first { name in
            participants.contains { $0.name == name && $0.kind == .actor }
        }.map(id)
    }

    /// A note spanning the whole diagram.
    var everyone: String { ids.count == 1 ? ids[0] : "\(ids[0]),\(ids[ids.count - 1])" }

    /// ASCII letters, digits and `_`; anything else becomes `_`.
    static func identifier(_ name: String) -> String {
        let id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return id.isEmpty || id.first?.isNumber == true ? "p" + id : id
    }
}
