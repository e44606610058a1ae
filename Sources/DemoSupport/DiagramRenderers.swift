/// Draws one run as a sequence diagram: one walk over its events, spelled in Mermaid or PlantUML.
struct DiagramRenderer {
    /// A diagram language: Mermaid in a Markdown code fence, or PlantUML from `@startuml` to `@enduml`.
    enum Dialect { case mermaid, plantUML }
    static let mermaid = Dialect.mermaid
    static let plantUML = Dialect.plantUML

    let demo: Demo
    let dialect: Dialect

    /// One diagram when it fits a slide, else one per page, each declaring only its own participants.
    func render(_ run: ScenarioRun) -> String {
        let cast = Cast(run.transcript.participants, fallback: demo.name)
        let file = [demo.name, run.scenario.name, run.design.variant].compactMap { $0 }.joined(separator: "-")
        let title = "\(demo.name) \(run.title): \(run.design.summary)"
        let rows = cast.rows(run.transcript.events)
        let pages = Self.pages(rows, cast, title: title, purpose: run.design.summary)
        guard pages.count > 1 else { return diagram(file, title, rows, cast.participants, cast) }
        return pages.enumerated().map { index, page in
            diagram(
                index == 0 ? file : "\(file)-\(index + 1)",
                "\(demo.name) \(run.title) (\(index + 1)/\(pages.count)): \(page.part)", page.rows,
                cast.drawn(page.rows), cast)
        }.joined(separator: "\n")
    }

    private func diagram(
        _ file: String, _ title: String, _ rows: [Row], _ participants: [Participant], _ cast: Cast
    ) -> String {
        let mermaid = dialect == .mermaid
        let (first, last) = (
            cast.id(participants[0].name), cast.id(participants[participants.count - 1].name)
        )
        let span = first == last ? first : "\(first),\(last)"  // a note across the page
        var lines = ["title \(dialect.escape(title))"]
        for participant in participants {
            let (id, name) = (cast.id(participant.name), dialect.escape(participant.name))
            let keyword =
                participant.kind == .actor
                ? "actor" : participant.kind == .database && !mermaid ? "database" : "participant"
            lines.append(
                id == participant.name
                    ? "\(keyword) \(id)"
                    : mermaid ? "\(keyword) \(id) as \(name)" : "\(keyword) \"\(name)\" as \(id)")
        }
        for row in rows {
            switch row.event {
            case .heading(let text):
                lines.append(
                    mermaid
                        ? "Note over \(span): -- \(dialect.escape(text)) --" : "== \(dialect.escape(text)) =="
                )
            case .note(let text):
                lines.append("\(mermaid ? "Note over \(span):" : "note across:") \(dialect.escape(text))")
            case .message(let message):
                // A notification is the asynchronous arrow: an open head in Mermaid, a thin one in PlantUML.
                let arrow =
                    switch message.arrow {
                    case .call: mermaid ? "->>" : " -> "
                    case .notification: mermaid ? "-)" : " ->> "
                    case .reply: mermaid ? "-->>" : " --> "
                    }
                lines.append(
                    "\(cast.id(message.from))\(arrow)\(cast.id(message.to)): \(dialect.escape(message.text))")
            case .result(let text), .refusal(let text):
                let shown = row.event == .refusal(text) ? "refused: \(text)" : text
                lines.append(
                    "\(mermaid ? "Note" : "note") over \(cast.id(row.observer)): \(dialect.escape(shown))")
            }
        }
        let framed =
            mermaid
            ? ["```mermaid", "sequenceDiagram"] + lines.map { "    " + $0 } + ["```"]
            : ["@startuml \(file)"] + lines + ["@enduml"]
        return framed.joined(separator: "\n") + "\n"
    }

    /// One event of the run, with the participant who observes a result: the actor who last acted.
    struct Row {
        var event: TranscriptEvent
        var observer: String
        /// The participants the row draws on (none for a heading or a note across).
        var names: [String] {
            switch event {
            case .heading, .note: []
            case .message(let message): [message.from, message.to]
            case .result, .refusal: [observer]
            }
        }
    }

    /// At most 1,600 px tall (less a margin), as wide as a slide shows at that scale; a page may widen
    /// to keep a result beside its step (PlantUML would cut at 4,096 px).
    static let slide = (height: 1_560, width: 2_800, widest: 3_400)

    /// The run in pages PlantUML draws within a ``slide``: one if all fits; else one per heading (the
    /// title names it; the first page keeps its notes and heading), a part too long for one page going
    /// on in as few more as it needs, of about equal height.
    static func pages(_ rows: [Row], _ cast: Cast, title: String, purpose: String) -> [(
        part: String, rows: [Row]
    )] {
        if fits(rows, cast.participants, title) { return [("", rows)] }
        var parts = [(part: purpose, rows: [Row]())]
        for row in rows {
            let current = parts[parts.count - 1].rows
            if case .heading(let text) = row.event,
                parts.count > 1 ? !current.isEmpty : current.contains(where: { !$0.names.isEmpty })
            {
                parts.append((text, []))
            } else {
                parts[parts.count - 1].rows.append(row)
            }
        }
        return parts.flatMap { part in
            var pages = split(part.rows, cast, title, height: slide.height)
            var (low, high) = (0, slide.height)
            while pages.count > 1 && high - low > 10 {  // the least height that needs no more pages
                let middle = (low + high) / 2
                let tried = split(part.rows, cast, title, height: middle)
                if tried.count <= pages.count { (high, pages) = (middle, tried) } else { low = middle }
            }
            var continued = part.part
            for case .heading(let text) in part.rows.map(\.event) { continued = text }
            return pages.enumerated().map { index, rows in
                (index == 0 ? part.part : "\(continued) (cont.)", rows)
            }
        }
    }

    /// One part's rows in pages at most `height` tall: a page ends after its last result when the rest
    /// fits (a step ends with what the user saw), else before the row that does not fit; a result may
    /// widen its page to ``slide``'s widest rather than start a new one.
    static func split(_ rows: [Row], _ cast: Cast, _ title: String, height: Int) -> [[Row]] {
        func fits(_ rows: ArraySlice<Row>, width: Int = slide.width) -> Bool {
            Self.fits(Array(rows), cast.drawn(rows), title, height: height, width: width)
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
            } else if row.event.isResult && fits(page[...], width: slide.widest) {
                continue
            }
            pages.append(Array(page[..<end]))
            page = Array(page[end...])
        }
        return pages + [page]
    }

    /// Whether PlantUML (Debian's 1.2020, default scale) draws the rows within `height` and `width`, by
    /// sizes measured on the demos: a message row 29 px, to oneself 42, a note 39, a separator 43; the
    /// title and boxes 132, an actor's figure 95 more; text 7 px a character, the title's 8.5.
    static func fits(
        _ rows: [Row], _ participants: [Participant], _ title: String, height limit: Int = slide.height,
        width widthLimit: Int = slide.width
    ) -> Bool {
        func text(_ text: String) -> Int { 7 * spelledOut(text).count + 30 }
        let index = Dictionary(participants.enumerated().map { ($1.name, $0) }) { first, _ in first }
        let boxes = participants.map { text($0.name) }
        // Each lifeline's least distance from the one before: the boxes side by side, each message's
        // text between its two lifelines, a note's half on either side of its lifeline.
        var gaps = zip(boxes, boxes.dropFirst()).map { ($0 + $1) / 2 + 10 }
        var spans: [(from: Int, to: Int, width: Int)] = []
        var across = spelledOut(title).count * 17 / 2 + 40
        var overhang = (left: 0, right: 0)  // notes reaching past the outer lifelines' boxes
        var height = 132 + (participants.contains { $0.kind == .actor } ? 95 : 0)
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
                guard let at = index[row.observer] else { continue }
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
            x.append(spans.filter { $0.to == at + 1 }.reduce(x[at] + gap) { max($0, x[$1.from] + $1.width) })
        }
        let outer = ((boxes.first ?? 0) + (boxes.last ?? 0)) / 2 + overhang.left + overhang.right
        return height <= limit && max(across, (x.last ?? 0) + outer + 20) <= widthLimit
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

/// The participants of one run, each with an identifier both languages accept.
struct Cast {
    let participants: [Participant]
    private var ids: [String: String] = [:]

    /// A diagram needs someone to hang notes on: `fallback` stands in when nobody sends a message.
    init(_ participants: [Participant], fallback: String) {
        self.participants = participants.isEmpty ? [Participant(fallback)] : participants
        for participant in self.participants {
            let base = Self.identifier(participant.name)
            var (id, suffix) = (base, 2)
            while ids.values.contains(id) { (id, suffix) = ("\(base)_\(suffix)", suffix + 1) }
            ids[participant.name] = id
        }
    }

    func id(_ name: String) -> String { ids[name] ?? Self.identifier(name) }

    /// The rows of the events: a result is drawn beside the actor who last sent or received a message
    /// (before any did, the first actor, or the first participant if none).
    func rows(_ events: [TranscriptEvent]) -> [DiagramRenderer.Row] {
        let actors = participants.filter { $0.kind == .actor }.map(\.name)
        var observer = actors.first ?? participants[0].name
        return events.map { event in
            if case .message(let message) = event,
                let actor = [message.from, message.to].first(where: actors.contains)
            {
                observer = actor
            }
            return DiagramRenderer.Row(event: event, observer: observer)
        }
    }

    /// The participants the rows draw on, in the run's order; the first one if none.
    func drawn(_ rows: some Sequence<DiagramRenderer.Row>) -> [Participant] {
        let names = Set(rows.flatMap(\.names))
        let drawn = participants.filter { names.contains($0.name) }
        return drawn.isEmpty ? [participants[0]] : drawn
    }

    /// ASCII letters, digits and `_`; anything else becomes `_`.
    static func identifier(_ name: String) -> String {
        let id = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return id.isEmpty || id.first?.isNumber == true ? "p" + id : id
    }
}
