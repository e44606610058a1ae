/// Renders runs as the plain-text transcript students read next to the code.
///
/// ```
/// == login ==
/// Purpose: ...
/// User -> letterInput: end editing with "Alice"
/// LetterInput --> letterInput: true
/// => letterInput "Alice": input correct
/// ```
struct TextRenderer {
    let demo: Demo

    func render(_ runs: [ScenarioRun]) -> String {
        var lines = ["\(demo.name): \(demo.title)"]
        func separate() { if lines.last != "" { lines.append("") } }
        for run in runs {
            lines += ["", "== \(run.title) ==", "Purpose: \(run.design.summary)"]
            lines += roleLines(run.design.roles)
            // Blank lines go before a heading, and between results and whatever follows them.
            var afterResults = true
            for event in run.transcript.events {
                if case .heading = event { separate() } else if afterResults && !event.isResult { separate() }
                lines.append(Self.line(for: event))
                afterResults = event.isResult
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func roleLines(_ roles: [Role]) -> [String] {
        guard !roles.isEmpty else { return [] }
        let width = roles.map(\.role.count).max() ?? 0
        return ["Roles:"]
            + roles.map { role in
                let padding = String(repeating: " ", count: width - role.role.count)
                return "  \(role.role)\(padding)  \(role.types)"
            }
    }

    static func line(for event: TranscriptEvent) -> String {
        switch event {
        case .heading(let text): return "-- \(text) --"
        case .note(let text): return "note: \(text)"
        case .message(let message):
            let arrow =
                switch message.arrow {
                case .call: "->"
                case .notification: "~>"
                case .reply: "-->"
                }
            return "\(message.from) \(arrow) \(message.to): \(message.text)"
        case .result(let text): return "=> \(text)"
        case .refusal(let text): return "=> refused: \(text)"
        }
    }
}
