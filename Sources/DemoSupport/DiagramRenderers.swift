/// Renders one run as a sequence diagram. Mermaid and PlantUML differ only in spelling, so each is a
/// ``Dialect`` of the same walk over the events.
struct DiagramRenderer {
    /// How one diagram language spells each part of a sequence diagram.
    struct Dialect: Sendable {
        var begin: @Sendable (_ file: String, _ title: String) -> [String]
        var participant: @Sendable (_ keyword: String, _ id: String, _ label: String?) -> String
        var keywords: (actor: String, participant: String, database: String)
        /// `span` is what a note across the page hangs on (Mermaid: its first and last participant).
        var heading: @Sendable (_ span: String, _ text: String) -> String
        var note: @Sendable (_ span: String, _ text: String) -> String
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
        heading: { span, text in "    Note over \(span): -- \(text) --" },
        note: { span, text in "    Note over \(span): \(text)" },
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

    /// The diagram of one run: one diagram when it fits a slide, else one page per heading (a long
    /// part in several, "(cont.)"), each a diagram of its own that declares only its own participants.
    func render(_ run: ScenarioRun) -> String {
        let cast = Cast(run.transcript.participants, fallback: demo.name)
        let file = [demo.name, run.scenario.name, run.design.variant].compactMap { $0 }.joined(separator: "-")
        let rows = Self.rows(run.transcript.events, cast)
        let title = "\(demo.name) \(run.title): \(run.design.summary)"
        let pages = Self.pages(rows, cast, title: title, purpose: run.design.summary)
        guard pages.count > 1 else { return diagram(file, title, rows, cast.participants, cast) }
        return pages.enumerated().map { index, page in
            diagram(
                index == 0 ? file : "\(file)-\(index + 1)",
                "\(demo.name) \(run.title) (\(index + 1)/\(pages.count)): \(page.part)",
                page.rows, page.participants(cast), cast)
        }.joined(separator: "\n")
    }

    private func diagram(
        _ file: String, _ title: String, _ rows: [Row], _ participants: [Participant], _ cast: Cast
    ) -> String {
        let escape = dialect.escape
        var lines = dialect.begin(file, escape(title))
        for participant in participants {
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
        let span = cast.span(participants)
        for row in rows {
            switch row.event {
            case .heading(let text): lines.append(dialect.heading(span, escape(text)))
            case .note(let text): lines.append(dialect.note(span, escape(text)))
            case .message(let message):
                lines.append(
                    dialect.message(
                        cast.id(message.from), cast.id(message.to), message.arrow, escape(message.text)))
            case .result(let text): lines.append(dialect.result(row.observer, escape(text)))
            case .refusal(let text): lines.append(dialect.result(row.observer, escape("refused: \(text)")))
            }
        }
        return (lines + dialect.end).joined(separator: "\n") + "\n"
    }

    /// One event of the run, with the participant a result is drawn beside.
    struct Row {
        var event: TranscriptEvent
        /// The actor who last sent or received a message (see ``Cast/firstObserver``).
        var observer: String
        /// The names of the participants the row draws on (none for a heading or a note across).
        var names: [String]
    }

    static func rows(_ events: [TranscriptEvent], _ cast: Cast) -> [Row] {
        var observer = cast.firstObserver
        return events.map { event in
            switch event {
            case .heading, .note: return Row(event: event, observer: observer, names: [])
            case .message(let message):
                observer = cast.actor(in: message) ?? observer
                return Row(event: event, observer: observer, names: [message.from, message.to])
            case .result, .refusal: return Row(event: event, observer: observer, names: [cast.name(observer)])
            }
        }
    }

    /// One page of a long diagram: its rows, and the heading it belongs to.
    struct Page {
        var rows: [Row] = []
        /// The page's heading, or the heading it continues ("... (cont.)").
        var part: String

        /// The participants the page draws on, in the diagram's order; the first one if none.
        func participants(_ cast: Cast) -> [Participant] {
            let names = Set(rows.flatMap(\.names))
            let drawn = cast.participants.filter { names.contains($0.name) }
            return drawn.isEmpty ? [cast.participants[0]] : drawn
        }
    }

    /// The run in pages, so that PlantUML draws each at most ``Size/slideHeight`` tall and
    /// ``Size/slideWidth`` wide: a single page when the whole diagram fits; otherwise a page per
    /// heading (the title names it, so the page leaves out its separator; the first page keeps its
    /// heading, as its title is the run's purpose), and a part too large for one page continues on as
    /// few more as it needs, of about equal height.
    static func pages(_ rows: [Row], _ cast: Cast, title: String, purpose: String) -> [Page] {
        if Size(rows, cast.participants, title: title).fits() { return [Page(rows: rows, part: "")] }
        var parts: [Page] = []
        var part = Page(part: purpose)
        for row in rows {
            if case .heading(let text) = row.event,
                !part.rows.isEmpty && !(parts.isEmpty && part.rows.allSatisfy(\.names.isEmpty))
            {
                parts.append(part)
                part = Page(part: text)
                continue
            }
            // Notes that lead into the first heading stay with it.
            part.rows.append(row)
        }
        return (parts + [part]).flatMap { part in
            var pages = split(part.rows, cast, title: title, height: Size.slideHeight)
            if pages.count > 1 {
                // The least height that needs no more pages than that, found by halving.
                var (low, high) = (0, Size.slideHeight)
                while high - low > 10 {
                    let middle = (low + high) / 2
                    let tried = split(part.rows, cast, title: title, height: middle)
                    if tried.count <= pages.count { (high, pages) = (middle, tried) } else { low = middle }
                }
            }
            let heading = part.rows.reversed().lazy.compactMap { row -> String? in
                if case .heading(let text) = row.event { text } else { nil }
            }.first
            return pages.enumerated().map { index, rows in
                Page(rows: rows, part: index == 0 ? part.part : "\(heading ?? part.part) (cont.)")
            }
        }
    }

    /// One part's rows in pages at most `height` tall: each page ends after its last result that
    /// leaves the rest a page that fits (what the user saw ends a step), else before the row that does
    /// not fit. A result may widen its step's page to ``Size/widestPage`` rather than start a page.
    static func split(_ rows: [Row], _ cast: Cast, title: String, height: Int) -> [[Row]] {
        func fits(_ rows: some Collection<Row>, loosely: Bool = false) -> Bool {
            let rows = Array(rows)
            return Size(rows, Page(rows: rows, part: "").participants(cast), title: title)
                .fits(height: height, loosely: loosely)
        }
        var pages: [[Row]] = []
        var page: [Row] = []
        for row in rows {
            page.append(row)
            let before = page.dropLast()
            guard !fits(page), before.contains(where: { !$0.names.isEmpty }) else { continue }
            var end = before.count
            if let result = before.lastIndex(where: \.event.isResult),
                page[..<result].contains(where: { !$0.names.isEmpty }), fits(page[(result + 1)...])
            {
                end = result + 1
            } else if row.event.isResult && fits(page, loosely: true) {
                continue
            }
            pages.append(Array(page[..<end]))
            page = Array(page[end...])
        }
        return pages + [page]
    }

    /// How large PlantUML draws a page at its default scale, estimated from what it holds. Its fixed
    /// sizes were measured on the demos' diagrams (Debian's PlantUML 1.2020): each message row takes
    /// 29 px, a message to oneself 42, a note 39, a separator 43; the title and the participants' boxes
    /// 132, and 95 more with an actor's figure. Text is about 7 px a character, the title's 8.5.
    /// `scripts/diagram-check` measures what PlantUML really draws.
    struct Size {
        /// At most 1,600 px tall for a slide, less a margin: on the demos' diagrams the height
        /// estimate is within a pixel of what PlantUML draws.
        static let slideHeight = 1_560
        /// As wide as a slide shows at the scale that fits 1,600 px on it.
        static let slideWidth = 2_800
        /// A page may grow this wide to keep a result beside the step that led to it (PlantUML would
        /// cut at 4,096 px).
        static let widestPage = 3_400

        var height = 0
        var width = 0
        /// Whether the page fits a slide (or `height`); `loosely`, up to ``widestPage`` wide.
        func fits(height limit: Int = slideHeight, loosely: Bool = false) -> Bool {
            height <= limit && width <= (loosely ? Self.widestPage : Self.slideWidth)
        }

        init(_ rows: [Row], _ participants: [Participant], title: String) {
            func text(_ text: String) -> Int { 7 * DiagramRenderer.spelledOut(text).count + 30 }
            let index = Dictionary(participants.enumerated().map { ($1.name, $0) }) { first, _ in first }
            let boxes = participants.map { text($0.name) }
            // Each lifeline's least distance from the one before it: the boxes side by side, each
            // message's text between its two lifelines, a note's half on either side of its lifeline.
            var gaps = zip(boxes, boxes.dropFirst()).map { ($0 + $1) / 2 + 10 }
            var spans: [(from: Int, to: Int, width: Int)] = []
            var across = DiagramRenderer.spelledOut(title).count * 17 / 2 + 40
            var overhang = (left: 0, right: 0)  // notes reaching past the outer lifelines' boxes
            height = 132 + (participants.contains { $0.kind == .actor } ? 95 : 0)
            for row in rows {
                switch row.event {
                case .heading(let note):
                    height += 43
                    across = max(across, text(note))
                case .note(let note):
                    height += 39
                    across = max(across, text(note) + 20)
                case .result(let note), .refusal(let note):
                    height += 39
                    guard let at = row.names.first.flatMap({ index[$0] }) else { continue }
                    let half = text(note) / 2
                    if at < gaps.count { gaps[at] = max(gaps[at], half + boxes[at + 1] / 2) }
                    if at > 0 { gaps[at - 1] = max(gaps[at - 1], half + boxes[at - 1] / 2) }
                    if at == 0 { overhang.left = max(overhang.left, half - boxes[at] / 2) }
                    if at == gaps.count { overhang.right = max(overhang.right, half - boxes[at] / 2) }
                case .message(let message):
                    guard let from = index[message.from], let to = index[message.to] else { continue }
                    if from == to {
                        height += 42
                        if from < gaps.count { gaps[from] = max(gaps[from], text(message.text) + 10) }
                        if from == gaps.count { overhang.right = max(overhang.right, text(message.text)) }
                    } else {
                        height += 29
                        spans.append((min(from, to), max(from, to), text(message.text)))
                    }
                }
            }
            // The lifelines' positions: the longest path through the least distances.
            var x = [0]
            for (at, gap) in gaps.enumerated() {
                var least = x[at] + gap
                for span in spans where span.to == at + 1 { least = max(least, x[span.from] + span.width) }
                x.append(least)
            }
            let outer = ((boxes.first ?? 0) + (boxes.last ?? 0)) / 2 + overhang.left + overhang.right
            width = max(across, (x.last ?? 0) + outer + 20)
        }
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

    /// A note spanning these participants (all of one page): from the first one's lifeline to the last's.
    func span(_ participants: [Participant]) -> String {
        let first = id(participants[0].name)
        let last = id(participants[participants.count - 1].name)
        return first == last ? first : "\(first),\(last)"
    }

    /// The participant's name for its id.
    func name(_ id: String) -> String {
        ids.firstIndex(of: id).map { participants[$0].name } ?? id
    }

    /// ASCII letters, digits and `_`; anything else becomes `_`.
    static func identifier(_ name: String) -> String {
        let id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return id.isEmpty || id.first?.isNumber == true ? "p" + id : id
    }
}
