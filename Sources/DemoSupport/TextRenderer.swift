/// Renders runs as the plain-text transcript students read next to the code.
///
/// ```
/// == login ==
/// Purpose: ...
/// User -> nameField: endEditing(with: "Alice")
/// LetterInput --> nameField: correct
/// => nameField "Alice": input correct
/// ```
///
/// On a terminal the same lines can be coloured (``Palette``), and `--step` pauses before each
/// ``TextLine/startsStep`` line; the text itself never changes.
struct TextRenderer {
    let demo: Demo
    var palette = Palette(enabled: false)

    func render(_ runs: [ScenarioRun]) -> [TextLine] {
        [TextLine(demo.name + ": " + demo.title)]
            + runs.flatMap { run in
                [
                    TextLine(""),
                    TextLine("== \(run.title) ==", palette.paint(.title, "== \(run.title) =="), step: true),
                ]
                    + body(of: run)
            }
    }

    /// A run's lines after its title: purpose, roles (their names padded to `roleWidth`, by default
    /// to the longest), and its events.
    func body(of run: ScenarioRun, roleWidth: Int? = nil) -> [TextLine] {
        var lines =
            [TextLine("Purpose: \(run.design.summary)")] + roleLines(run.design.roles, width: roleWidth)
        func separate() { if lines.last?.plain != "" { lines.append(TextLine("")) } }
        // Blank lines go before a heading, and between results and whatever follows them.
        var afterResults = true
        for event in run.transcript.events {
            if case .heading = event { separate() } else if afterResults && !event.isResult { separate() }
            var line = TextLine(Self.line(for: event), shown(event))
            if case .heading = event { line.startsStep = true }
            lines.append(line)
            afterResults = event.isResult
        }
        return lines
    }

    private func roleLines(_ roles: [Role], width: Int?) -> [TextLine] {
        guard !roles.isEmpty else { return [] }
        let width = width ?? roles.map(\.role.count).max() ?? 0
        return [TextLine("Roles:")]
            + roles.map { role in
                let padding = String(repeating: " ", count: width - role.role.count)
                return TextLine(
                    "  \(role.role)\(padding)  \(role.types)",
                    "  \(palette.paint(.role, role.role))\(padding)  \(role.types)")
            }
    }

    static func line(for event: TranscriptEvent) -> String {
        switch event {
        case .heading(let text): "-- \(text) --"
        case .note(let text): "note: \(text)"
        case .message(let message): "\(message.from) \(arrow(message)) \(message.to): \(message.text)"
        case .result(let text): "=> \(text)"
        case .refusal(let text): "=> refused: \(text)"
        }
    }

    private static func arrow(_ message: TranscriptMessage) -> String {
        switch message.arrow {
        case .call: "->"
        case .notification: "~>"
        case .reply: "-->"
        }
    }

    /// The event's line as the palette colours it: participants, headings, results and refusals.
    private func shown(_ event: TranscriptEvent) -> String {
        switch event {
        case .heading: palette.paint(.heading, Self.line(for: event))
        case .note: palette.paint(.note, Self.line(for: event))
        case .message(let message):
            "\(palette.paint(.participant, message.from)) \(Self.arrow(message)) "
                + "\(palette.paint(.participant, message.to)): \(message.text)"
        case .result: palette.paint(.result, Self.line(for: event))
        case .refusal: palette.paint(.refusal, Self.line(for: event))
        }
    }
}

/// One line of a text transcript: as a file holds it, as a terminal shows it, and whether `--step`
/// pauses before it (a scenario's title, a heading).
struct TextLine: Equatable {
    var plain: String
    var shown: String
    var startsStep = false

    init(_ plain: String, _ shown: String? = nil, step: Bool = false) {
        self.plain = plain
        self.shown = shown ?? plain
        self.startsStep = step
    }
}

/// The colours of a transcript on a terminal (ANSI escape sequences), or none.
struct Palette: Equatable, Sendable {
    enum Part {
        case title, role, heading, note, participant, result, refusal, only(Bool)
    }

    var enabled: Bool

    func paint(_ part: Part, _ text: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        let code =
            switch part {
            case .title: "1"  // bold
            case .role: "35"  // magenta
            case .heading: "1;33"  // bold yellow
            case .note: "2"  // dim
            case .participant: "36"  // cyan
            case .result: "32"  // green
            case .refusal: "1;31"  // bold red
            case .only(let isDefault): isDefault ? "31" : "32"  // a diff's - and + lines
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
