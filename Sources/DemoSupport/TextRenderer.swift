/// Renders runs as the text transcript students read next to the code (`== login ==`, purpose, roles,
/// `User -> nameField: endEditing(with: "Alice")`, `=> ...`), in colour on a terminal (``Palette``);
/// with `focus` (`--focus`), only the messages between participants that play the design's roles.
struct TextRenderer {
    let demo: Demo
    var palette = Palette(enabled: false)
    var focus = false

    func render(_ runs: [ScenarioRun]) -> [TextLine] {
        [TextLine(demo.name + ": " + demo.title)]
            + runs.flatMap { [TextLine(""), line([("== \($0.title) ==", .title)])] + body(of: $0) }
    }

    /// A run's lines after its title: purpose, roles (their names padded to `roleWidth`, by default
    /// to the longest), and its events; a blank line before a heading and after results.
    func body(of run: ScenarioRun, roleWidth: Int? = nil) -> [TextLine] {
        let (roles, all, blank) = (run.design.roles, run.transcript.events, TextLine(""))
        let width = roleWidth ?? roles.map(\.role.count).max() ?? 0
        var lines = [TextLine("Purpose: \(run.design.summary)")] + (roles.isEmpty ? [] : [TextLine("Roles:")])
        lines += roles.map { role in
            let padding = String(repeating: " ", count: width - role.role.count + 2)
            return line([("  ", nil), (role.role, .role), (padding + role.types, nil)])
        }
        // With `focus`, a message stays when the roles name both its participants: its own name or its
        // type's (without generic arguments) is a word of the roles, in any case.
        let words = Set(
            roles.flatMap { $0.types.split { !$0.isLetter && !$0.isNumber && $0 != "_" } }.map {
                $0.lowercased()
            })
        let plays = { (name: String) in
            let type = run.transcript.types[name]?.prefix { $0 != "<" }.split(separator: ".").last ?? ""
            return words.contains(name.lowercased()) || words.contains(type.lowercased())
        }
        let events = all.filter { event in
            guard focus, case .message(let message) = event else { return true }
            return plays(message.from) && plays(message.to)
        }
        let hidden = "Focus: \(all.count - events.count) of \(all.filter(\.isMessage).count) messages hidden"
        lines += focus ? [TextLine(hidden + ", those with a participant the roles above do not name.")] : []
        var afterResults = true
        for event in events {
            var line = line(Self.parts(of: event))
            if case .message(let message) = event { line.participants = [message.from, message.to] }
            let gap = line.startsStep || afterResults && !event.isResult
            lines += gap && lines.last != blank ? [blank, line] : [line]
            afterResults = event.isResult
        }
        return lines
    }

    /// A line of parts, each in its part's colour if it has one; a title or heading starts a step.
    func line(_ parts: [(String, Palette.Part?)]) -> TextLine {
        let shown = parts.map { text, part in part.map { palette.paint($0, text) } ?? text }
        let step = [.title, .heading].contains(parts.first?.1)
        return TextLine(parts.map(\.0).joined(), shown.joined(), step: step)
    }

    static let arrows: [TranscriptMessage.Arrow: String] = [.call: "->", .notification: "~>", .reply: "-->"]
    static func line(for event: TranscriptEvent) -> String { parts(of: event).map(\.0).joined() }

    /// The event's line in parts, with their colours. A note keeps the terminal's own colour, the
    /// most readable on its own background: notes carry the key teaching sentences.
    static func parts(of event: TranscriptEvent) -> [(String, Palette.Part?)] {
        switch event {
        case .heading(let text): [("-- \(text) --", .heading)]
        case .note(let text): [("note: \(text)", nil)]
        case .message(let message):
            [(message.from, .participant), (" \(arrows[message.arrow] ?? "") ", nil)]
                + [(message.to, .participant), (": \(message.text)", nil)]
        case .result(let text): [("=> \(text)", .result)]
        case .refusal(let text): [("=> refused: \(text)", .refusal)]
        }
    }
}

/// One line of a text transcript: as a file holds it, as a terminal shows it, and whether `--step`
/// pauses before it (a scenario's title, a heading).
struct TextLine: Equatable {
    var plain: String
    var shown: String
    var startsStep = false
    /// A message line's two participants.
    var participants: [String] = []

    init(_ plain: String, _ shown: String? = nil, step: Bool = false) {
        (self.plain, self.shown, self.startsStep) = (plain, shown ?? plain, step)
    }
}

/// The colours of a transcript on a terminal (ANSI escape sequences), or none; each readable on light
/// and dark backgrounds alike (contrast against white and black as the comments say).
struct Palette: Equatable, Sendable {
    enum Part: String {
        case title = "1;7"  // bold, the terminal's own two colours swapped: a bar seen from the back
        case heading = "1"  // bold in the terminal's own colour, which suits its background
        case role = "38;5;98"  // purple #875fd7: 4.52:1 on white, 4.65:1 on black
        case participant = "38;5;63"  // blue #5f5fff: 4.6:1 on white and on black
        case result = "1;38;5;28"  // bold green #008700: 4.7:1 on white, 4.47:1 on black
        case refusal = "1;38;5;160"  // bold red #d70000: 5.4:1 on white, 3.9:1 on black (bold)
    }

    var enabled: Bool

    func paint(_ part: Part, _ text: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(part.rawValue)m\(text)\u{1B}[0m" : text
    }
}
