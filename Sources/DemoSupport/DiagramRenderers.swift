/// Renders one run as a Mermaid sequence diagram in a Markdown code fence, ready for a docs page.
struct MermaidRenderer {
    let demo: Demo

    func render(_ run: ScenarioRun) -> String {
        let cast = Cast(run, demo: demo)
        var lines = ["```mermaid", "sequenceDiagram"]
        lines.append("    title \(escape("\(demo.name) \(run.title): \(run.design.summary)"))")
        for participant in cast.participants {
            let keyword = participant.kind == .actor ? "actor" : "participant"
            let alias = cast.id(participant.name)
            let label = alias == participant.name ? "" : " as \(escape(participant.name))"
            lines.append("    \(keyword) \(alias)\(label)")
        }
        for event in run.transcript.events {
            switch event {
            case .heading(let text):
                lines.append("    Note over \(cast.everyone): \(escape("-- \(text) --"))")
            case .note(let text): lines.append("    Note over \(cast.everyone): \(escape(text))")
            case .message(let message):
                let arrow = message.isReply ? "-->>" : "->>"
                lines.append(
                    "    \(cast.id(message.from))\(arrow)\(cast.id(message.to)): \(escape(message.text))")
            case .result(let text): lines.append("    Note over \(cast.observer): \(escape("=> \(text)"))")
            case .refusal(let text):
                lines.append("    Note over \(cast.observer): \(escape("=> refused: \(text)"))")
            }
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid ends a statement at `;` and reads `#...;` as an entity, so both become entities.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "#": escaped += "#35;"
            case ";": escaped += "#59;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// Renders one run as a PlantUML sequence diagram (`@startuml` ... `@enduml`).
struct PlantUMLRenderer {
    let demo: Demo

    func render(_ run: ScenarioRun) -> String {
        let cast = Cast(run, demo: demo)
        let file = [run.scenario.name, run.design.variant].compactMap { $0 }.joined(separator: "-")
        var lines = [
            "@startuml \(demo.name)-\(file)", "title \(demo.name) \(run.title): \(run.design.summary)",
        ]
        for participant in cast.participants {
            let keyword =
                switch participant.kind {
                case .actor: "actor"
                case .participant: "participant"
                case .database: "database"
                }
            let alias = cast.id(participant.name)
            let declaration = alias == participant.name ? alias : "\"\(participant.name)\" as \(alias)"
            lines.append("\(keyword) \(declaration)")
        }
        for event in run.transcript.events {
            switch event {
            case .heading(let text): lines.append("== \(text) ==")
            case .note(let text): lines.append("note across: \(text)")
            case .message(let message):
                let arrow = message.isReply ? "-->" : "->"
                lines.append("\(cast.id(message.from)) \(arrow) \(cast.id(message.to)): \(message.text)")
            case .result(let text): lines.append("note over \(cast.observer): => \(text)")
            case .refusal(let text): lines.append("note over \(cast.observer): => refused: \(text)")
            }
        }
        lines.append("@enduml")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The participants of one diagram and the identifiers diagram languages accept for them.
private struct Cast {
    let participants: [Participant]
    private let ids: [(name: String, id: String)]

    init(_ run: ScenarioRun, demo: Demo) {
        // A diagram needs someone to hang notes on, even when a scenario sends no message.
        let participants = run.transcript.participants
        self.participants = participants.isEmpty ? [Participant(demo.name)] : participants
        var ids: [(name: String, id: String)] = []
        for participant in self.participants {
            var id = Self.identifier(participant.name)
            let base = id
            var suffix = 2
            while ids.contains(where: { $0.id == id }) {
                id = "\(base)_\(suffix)"
                suffix += 1
            }
            ids.append((participant.name, id))
        }
        self.ids = ids
    }

    func id(_ name: String) -> String {
        ids.first { $0.name == name }?.id ?? Self.identifier(name)
    }

    /// Results are what a user observes: drawn beside the first participant, usually the user.
    var observer: String { id(participants[0].name) }

    /// A note spanning the whole diagram.
    var everyone: String {
        let first = id(participants[0].name)
        let last = id(participants[participants.count - 1].name)
        return first == last ? first : "\(first),\(last)"
    }

    /// ASCII letters, digits and `_`; anything else becomes `_`.
    static func identifier(_ name: String) -> String {
        var id = String(
            name.unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    ? Character(scalar) : "_"
            })
        if id.isEmpty || id.first?.isNumber == true { id = "p" + id }
        return id
    }
}
