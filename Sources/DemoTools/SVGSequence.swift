/// A run's sequence diagram as inline SVG, drawn as the transcript draws it: a lifeline per
/// participant, an arrow per message line (a call solid, a reply dashed, a notification in its own
/// colour with an open head, a self-message a loop), a band per heading. Each arrow carries its
/// step's `data-step` (numbered from `first`); the participants' names are a second SVG that stays
/// on top while the pane scrolls.
struct SVGSequence {
    let trace: Trace
    /// The page-wide number of the run's first step.
    let first: Int

    /// Pixels per character of the 18 px monospace text the diagram uses (a little more than its 0.6 em).
    static let charWidth = 11.0
    static let fontSize = 18
    static let rowHeight = 46.0
    static let headHeight = 56.0
    static let margin = 20.0

    static func width(_ text: String) -> Double { Double(text.count) * charWidth }

    /// The widest a label's row gets, in characters: a longer label wraps after a comma or a space.
    static let labelColumns = 34

    /// A label in rows of at most ``labelColumns`` characters where it has a comma or space to break at.
    static func rows(_ text: String) -> [String] {
        var rows: [String] = []
        var row = ""
        var word = ""
        for character in text {
            word.append(character)
            guard character == " " else { continue }
            if !row.isEmpty && row.count + word.count > labelColumns {
                rows.append(row)
                row = ""
            }
            row += word
            word = ""
        }
        if !row.isEmpty && row.count + word.count > labelColumns {
            rows.append(row)
            row = ""
        }
        rows.append(row + word)
        return rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The width of a label's widest row.
    static func labelWidth(_ text: String) -> Double { rows(text).map(width).max() ?? 0 }

    /// The label's rows as `<text>`, the last at `y`, each row above the one after it.
    static func label(_ text: String, x: Double, y: Double, anchor: String?, downward: Bool = false) -> String
    {
        let rows = rows(text)
        let lift = downward ? 0 : Double(rows.count - 1) * 22
        return rows.enumerated().map { index, row in
            "<text x=\"\(n(x))\" y=\"\(n(y - lift + Double(index) * 22))\""
                + (anchor.map { " text-anchor=\"\($0)\"" } ?? "") + ">\(HTML.escape(row))</text>"
        }.joined()
    }

    /// Each participant's lifeline x, spaced so every label fits between the lifelines it joins.
    var columns: [Double] {
        let names = trace.participants.map(\.name)
        guard !names.isEmpty else { return [] }
        var gaps = Array(repeating: 140.0, count: max(0, names.count - 1))
        for (index, name) in names.enumerated() where index > 0 {
            gaps[index - 1] = max(gaps[index - 1], (Self.width(names[index - 1]) + Self.width(name)) / 2 + 40)
        }
        for step in trace.steps {
            guard let a = names.firstIndex(of: step.from), let b = names.firstIndex(of: step.to) else {
                continue
            }
            let (low, high) = (min(a, b), max(a, b))
            if low == high {
                if low < gaps.count { gaps[low] = max(gaps[low], Self.labelWidth(step.text) + 70) }
                continue
            }
            let need = (Self.labelWidth(step.text) + 30) / Double(high - low)
            for gap in low..<high { gaps[gap] = max(gaps[gap], need) }
        }
        var x = Self.margin + max(Self.width(names[0]) / 2 + 16, 60)
        var result = [x]
        for gap in gaps {
            x += gap
            result.append(x)
        }
        return result
    }

    /// The total width: the last lifeline, its name or a self-message's label, and a margin.
    func totalWidth(_ columns: [Double]) -> Double {
        guard let last = columns.last, let name = trace.participants.last?.name else { return 200 }
        // Every arrow from the last lifeline to itself: a self-message, and a call or reply to itself.
        let selfLabels = trace.steps.filter { $0.from == name && $0.to == name }.map {
            Self.labelWidth($0.text) + 60
        }
        return last + max(Self.width(name) / 2 + 16, selfLabels.max() ?? 0) + Self.margin
    }

    /// The participants' boxes, in an SVG of their own.
    func head() -> String {
        let columns = columns
        let width = totalWidth(columns)
        var out =
            "<svg class=\"seq-head\" width=\"\(n(width))\" height=\"\(n(Self.headHeight))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(Self.headHeight))\" font-size=\"\(Self.fontSize)\" role=\"img\" "
            + "aria-label=\"Participants: \(HTML.escape(trace.participants.map(\.name).joined(separator: ", ")))\">"
        for (participant, x) in zip(trace.participants, columns) {
            let boxWidth = Self.width(participant.name) + 24
            out +=
                "<g class=\"who \(participant.kind)\"><rect x=\"\(n(x - boxWidth / 2))\" y=\"8\" "
                + "width=\"\(n(boxWidth))\" height=\"40\" rx=\"\(participant.kind == "person" ? 20 : 4)\"/>"
                + "<text x=\"\(n(x))\" y=\"34\" text-anchor=\"middle\">\(HTML.escape(participant.name))</text></g>"
        }
        return out + "</svg>"
    }

    /// The lifelines, heading bands and arrows.
    func body() -> String {
        let columns = columns
        let names = trace.participants.map(\.name)
        let width = totalWidth(columns)
        var rows: [String] = []
        var y = 10.0
        var heading: String?
        for step in trace.steps {
            if step.heading != heading, let text = step.heading {
                heading = text
                y += 8
                rows.append(
                    "<g class=\"band\"><rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"34\"/>"
                        + "<text x=\"\(n(Self.margin))\" y=\"\(n(y + 24))\">\(HTML.escape(text))</text></g>")
                y += 34 + 6
            }
            guard let a = names.firstIndex(of: step.from), let b = names.firstIndex(of: step.to) else {
                continue
            }
            let number = first + step.number - 1
            let (x1, x2) = (columns[a], columns[b])
            let extra = Double(Self.rows(step.text).count - 1) * 22
            var g = "<g class=\"msg \(step.kind)\" data-step=\"\(number)\">"
            if a == b {
                let top = y + 14
                g +=
                    "<rect class=\"hit\" x=\"\(n(x1))\" y=\"\(n(y - 4))\" width=\"\(n(Self.labelWidth(step.text) + 60))\" height=\"\(n(Self.rowHeight + 8 + extra))\"/>"
                    + "<path d=\"M\(n(x1)) \(n(top)) h36 v18 h-34\" marker-end=\"url(#head-call)\"/>"
                    + Self.label(step.text, x: x1 + 44, y: top + 6, anchor: nil, downward: true)
                y += Self.rowHeight + 12 + extra
            } else {
                let lineY = y + 30 + extra
                let dir = x2 > x1 ? 1.0 : -1.0
                let marker =
                    step.kind == "reply"
                    ? "head-reply" : step.kind == "notification" ? "head-note" : "head-call"
                let middle = (x1 + x2) / 2
                // An arrow much longer than its label has the label by the sender, as a sequence diagram
                // is read from where a message starts (and a narrow pane shows that end).
                let wide = abs(x2 - x1) > Self.labelWidth(step.text) + 200
                g +=
                    "<rect class=\"hit\" x=\"\(n(min(x1, x2)))\" y=\"\(n(y + 2))\" width=\"\(n(abs(x2 - x1)))\" height=\"\(n(Self.rowHeight - 4 + extra))\"/>"
                    + "<line x1=\"\(n(x1))\" y1=\"\(n(lineY))\" x2=\"\(n(x2 - dir * 2))\" y2=\"\(n(lineY))\" marker-end=\"url(#\(marker))\"/>"
                    + Self.label(
                        step.text, x: wide ? x1 + dir * 14 : middle, y: lineY - 8,
                        anchor: wide ? (dir > 0 ? "start" : "end") : "middle")
                y += Self.rowHeight + extra
            }
            rows.append(g + "</g>")
        }
        let height = y + 20
        var out =
            "<svg class=\"seq\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "font-size=\"\(Self.fontSize)\" role=\"group\" aria-label=\"Sequence diagram of \(HTML.escape(trace.title))\">"
        out += "<g class=\"lifelines\">"
        for x in columns { out += "<line x1=\"\(n(x))\" y1=\"0\" x2=\"\(n(x))\" y2=\"\(n(height))\"/>" }
        return out + "</g>" + rows.joined() + "</svg>"
    }

    /// The arrowheads, defined once per page.
    static let markers =
        "<svg width=\"0\" height=\"0\" class=\"defs\" aria-hidden=\"true\"><defs>"
        + "<marker id=\"head-call\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"14\" markerHeight=\"14\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" class=\"mk-call\"/></marker>"
        + "<marker id=\"head-reply\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"14\" markerHeight=\"14\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10\" class=\"mk-open\"/></marker>"
        + "<marker id=\"head-note\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"16\" markerHeight=\"16\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10\" class=\"mk-note\"/></marker>"
        + "<marker id=\"tri\" viewBox=\"0 0 12 12\" refX=\"12\" refY=\"6\" markerWidth=\"20\" markerHeight=\"20\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path d=\"M0 0L12 6L0 12z\" class=\"mk-tri\"/></marker>"
        + "<marker id=\"diamond\" viewBox=\"0 0 16 10\" refX=\"0\" refY=\"5\" markerWidth=\"26\" markerHeight=\"16\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0 5L8 0L16 5L8 10z\" class=\"mk-tri\"/></marker>"
        + "</defs></svg>"
}

/// A coordinate as the page writes it: whole pixels, or one decimal.
func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let tenths = (value * 10).rounded()
    let whole = Int(tenths) / 10
    let rest = abs(Int(tenths) % 10)
    return rest == 0 ? String(Int(tenths) / 10) : "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(rest)"
}
