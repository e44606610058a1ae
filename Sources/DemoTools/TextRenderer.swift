import DemoSupport

/// Renders runs as the text transcript students read next to the code (`== login ==`, purpose, roles,
/// `User -> nameField: endEditing(with: "Alice")`, `=> ...`), in colour on a terminal (``Palette``);
/// with `focus` (`--focus`), only the messages between participants that play the design's roles.
/// Prose (the purpose, roles, notes, results and refusals) wraps at ``columns`` (``width``, or two less
/// for `--compare`'s marked lines), each further row indented under the text it continues; message
/// lines are the code's own and do not wrap.
struct TextRenderer {
    let demo: Demo
    var palette = Palette(enabled: false)
    var focus = false
    /// The widest a line of prose gets, in Unicode scalars.
    static let width = 100
    /// The width this renderer wraps prose at: ``width``, or less where each line gets a prefix.
    var columns = Self.width

    /// The runs, each after its title; a Roles block the same as the run's before it is one line.
    func render(_ runs: [ScenarioRun]) -> [TextLine] {
        var lines = wrapped(demo.name + ": " + demo.title, indent: 2, as: nil)
        for (index, run) in runs.enumerated() {
            let before = index > 0 ? runs[index - 1] : nil
            lines += [TextLine(""), line([("== \(run.title) ==", .title)])]
            lines += body(of: run, rolesAsIn: run.sharesRoles(with: before) ? before?.title : nil)
        }
        return lines
    }

    /// A run's lines after its title: purpose, roles (their names padded to `roleWidth`, by default
    /// to the longest, or one line naming the run `rolesAsIn` whose roles they are), and its events; a
    /// blank line before a heading and after results.
    func body(of run: ScenarioRun, roleWidth: Int? = nil, rolesAsIn earlier: String? = nil) -> [TextLine] {
        let (roles, all, blank) = (run.design.roles, run.transcript.events, TextLine(""))
        let width = roleWidth ?? roles.map(\.role.count).max() ?? 0
        var lines = wrapped("Purpose: \(run.design.summary)", indent: 9, as: nil)
        if let earlier {
            lines += [TextLine("Roles: as in '\(earlier)'")]
        } else {
            lines += roles.isEmpty ? [] : [TextLine("Roles:")]
            lines += roles.flatMap { role in
                let padding = String(repeating: " ", count: width - role.role.count + 2)
                let rows = wrapped("  " + role.role + padding + role.types, indent: width + 4, as: nil)
                let first = line([
                    ("  ", nil), (role.role, .role), (padding + rows[0].plain.dropFirst(width + 4), nil),
                ])
                return [first] + rows.dropFirst()
            }
        }
        // With `focus`, a message stays when the roles name both its participants (its own name or its
        // type's, without generic arguments, is a word of the roles, in any case), or when a person
        // sends or receives it: the action that starts a flow, and its answer.
        let words = Set(
            roles.flatMap { $0.types.split { !$0.isLetter && !$0.isNumber && $0 != "_" } }.map {
                $0.lowercased()
            })
        let plays = { (name: String) in
            let type = run.transcript.types[name]?.prefix { $0 != "<" }.split(separator: ".").last ?? ""
            return words.contains(name.lowercased()) || words.contains(type.lowercased())
        }
        let people = Set(run.transcript.participants.filter { $0.kind == .actor }.map(\.name))
        // The Client: what a person's action reaches acts for them, and its calls on role players (the
        // line where it picks a strategy or a state) stay, whether or not the roles name it.
        let clients = Set(
            all.compactMap { event -> String? in
                guard case .message(let message) = event, people.contains(message.from),
                    !people.contains(message.to)
                else { return nil }
                return message.to
            })
        let acts = { (name: String) in plays(name) || clients.contains(name) }
        let events = all.filter { event in
            guard focus, case .message(let message) = event else { return true }
            return people.contains(message.from) || people.contains(message.to)
                || acts(message.from) && acts(message.to)
        }
        let hidden = "Focus: \(all.count - events.count) of \(all.filter(\.isMessage).count) messages hidden"
        let why = "; a person's stay, and those between role players or their client."
        lines += focus ? wrapped(hidden + why, indent: 7, as: nil) : []
        var afterResults = true
        for event in events {
            var rows = [line(Self.parts(of: event))]
            switch event {
            case .message(let message): rows[0].participants = [message.from, message.to]
            case .note(let text): rows = wrapped("note: " + text, indent: 6, as: nil)
            case .result(let text): rows = wrapped("=> " + text, indent: 3, as: .result)
            case .refusal(let text): rows = wrapped("=> refused: " + text, indent: 3, as: .refusal)
            case .heading: break
            }
            let gap = rows[0].startsStep || afterResults && !event.isResult
            lines += gap && lines.last != blank ? [blank] + rows : rows
            afterResults = event.isResult
        }
        return lines
    }

    /// `text` in rows of at most ``columns`` scalars, broken at spaces (a word longer than a row stays
    /// whole), each row after the first indented by `indent` spaces; every row in `part`'s colour.
    func wrapped(_ text: String, indent: Int, as part: Palette.Part?) -> [TextLine] {
        var (rows, rest, lead) = ([String](), Substring(text), "")
        while (lead + rest).unicodeScalars.count > columns {
            // The last space that ends a row of at most `columns` scalars, else the first one (a long word).
            let content = rest.firstIndex { $0 != " " } ?? rest.endIndex
            let spaces = rest[content...].indices.filter { rest[$0] == " " && $0 > content }
            let fits = spaces.last { (lead + rest[..<$0]).unicodeScalars.count <= columns }
            guard let end = fits ?? spaces.first, rest[end...].contains(where: { $0 != " " }) else { break }
            rows.append(lead + rest[..<end])
            (rest, lead) = (rest[end...].drop { $0 == " " }, String(repeating: " ", count: indent))
        }
        return (rows + [lead + rest]).map { line([($0, part)]) }
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
            // A notification's arrow and text in their own colour, so it never reads as a call.
            [(message.from, .participant), (" \(arrows[message.arrow] ?? "") ", message.tint)]
                + [(message.to, .participant), (": \(message.text)", message.tint)]
        case .result(let text): [("=> \(text)", .result)]
        case .refusal(let text): [("=> refused: \(text)", .refusal)]
        }
    }
}

extension TranscriptMessage {
    /// The colour of a message's arrow and text: a notification's own, none for a call or a reply.
    fileprivate var tint: Palette.Part? { arrow == .notification ? .notification : nil }
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
        case notification = "1;38;5;130"  // bold brown #af5f00: 4.7:1 on white, 4.45:1 on black
    }

    var enabled: Bool

    func paint(_ part: Part, _ text: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(part.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension TranscriptEvent {
    /// The event as the text transcript prints it: `User -> nameField: endEditing(with: "Alice")`.
    public var line: String { TextRenderer.line(for: self) }
}
