/// Renders runs as the plain-text transcript students read next to the code.
///
/// ```
/// == login ==
/// Purpose: ...
/// User -> letterInput: end editing with "Alice"
/// LetterInput --> letterInput: valid
/// => letterInput "Alice": input correct
/// ```
struct TextRenderer {
    let demo: Demo

    func render(_ runs: [ScenarioRun]) -> String {
        var lines = ["\(demo.name): \(demo.title)"]
        for run in runs {
            lines += ["", "== \(run.title) ==", "Purpose: \(run.design.summary)"]
            lines += roleLines(run.design.roles)
            var previous: Event?
            for event in run.transcript.events {
                // A blank line closes each exchange: after a title block or results, before more.
                if previous?.isResult ?? true, !event.isResult, lines.last != "" { lines.append("") }
                lines += Self.lines(for: event).drop { $0.isEmpty && lines.last == "" }
                previous = event
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

    static func lines(for event: Event) -> [String] {
        switch event {
        case .heading(let text): ["", "-- \(text) --"]
        case .note(let text): ["note: \(text)"]
        case .message(let message):
            ["\(message.from) \(message.isReply ? "-->" : "->") \(message.to): \(message.text)"]
        case .result(let text): ["=> \(text)"]
        case .refusal(let text): ["=> refused: \(text)"]
        }
    }
}
