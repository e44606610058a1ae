/// Draws one run as sequence diagrams, in pages that fit a slide: one walk over its events, spelled
/// in Mermaid or PlantUML.
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
            let lines =
                [title] + layout.lines(page.rows, pages.count > 1 ? nil : layout.participants, dialect)
            return dialect.diagram(
                dialect == .mermaid ? ["sequenceDiagram"] : [], lines,
                file: index == 0 ? file : "\(file)-\(index + 1)")
        }.joined(separator: "\n")
    }

    /// PlantUML's fonts draw emoji as empty boxes, so it gets each one's Unicode name (`😍` gives
    /// `[smiling face with heart-shaped eyes]`), without joiners and variation selectors.
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
    /// Text as the language shows it plainly. Mermaid ends a statement at `;` and reads `#…;` as an
    /// entity and `<…>` as a tag. PlantUML reads a doubled `*/"-_` as creole markup (a `~` between keeps
    /// it plain) and `\n` as a line break (a doubled backslash is one), and spells emoji out.
    /// A whole diagram: Mermaid in a code fence opening with `head`, PlantUML from `@startuml file`.
    func diagram(_ head: [String], _ lines: [String], file: String) -> String {
        let whole =
            self == .mermaid
            ? ["```mermaid"] + head + lines.map { "    " + $0 } + ["```"]
            : ["@startuml \(file)"] + head + lines + ["@enduml"]
        return whole.joined(separator: "\n") + "\n"
    }

    func escape(_ text: String) -> String {
        guard self == .plantUML else {
            return text.map { ["#": "#35;", ";": "#59;", "<": "#60;"][$0] ?? "\($0)" }.joined()
        }
        var escaped = ""
        for character in DiagramRenderer.spelledOut(text) {
            if escaped.last == character && "*/\"-_".contains(character) { escaped.append("~") }
            if character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

/// One run laid out for sequence diagrams: its participants with identifiers both languages accept,
/// its events in rows, and its pages.
struct Layout {
    /// An event, and the participants it draws on: a message's two, a result's observer (the actor who
    /// last sent or received a message), none for a heading or a note across the page.
    typealias Row = (event: TranscriptEvent, names: [String])
    let participants: [Participant]
    private(set) var rows: [Row] = []
    private var ids: [String: String] = [:]

    /// A diagram needs someone to hang notes on: `fallback` stands in when nobody sends a message.
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
            case .heading, .note: rows.append((event, []))
            case .result, .refusal: rows.append((event, [observer]))
            case .message(let message):
                observer = [message.from, message.to].first(where: actors.contains) ?? observer
                rows.append((event, [message.from, message.to]))
            }
        }
    }

    /// ASCII letters, digits and `_`; anything else becomes `_`.
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

    /// The rows in `dialect`, after the participants (by default those they draw on).
    func lines(_ rows: [Row], _ participants: [Participant]?, _ dialect: DiagramRenderer.Dialect) -> [String]
    {
        let (mermaid, escape) = (dialect == .mermaid, dialect.escape)
        let id = { (name: String) in ids[name] ?? Self.identifier(name) }
        let participants = participants ?? drawn(rows)
        let (first, last) = (id(participants[0].name), id(participants[participants.count - 1].name))
        let span = first == last ? first : "\(first),\(last)"  // a note across the page
        let declared = participants.map { participant in
            let (id, name) = (id(participant.name), escape(participant.name))
            let keyword =
                participant.kind == .actor
                ? "actor" : participant.kind == .database && !mermaid ? "database" : "participant"
            if id == participant.name { return "\(keyword) \(id)" }
            return mermaid ? "\(keyword) \(id) as \(name)" : "\(keyword) \"\(name)\" as \(id)"
        }
        return declared
            + rows.map { row in
                let over = "\(mermaid ? "Note" : "note") over \(id(row.names.first ?? "")):"
                switch row.event {
                case .heading(let text):
                    return mermaid ? "Note over \(span): -- \(escape(text)) --" : "== \(escape(text)) =="
                case .note(let text):
                    return "\(mermaid ? "Note over \(span):" : "note across:") \(escape(text))"
                case .result(let text): return "\(over) \(escape(text))"
                case .refusal(let text): return "\(over) \(escape("refused: \(text)"))"
                case .message(let message):
                    let arrow =
                        switch message.arrow {  // a notification is asynchronous: an open head, a thin one
                        case .call: mermaid ? "->>" : " -> "
                        case .notification: mermaid ? "-)" : " ->> "
                        case .reply: mermaid ? "-->>" : " --> "
                        }
                    return "\(id(message.from))\(arrow)\(id(message.to)): \(escape(message.text))"
                }
            }
    }

    /// A slide: at most 1,600 px tall less a margin, 2,800 wide; a page may widen to keep a result
    /// beside its step (PlantUML would cut at 4,096 px).
    static let slide = (height: 1_560, width: 2_800, widest: 3_400)

    /// The run in pages PlantUML draws within a slide: one if all fits; else one a heading (the title
    /// names it; the first keeps the notes before it and its heading), and a part too long for a page
    /// goes on in as few more as it needs, of about equal height.
    func pages(purpose: String) -> [(part: String, rows: [Row])] {
        if fits(rows, participants) { return [(purpose, rows)] }
        var parts = [(part: purpose, rows: [Row]())]
        for row in rows {
            if case .heading(let text) = row.event,
                parts[parts.count - 1].rows.contains(where: { !$0.names.isEmpty })
            {
                parts.append((text, []))  // a part draws on someone before the next heading starts a part
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

    /// A part's rows in pages at most `height` tall: a page ends after its last result if the rest fits
    /// (a step ends with what the user saw), else before the row that does not fit; a result may widen
    /// its page rather than start a new one. A page draws on someone before it ends.
    func split(_ rows: [Row], height: Int) -> [[Row]] {
        func fits(_ rows: ArraySlice<Row>, width: Int = Self.slide.width) -> Bool {
            self.fits(rows, drawn(rows), height: height, width: width)
        }
        var pages: [[Row]] = []
        var page: [Row] = []
        for row in rows {
            page.append(row)
            let before = page.dropLast()
            guard !fits(page[...]), before.contains(where: { !$0.names.isEmpty }) else { continue }
            var end = before.count
            if let result = before.lastIndex(where: \.event.isResult),
                page[..<result].contains(where: { !$0.names.isEmpty }), fits(page[(result + 1)...])
            {
                end = result + 1
            } else if row.event.isResult && fits(page[...], width: Self.slide.widest) {
                continue
            }
            pages.append(Array(page[..<end]))
            page = Array(page[end...])
        }
        return pages + [page]
    }

    /// Whether PlantUML (Debian's 1.2020) draws the rows within `height` and `width` px, by sizes
    /// measured on the demos: a message 29 px tall, one to oneself 42, a note 39, a separator 43, the
    /// title and boxes 132 and an actor's figure 95 more; text 7 px a character.
    func fits(
        _ rows: some Collection<Row>, _ participants: [Participant], height limit: Int = slide.height,
        width widthLimit: Int = slide.width
    ) -> Bool {
        func text(_ text: String) -> Int { 7 * DiagramRenderer.spelledOut(text).count + 30 }
        // The least distances between lifelines (with an empty one at either end for what overhangs):
        // two boxes side by side, a note's half either side of its lifeline, a message's text between
        // its two. The lifelines' positions are the longest paths through them.
        let index = Dictionary(participants.enumerated().map { ($1.name, $0 + 1) }) { first, _ in first }
        let boxes = [0] + participants.map { text($0.name) } + [0]
        var spans: [(from: Int, to: Int, width: Int)] = boxes.indices.dropLast().map {
            ($0, $0 + 1, (boxes[$0] + boxes[$0 + 1]) / 2 + 10)
        }
        var height = 132 + (participants.contains { $0.kind == .actor } ? 95 : 0)
        for row in rows {
            let ends = row.names.compactMap { index[$0] }
            switch row.event {
            case .heading: height += 43
            case .note: height += 39
            case .result(let note), .refusal(let note):
                height += 39
                guard let at = ends.first else { continue }
                spans += [
                    (at - 1, at, (text(note) + boxes[at - 1]) / 2),
                    (at, at + 1, (text(note) + boxes[at + 1]) / 2),
                ]
            case .message(let message):
                guard let from = ends.first, let to = ends.last, ends.count == 2 else { continue }
                height += from == to ? 42 : 29
                spans.append(
                    from == to
                        ? (from, to + 1, text(message.text) + 10)
                        : (min(from, to), max(from, to), text(message.text)))
            }
        }
        var x = [0]
        for at in boxes.indices.dropFirst() {
            x.append(spans.filter { $0.to == at }.map { x[$0.from] + $0.width }.max() ?? 0)
        }
        return height <= limit && (x.last ?? 0) <= widthLimit
    }
}
