import DemoSupport

/// Draws a run as sequence diagrams in pages a slide holds: one walk, spelled in Mermaid or PlantUML.
struct DiagramRenderer {
    /// A diagram language: Mermaid in a Markdown code fence, or PlantUML from `@startuml` to `@enduml`.
    enum Dialect { case mermaid, plantUML }

    let demo: Demo
    let dialect: Dialect
    /// With `--focus`, only the messages the text transcript keeps.
    var focus = false

    /// PlantUML's font size on a sequence diagram page; ``Layout/slide`` is what a page holds at it.
    static let fontSize = 20
    /// How PlantUML draws a notification: a thin open arrowhead, in blue (the legend says so).
    static let notificationColor = "#0060C0"

    /// One diagram when the run fits a slide, else one a page, each with only its own participants and
    /// titled with the demo, the scenario and the page's number; the page's heading is on it.
    func render(_ run: ScenarioRun) -> String {
        let events = focus ? focused(run) : run.transcript.events
        let layout = Layout(events, participants: run.transcript.participants, fallback: demo.name)
        let file = [demo.name, run.scenario.name, run.design.variant].compactMap { $0 }.joined(separator: "-")
        let hidden = run.transcript.events.count - events.count
        let note: [TranscriptEvent] =
            focus
            ? [.note("Focus: \(hidden) of \(run.transcript.events.count { $0.isMessage }) messages hidden.")]
            : []
        let pages = layout.pages(first: note)
        var active = Activations()  // carried from page to page: a call under way goes on over the next
        return pages.enumerated().map { index, rows in
            let number = pages.count > 1 ? " (\(index + 1)/\(pages.count))" : ""
            let title = "title \(dialect.escape("\(demo.name) \(run.title)\(number)"))"
            let lines = layout.lines(rows, dialect, active: &active)
            let head = dialect == .mermaid ? ["sequenceDiagram"] : []
            let size = dialect == .mermaid ? [] : ["skinparam defaultFontSize \(Self.fontSize)"]
            let legend =
                dialect == .plantUML && rows.contains(where: \.event.isNotification)
                ? [
                    "legend right",
                    "  <color:\(Self.notificationColor)>blue open arrow</color>: a notification (~> in the text)",
                    "endlegend",
                ] : []
            return dialect.diagram(
                head, [title] + size + lines + legend, file: index == 0 ? file : "\(file)-\(index + 1)")
        }.joined(separator: "\n")
    }

    /// The events `--focus` keeps: every one the text transcript shows, by the text renderer's own rule
    /// (its message lines, matched in order).
    private func focused(_ run: ScenarioRun) -> [TranscriptEvent] {
        var kept = TextRenderer(demo: demo, focus: true).body(of: run).filter { !$0.participants.isEmpty }
            .map(\.plain)[...]
        return run.transcript.events.filter { event in
            guard event.isMessage else { return true }
            guard kept.first == event.line else { return false }
            kept.removeFirst()
            return true
        }
    }

    /// PlantUML draws emoji as empty boxes, so it gets a short word for each (`😍` gives `[love]`), the
    /// demos' own from ``emojiWords``, any other the last word of its Unicode name; without joiners and
    /// variation selectors.
    static func spelledOut(_ text: String) -> String {
        var spelled = ""
        for scalar in text.unicodeScalars
        where !scalar.properties.isVariationSelector && scalar.value != 0x200D {
            if scalar.properties.isEmoji && scalar.value >= 0x2000, let name = scalar.properties.name {
                let word = emojiWords[scalar] ?? name.lowercased().split(separator: " ").last.map(String.init)
                spelled += "[\(word ?? "emoji")]"
            } else {
                spelled.unicodeScalars.append(scalar)
            }
        }
        return spelled
    }

    /// The word a PlantUML page shows for each emoji the demos print: what it stands for on the screen.
    static let emojiWords: [Unicode.Scalar: String] = [
        "\u{1F4B0}": "money", "\u{1F504}": "undo", "\u{1F60D}": "love", "\u{1F4AC}": "chat",
        "\u{1F4CD}": "pin",
        "\u{270F}": "edit", "\u{1F5BC}": "picture", "\u{1F517}": "link", "\u{1F3A4}": "voice",
        "\u{1F4F7}": "photo",
        "\u{25B6}": "play",
    ]
}

extension DiagramRenderer.Dialect {
    /// A whole diagram: Mermaid in a code fence opening with `head`, PlantUML from `@startuml file`.
    func diagram(_ head: [String], _ lines: [String], file: String) -> String {
        let whole =
            self == .mermaid
            ? ["```mermaid"] + head + lines.map { "    " + $0 } + ["```"]
            : ["@startuml \(file)"] + head + lines + ["@enduml"]
        return whole.joined(separator: "\n") + "\n"
    }

    /// Text shown as is. Mermaid ends a statement at `;`, reads `#` as a comment or an entity (`#59;`,
    /// which shows as `;`) and `<…>` as a tag; PlantUML reads a doubled `*/"-_` as markup (`~` between
    /// keeps it plain) and `\n` as a break.
    func escape(_ text: String) -> String {
        guard self == .plantUML else { return entities(text, ["#", ";", "<"]) }
        var escaped = ""
        for character in DiagramRenderer.spelledOut(text) {
            if escaped.last == character && "*/\"-_".contains(character) { escaped.append("~") }
            if character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A class diagram's operation (`member`) or arrow label shown as is. Mermaid also ends a label at
    /// `:`, and reads a pair of `_` or `*` as emphasis, so those become entities where they pair up:
    /// `showRoute(_:)`, but `showRoute(#95;#58;), showPoint(#95;#58;)` on an arrow.
    func classText(_ text: String, member: Bool = false) -> String {
        guard self == .mermaid else { return member ? text : escape(text) }
        let paired = Set("_*".filter { mark in text.count { $0 == mark } > 1 })
        return entities(text, paired.union(member ? [] : ["#", ";", "<", ":"]))
    }

    /// Mermaid's entity code (`#95;`) for each of `characters` in `text`.
    private func entities(_ text: String, _ characters: Set<Character>) -> String {
        text.map { characters.contains($0) ? "#\($0.unicodeScalars.first?.value ?? 0);" : "\($0)" }.joined()
    }
}

/// One run laid out for sequence diagrams: its participants, their identifiers, its rows and its pages.
struct Layout {
    /// An event, and whom it draws on: a message's two, a result's observer (the actor who last sent or
    /// received a message), nobody for a heading or a note across.
    typealias Row = (event: TranscriptEvent, names: [String])
    let participants: [Participant]
    private(set) var rows: [Row] = []
    private var ids: [String: String] = [:]

    /// What a page holds: at most so many rows (messages, notes and headings) among at most so many
    /// participants. At PlantUML's font size ``DiagramRenderer/fontSize`` that shows its text at 18 px
    /// or more on a 1920x1080 slide, given that a message breaks into lines of ``messageWidth``
    /// characters: five participants have four gaps between them, each as wide as the text in it.
    static let slide = (rows: 14, participants: 5)

    /// `fallback` stands in when nobody sends a message: a diagram needs someone to hang notes on.
    init(_ events: [TranscriptEvent], participants: [Participant], fallback: String) {
        self.participants = participants.isEmpty ? [Participant(fallback)] : participants
        for participant in self.participants {
            let base = Self.identifier(participant.name)
            var (id, suffix) = (base, 2)
            while ids.values.contains(id) { (id, suffix) = ("\(base)_\(suffix)", suffix + 1) }
            ids[participant.name] = id
        }
        let actors = self.participants.filter { $0.kind == .actor }.map(\.name)
        var observer = actors.first ?? self.participants[0].name
        for event in events {
            switch event {
            case .heading, .note: rows.append((event, []))
            case .result, .refusal: rows.append((event, [observer]))
            case .message(let sent):
                observer = [sent.from, sent.to].first(where: actors.contains) ?? observer
                rows.append((event, [sent.from, sent.to]))
            }
        }
    }

    /// The characters a line holds: of a note (across the page), a result (over one lifeline) and a
    /// message's text (between two lifelines).
    static let (noteWidth, resultWidth, messageWidth) = (80, 50, 40)

    /// The text in lines of at most `width` characters, broken between words, where it can after a word
    /// that ends with `after` (a call's `,` between arguments); a longer word stays whole.
    static func wrapped(_ text: String, _ width: Int, after: Character? = nil) -> [String] {
        guard text.count > width else { return [text] }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // The words in groups that end at `after` (or each word a group without it).
        var groups: [[String]] = [[]]
        for word in words {
            groups[groups.count - 1].append(word)
            if after == nil || word.last == after { groups.append([]) }
        }
        var lines: [String] = []
        for group in groups.filter({ !$0.isEmpty }) {
            let joined = group.joined(separator: " ")
            if let last = lines.last, last.count + 1 + joined.count <= width {
                lines[lines.count - 1] += " " + joined
            } else if joined.count <= width || group.count == 1 {
                lines.append(joined)
            } else {  // a group too long for a line: its words, as many as fit
                for word in group {
                    if let last = lines.last, last.count + 1 + word.count <= width, !lines.isEmpty {
                        lines[lines.count - 1] += " " + word
                    } else {
                        lines.append(word)
                    }
                }
            }
        }
        return lines
    }

    /// ASCII letters, digits and `_`, as both languages accept.
    static func identifier(_ name: String) -> String {
        let id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return id.isEmpty || id.first?.isNumber == true ? "p" + id : id
    }

    /// The participants the rows draw on, in the run's order; the first one if none.
    func drawn(_ rows: some Sequence<Row>) -> [Participant] {
        let names = Set(rows.flatMap(\.names))
        let drawn = participants.filter { names.contains($0.name) }
        return drawn.isEmpty ? [participants[0]] : drawn
    }

    /// The participants the rows draw on, then the rows, in `dialect`; in PlantUML with activation
    /// bars, from the calls under way before the page (`active`, left as they are after it): those on
    /// the page's participants are drawn from its top.
    func lines(_ rows: [Row], _ dialect: DiagramRenderer.Dialect, active: inout Activations) -> [String] {
        let (mermaid, escape) = (dialect == .mermaid, dialect.escape)
        let id = { (name: String) in ids[name] ?? Self.identifier(name) }
        let participants = drawn(rows)
        let actors = Set(participants.filter { $0.kind == .actor }.map(\.name))
        let (first, last) = (id(participants[0].name), id(participants[participants.count - 1].name))
        let across = mermaid ? "Note over \(first == last ? first : "\(first),\(last)"):" : "note across:"
        let declared = participants.map { participant in
            let (id, name) = (id(participant.name), escape(participant.name))
            let word =
                participant.kind == .actor
                ? "actor" : participant.kind == .database && !mermaid ? "database" : "participant"
            if id == participant.name { return "\(word) \(id)" }
            return mermaid ? "\(word) \(id) as \(name)" : "\(word) \"\(name)\" as \(id)"
        }
        var lines = declared
        var inBand = false  // Mermaid: a run of notifications on a coloured band
        // PlantUML: the bars on this page, by participant; only those it opened may it close.
        let names = Set(participants.map(\.name))
        var bars: [String: Int] = [:]
        if !mermaid {
            for name in active.stack where names.contains(name) {
                bars[name, default: 0] += 1
                lines.append("activate \(id(name))")
            }
        }
        let close = { (name: String) -> [String] in
            guard let count = bars[name], count > 0 else { return [] }
            bars[name] = count - 1
            return ["deactivate \(id(name))"]
        }
        for row in rows {
            let notification = row.event.isNotification
            if mermaid && notification != inBand {
                lines.append(notification ? "rect rgb(219, 234, 254)" : "end")
                inBand = notification
            }
            guard !mermaid, case .message(let message) = row.event else {
                lines.append(line(row))
                continue
            }
            let (before, after) = active.record(message, actor: actors.contains(message.from))
            lines += before.flatMap(close) + [line(row)]
            for (name, on) in after {
                guard on else {
                    lines += close(name)
                    continue
                }
                bars[name, default: 0] += 1
                lines.append("activate \(id(name))")
            }
        }
        return lines + (inBand ? ["end"] : [])

        func line(_ row: Row) -> String {
            let over = "\(mermaid ? "Note" : "note") over \(id(row.names.first ?? "")):"
            // A box's lines, each escaped, joined by the dialect's line break.
            let box = { (text: String, width: Int, after: Character?) in
                Self.wrapped(text, width, after: after).map(escape).joined(
                    separator: mermaid ? "<br/>" : "\\n")
            }
            switch row.event {
            case .heading(let text):
                return mermaid ? "\(across) -- \(escape(text)) --" : "== \(escape(text)) =="
            case .note(let text): return "\(across) \(box(text, Self.noteWidth, nil))"
            case .result(let text): return "\(over) \(box(text, Self.resultWidth, nil))"
            case .refusal(let text): return "\(over) \(box("refused: \(text)", Self.resultWidth, nil))"
            case .message(let message):
                // A notification is an asynchronous call: an open arrowhead, in PlantUML thin and blue.
                let arrows: [TranscriptMessage.Arrow: String] =
                    mermaid
                    ? [.call: "->>", .notification: "-)", .reply: "-->>"]
                    : [
                        .call: " -> ", .notification: " -[\(DiagramRenderer.notificationColor)]>> ",
                        .reply: " --> ",
                    ]
                let arrow = arrows[message.arrow] ?? ""
                return
                    "\(id(message.from))\(arrow)\(id(message.to)): \(box(message.text, Self.messageWidth, ","))"
            }
        }
    }

    /// The run in pages a slide holds: one if all fits. Else each heading starts a page, and the parts
    /// that fit together share one; a part too long for a page goes on over as few pages as it needs,
    /// of about equal length, each after the first opening with its heading marked `(cont.)` and
    /// ending after a result where it can. `first` opens the first page (the focus note).
    func pages(first: [TranscriptEvent] = []) -> [[Row]] {
        let opening = first.map { (event: $0, names: [String]()) }
        if fits(opening + rows) { return [opening + rows] }
        var parts: [[Row]] = [opening]
        for row in rows {
            if case .heading = row.event, parts[parts.count - 1].contains(where: { !$0.names.isEmpty }) {
                parts.append([])
            }
            parts[parts.count - 1].append(row)
        }
        var pages: [(rows: [Row], whole: Bool)] = []
        for part in parts {
            if let last = pages.last, last.whole, fits(last.rows + part) {
                pages[pages.count - 1].rows += part
            } else if fits(part) {
                pages.append((part, true))
            } else {
                pages += split(part).map { ($0, false) }
            }
        }
        return pages.map(\.rows)
    }

    /// A part too long for a page in as few pages as it needs, of about equal length: as few rows a
    /// page as give no more pages.
    private func split(_ part: [Row]) -> [[Row]] {
        var heading = "continued"
        for case .heading(let text) in part.map(\.event) {
            heading = "\(text) (cont.)"
            break
        }
        let continued: Row = (.heading(heading), [])
        var pages = split(part, rows: Self.slide.rows, continued: continued)
        for rows in (1..<Self.slide.rows).reversed() {
            let tried = split(part, rows: rows, continued: continued)
            guard tried.count <= pages.count else { break }
            pages = tried
        }
        return pages
    }

    /// A part's rows in pages of at most `rows` rows, each but the first opening with `continued`: a
    /// page ends after its last result if that is in its second half (a step ends with what the user
    /// saw), else before the row that does not fit.
    private func split(_ part: [Row], rows: Int, continued: Row) -> [[Row]] {
        var pages: [[Row]] = []
        var page: [Row] = []
        for row in part {
            page.append(row)
            let before = page.dropLast()
            guard !fits(page, rows: rows), before.contains(where: { !$0.names.isEmpty }) else { continue }
            var end = before.count
            if let result = before.lastIndex(where: \.event.isResult), result + 1 >= before.count / 2,
                page[..<result].contains(where: { !$0.names.isEmpty })
            {
                end = result + 1
            }
            pages.append(Array(page[..<end]))
            page = [continued] + page[end...]
        }
        return pages + [page]
    }

    /// Whether a slide holds the rows: at most `limit` of them and at most ``slide`` participants.
    func fits(_ rows: [Row], rows limit: Int = slide.rows) -> Bool {
        rows.count <= limit && drawn(rows).count <= Self.slide.participants
    }
}

/// The activation bars of a PlantUML page: the calls under way, innermost last. The trace records a
/// reply only for a call that returns a value, so a call that returns nothing is known to have ended
/// when its caller (or one further out) sends again: a call from a participant ends every call above
/// its own, a reply ends the replier's, and a person's action, or a message from one not under way,
/// starts afresh. A self-message draws no bar of its own. Each page starts with none.
struct Activations {
    private(set) var stack: [String] = []

    /// What to deactivate before `message`'s arrow, and what to activate or deactivate after it.
    mutating func record(_ message: TranscriptMessage, actor: Bool) -> (
        before: [String], after: [(name: String, on: Bool)]
    ) {
        switch message.kind {
        case .reply:
            guard let index = stack.lastIndex(of: message.from) else { return ([], []) }
            let ended = pop(to: index + 1)
            stack.removeLast()
            return (ended, [(message.from, false)])
        case .selfMessage:
            guard let index = stack.lastIndex(of: message.from) else { return (pop(to: 0), []) }
            return (pop(to: index + 1), [])
        case .call, .notification:
            let index = actor ? nil : stack.lastIndex(of: message.from)
            let ended = pop(to: index.map { $0 + 1 } ?? 0)
            stack.append(message.to)
            return (ended, [(message.to, true)])
        }
    }

    /// Ends the calls from `depth` up, innermost first.
    private mutating func pop(to depth: Int) -> [String] {
        let ended = stack[depth...].reversed().map { $0 }
        stack.removeSubrange(depth...)
        return ended
    }
}

extension TranscriptEvent {
    var isNotification: Bool {
        if case .message(let message) = self { message.arrow == .notification } else { false }
    }
}
