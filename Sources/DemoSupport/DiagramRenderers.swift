/// Draws a run as sequence diagrams in pages that fit a slide: one walk, spelled in Mermaid or PlantUML.
struct DiagramRenderer {
    /// A diagram language: Mermaid in a Markdown code fence, or PlantUML from `@startuml` to `@enduml`.
    enum Dialect { case mermaid, plantUML }
    static let mermaid = Dialect.mermaid
    static let plantUML = Dialect.plantUML

    let demo: Demo
    let dialect: Dialect

    /// One diagram when the run fits a slide, else one a page, each with only its own participants.
    func render(_ run: ScenarioRun) -> String {
        let layout = Layout(run.transcript, fallback: demo.name)
        let file = [demo.name, run.scenario.name, run.design.variant].compactMap { $0 }.joined(separator: "-")
        let pages = layout.pages(purpose: run.design.summary)
        return pages.enumerated().map { index, page in
            let number = pages.count > 1 ? " (\(index + 1)/\(pages.count))" : ""
            let title = "title \(dialect.escape("\(demo.name) \(run.title)\(number): \(page.part)"))"
            let lines = layout.lines(page.rows, pages.count > 1 ? nil : layout.participants, dialect)
            let head = dialect == .mermaid ? ["sequenceDiagram"] : []
            return dialect.diagram(head, [title] + lines, file: index == 0 ? file : "\(file)-\(index + 1)")
        }.joined(separator: "\n")
    }

    /// PlantUML draws emoji as empty boxes, so it gets their Unicode names (`😍` gives `[smiling face
    /// with heart-shaped eyes]`), without joiners and variation selectors.
    static func spelledOut(_ text: String) -> String {
        var spelled = ""
        for scalar in text.unicodeScalars
        where !scalar.properties.isVariationSelector && scalar.value != 0x200D {
            if scalar.properties.isEmoji && scalar.value >= 0x2000, let name = scalar.properties.name {
                spelled += "[\(name.lowercased())]"
            } else {
                spelled.unicodeScalars.append(scalar)
            }
        }
        return spelled
    }
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
    /// An event, whom it draws on (a message's two, a result's observer: the actor who last sent or
    /// received a message), how tall PlantUML draws it (px, measured on the demos) and its text's width.
    typealias Row = (event: TranscriptEvent, names: [String], height: Int, width: Int)
    let participants: [Participant]
    private(set) var rows: [Row] = []
    private var ids: [String: String] = [:]

    /// `fallback` stands in when nobody sends a message: a diagram needs someone to hang notes on.
    init(_ transcript: Transcript, fallback: String) {
        participants = transcript.participants.isEmpty ? [Participant(fallback)] : transcript.participants
        for participant in participants {
            let base = Self.identifier(participant.name)
            var (id, suffix) = (base, 2)
            while ids.values.contains(id) { (id, suffix) = ("\(base)_\(suffix)", suffix + 1) }
            ids[participant.name] = id
        }
        let actors = participants.filter { $0.kind == .actor }.map(\.name)
        var observer = actors.first ?? participants[0].name
        for event in transcript.events {
            switch event {
            case .heading: rows.append((event, [], 43, 0))
            case .note: rows.append((event, [], 39, 0))
            case .result(let text), .refusal(let text): rows.append((event, [observer], 39, Self.width(text)))
            case .message(let message):
                observer = [message.from, message.to].first(where: actors.contains) ?? observer
                let toOneself = message.from == message.to  // its text beside its lifeline
                let (height, width) =
                    toOneself ? (42, Self.width(message.text) + 10) : (29, Self.width(message.text))
                rows.append((event, [message.from, message.to], height, width))
            }
        }
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

    /// The participants (by default those the rows draw on), then the rows, in `dialect`.
    func lines(_ rows: [Row], _ participants: [Participant]?, _ dialect: DiagramRenderer.Dialect) -> [String]
    {
        let (mermaid, escape) = (dialect == .mermaid, dialect.escape)
        let id = { (name: String) in ids[name] ?? Self.identifier(name) }
        let participants = participants ?? drawn(rows)
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
        return declared + rows.map(line)

        func line(_ row: Row) -> String {
            let over = "\(mermaid ? "Note" : "note") over \(id(row.names.first ?? "")):"
            switch row.event {
            case .heading(let text):
                return mermaid ? "\(across) -- \(escape(text)) --" : "== \(escape(text)) =="
            case .note(let text): return "\(across) \(escape(text))"
            case .result(let text): return "\(over) \(escape(text))"
            case .refusal(let text): return "\(over) \(escape("refused: \(text)"))"
            case .message(let message):
                // A notification is an asynchronous call: an open arrowhead, a thin one in PlantUML.
                let arrows: [TranscriptMessage.Arrow: String] =
                    mermaid
                    ? [.call: "->>", .notification: "-)", .reply: "-->>"]
                    : [.call: " -> ", .notification: " ->> ", .reply: " --> "]
                let arrow = arrows[message.arrow] ?? ""
                return "\(id(message.from))\(arrow)\(id(message.to)): \(escape(message.text))"
            }
        }
    }

    /// A slide: 1,600 px tall less a margin, 2,800 wide, or up to 3,400 to keep a result beside its step.
    static let slide = (height: 1_560, width: 2_800, widest: 3_400)

    /// The run in pages that fit a slide: one if all fits; else one a heading (the first page keeps the
    /// notes before it), and a part too long goes on in as few pages as it needs, of about equal height.
    func pages(purpose: String) -> [(part: String, rows: [Row])] {
        if fits(rows, participants) { return [(purpose, rows)] }
        var parts = [(part: purpose, rows: [Row]())]
        for row in rows {
            if case .heading(let text) = row.event,
                parts[parts.count - 1].rows.contains(where: { !$0.names.isEmpty })
            {
                parts.append((text, []))
            } else {
                parts[parts.count - 1].rows.append(row)
            }
        }
        return parts.flatMap { part in
            var pages = split(part.rows, height: Self.slide.height)
            var (low, high) = (0, Self.slide.height)
            while pages.count > 1 && high - low > 10 {  // the least height that needs no more pages
                let middle = (low + high) / 2
                let tried = split(part.rows, height: middle)
                if tried.count <= pages.count { (high, pages) = (middle, tried) } else { low = middle }
            }
            var continued = part.part
            for case .heading(let text) in part.rows.map(\.event) { continued = text }
            return pages.enumerated().map { index, rows in
                (index == 0 ? part.part : "\(continued) (cont.)", rows)
            }
        }
    }

    /// A part's rows in pages at most `height` tall: a page ends after its last result (a step ends with
    /// what the user saw), else before the row that does not fit, unless a result fits by widening it.
    func split(_ rows: [Row], height: Int) -> [[Row]] {
        var pages: [[Row]] = []
        var page: [Row] = []
        for row in rows {
            page.append(row)
            let before = page.dropLast()
            guard !fits(page, drawn(page), height: height), before.contains(where: { !$0.names.isEmpty })
            else { continue }
            var end = before.count
            if let result = before.lastIndex(where: \.event.isResult),
                page[..<result].contains(where: { !$0.names.isEmpty })
            {
                end = result + 1
            } else if row.event.isResult && fits(page, drawn(page), height: height, width: Self.slide.widest)
            {
                continue
            }
            pages.append(Array(page[..<end]))
            page = Array(page[end...])
        }
        return pages + [page]
    }

    /// How wide PlantUML (1.2020) draws a text in a box, by sizes measured on the demos: 7 px a character.
    static func width(_ text: String) -> Int { 7 * DiagramRenderer.spelledOut(text).count + 30 }

    /// Whether PlantUML draws the rows within `height` and `width`: the title and boxes are 132 px tall
    /// and an actor's figure 95 more. Each lifeline is as far from an earlier one as the message or two
    /// boxes between them need, or half a note beside it (empty lifelines stand for either edge).
    func fits(
        _ rows: [Row], _ participants: [Participant], height: Int = slide.height, width: Int = slide.width
    ) -> Bool {
        let index = Dictionary(participants.enumerated().map { ($1.name, $0 + 1) }) { first, _ in first }
        let boxes = [0] + participants.map { Self.width($0.name) } + [0]
        var spans = boxes.indices.dropLast().map {
            (from: $0, to: $0 + 1, width: (boxes[$0] + boxes[$0 + 1]) / 2 + 10)
        }
        for row in rows {
            let ends = row.names.compactMap { index[$0] }.sorted()
            guard ends.count == row.names.count else { continue }  // not on this page
            if ends.count == 1, let at = ends.first {
                spans += [
                    (at - 1, at, (row.width + boxes[at - 1]) / 2),
                    (at, at + 1, (row.width + boxes[at + 1]) / 2),
                ]
            } else if ends.count == 2 {
                spans.append((ends[0], max(ends[1], ends[0] + 1), row.width))
            }
        }
        var x = [0]
        for at in boxes.indices.dropFirst() {
            x.append(spans.filter { $0.to == at }.map { x[$0.from] + $0.width }.max() ?? 0)
        }
        let figure = participants.contains { $0.kind == .actor } ? 95 : 0
        return rows.map(\.height).reduce(132 + figure, +) <= height && (x.last ?? 0) <= width
    }
}
