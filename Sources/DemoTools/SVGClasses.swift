/// One picture of a scenario's class diagram as inline SVG, laid out on a grid: each relation places
/// its second type beside its first in its declared direction (`.pointing(.right)`), or, undeclared,
/// a protocol or superclass above and anything else to the right; a taken cell moves the type on.
/// No graph engine: a relation's arrow is a straight line between the two boxes' edges.
struct SVGClasses {
    let picture: Trace.Picture

    static let lineHeight = 24.0
    static let gap = (x: 150.0, y: 90.0)

    /// The gap between columns: wide enough for the longest label of an arrow across it (to a limit).
    var columnGap: Double {
        let labels = picture.links.map { SVGSequence.width(Self.label($0)) + 40 }
        return min(max(Self.gap.x, labels.max() ?? 0), 360)
    }

    /// Each class's cell, columns and rows from 0.
    var cells: [String: (x: Int, y: Int)] {
        var cells: [String: (x: Int, y: Int)] = [:]
        let names = picture.classes.map(\.name)
        func taken(_ cell: (x: Int, y: Int)) -> Bool { cells.values.contains { $0 == cell } }
        func place(_ name: String, near cell: (x: Int, y: Int), _ step: (x: Int, y: Int)) {
            // A taken cell: the next free one beside it, across the direction (siblings side by side).
            var spot = cell
            var along = 0
            while taken(spot) {
                along += 1
                spot = step.y != 0 ? (cell.x + along, cell.y) : (cell.x, cell.y + along)
            }
            cells[name] = spot
        }
        func offset(_ link: Trace.Link) -> (x: Int, y: Int) {
            switch link.direction ?? (["conforms", "inherits"].contains(link.kind) ? "up" : "right") {
            case "up": (0, -1)
            case "down": (0, 1)
            case "left": (-1, 0)
            default: (1, 0)
            }
        }
        for name in names where cells[name] == nil {
            let right = (cells.values.map(\.x).max() ?? -2) + 2
            cells[name] = cells.isEmpty ? (0, 0) : (right, 0)
            var changed = true
            while changed {
                changed = false
                for link in picture.links {
                    let step = offset(link)
                    if let from = cells[link.from], cells[link.to] == nil {
                        place(link.to, near: (from.x + step.x, from.y + step.y), step)
                        changed = true
                    } else if let to = cells[link.to], cells[link.from] == nil {
                        place(link.from, near: (to.x - step.x, to.y - step.y), (-step.x, -step.y))
                        changed = true
                    }
                }
            }
        }
        // Columns and rows from 0, without empty ones.
        let xs = Set(cells.values.map(\.x)).sorted()
        let ys = Set(cells.values.map(\.y)).sorted()
        return cells.mapValues { (xs.firstIndex(of: $0.x) ?? 0, ys.firstIndex(of: $0.y) ?? 0) }
    }

    /// A class's lines: its stereotypes, its name, its operations.
    static func lines(_ box: Trace.ClassBox) -> [String] {
        let stereotype =
            box.stereotypes.isEmpty
            ? (box.isProtocol ? ["«protocol»"] : []) : ["«" + box.stereotypes.joined(separator: ", ") + "»"]
        return stereotype + [box.name] + box.operations
    }

    static func size(_ box: Trace.ClassBox) -> (width: Double, height: Double) {
        let lines = lines(box)
        let width = (lines.map(SVGSequence.width).max() ?? 0) + 28
        return (width, Double(lines.count) * lineHeight + 20 + (box.operations.isEmpty ? 0 : 8))
    }

    func render() -> String {
        let cells = cells
        let gapX = columnGap
        let columns = (cells.values.map(\.x).max() ?? 0) + 1
        let rows = (cells.values.map(\.y).max() ?? 0) + 1
        var widths = Array(repeating: 0.0, count: columns)
        var heights = Array(repeating: 0.0, count: rows)
        for box in picture.classes {
            guard let cell = cells[box.name] else { continue }
            let size = Self.size(box)
            widths[cell.x] = max(widths[cell.x], size.width)
            heights[cell.y] = max(heights[cell.y], size.height)
        }
        let left = widths.indices.map { index in
            20 + widths[..<index].reduce(0, +) + Double(index) * gapX
        }
        let top = heights.indices.map { index in
            20 + heights[..<index].reduce(0, +) + Double(index) * Self.gap.y
        }
        // Each box's rectangle, centred in its cell.
        var frames: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
        for box in picture.classes {
            guard let cell = cells[box.name] else { continue }
            let size = Self.size(box)
            frames[box.name] = (
                left[cell.x] + (widths[cell.x] - size.width) / 2,
                top[cell.y] + (heights[cell.y] - size.height) / 2,
                size.width, size.height
            )
        }
        let width = (left.last ?? 0) + (widths.last ?? 0) + 20
        let height = (top.last ?? 0) + (heights.last ?? 0) + 20
        var out =
            "<svg class=\"classes\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "font-size=\"\(SVGSequence.fontSize)\" role=\"img\" aria-label=\"Class diagram: \(HTML.escape(picture.title))\">"
        // The relations of two types in one direction share an arrow, as in the text diagrams (held and
        // called: a diamond, and the operation); two types joined both ways get arrows side by side.
        var arrows: [Trace.Link] = []
        for link in picture.links {
            let shares = !["conforms", "inherits"].contains(link.kind)
            if shares,
                let index = arrows.firstIndex(where: {
                    $0.from == link.from && $0.to == link.to && !["conforms", "inherits"].contains($0.kind)
                })
            {
                arrows[index] = Self.merged(arrows[index], link)
            } else {
                arrows.append(link)
            }
        }
        var drawn: [String: Int] = [:]
        for link in arrows {
            guard let a = frames[link.from], let b = frames[link.to] else { continue }
            let key = [link.from, link.to].sorted().joined(separator: "|")
            let index = drawn[key, default: 0]
            drawn[key] = index + 1
            out += Self.arrow(link, from: a, to: b, shift: Double(index) * 22)
        }
        for box in picture.classes {
            guard let frame = frames[box.name] else { continue }
            let lines = Self.lines(box)
            let nameIndex = lines.firstIndex(of: box.name) ?? 0
            out +=
                "<g class=\"cls\(box.isProtocol ? " protocol" : "")\" data-class=\"\(HTML.escape(box.name))\">"
                + "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"3\"/>"
            for (index, line) in lines.enumerated() {
                let y = frame.y + 28 + Double(index) * Self.lineHeight + (index > nameIndex ? 8 : 0)
                let isName = index == nameIndex
                if isName && !box.operations.isEmpty {
                    let ruleY = y + 10
                    out +=
                        "<line class=\"rule\" x1=\"\(n(frame.x))\" y1=\"\(n(ruleY))\" x2=\"\(n(frame.x + frame.width))\" y2=\"\(n(ruleY))\"/>"
                }
                let anchor = index <= nameIndex ? " text-anchor=\"middle\"" : ""
                let x = index <= nameIndex ? frame.x + frame.width / 2 : frame.x + 14
                out +=
                    "<text x=\"\(n(x))\" y=\"\(n(y))\"\(anchor)\(isName ? " class=\"name\"" : "")>\(HTML.escape(line))</text>"
            }
            out += "</g>"
        }
        return out + "</svg>"
    }

    /// Two relations of the same two types as one arrow: drawn as the stronger (holds, weak, notifies,
    /// then the others), labelled with both.
    static func merged(_ a: Trace.Link, _ b: Trace.Link) -> Trace.Link {
        let order = ["holds", "weak", "notifies"]
        let rank = { (kind: String) in order.firstIndex(of: kind) ?? order.count }
        let labels = [a, b].map(label).filter { !$0.isEmpty }.uniqued()
        let kind = rank(a.kind) <= rank(b.kind) ? a.kind : b.kind
        return Trace.Link(
            kind: kind, from: a.from, to: a.to, label: labels.joined(separator: ", "),
            direction: a.direction ?? b.direction)
    }

    /// What an arrow says: the operation, `weak`, or how a state becomes another.
    static func label(_ link: Trace.Link) -> String {
        switch link.kind {
        case "becomes": "becomes, on \(link.label ?? "")"
        case "weak": link.label ?? "weak"
        case "conforms", "inherits": ""
        case "holds": link.label ?? ""
        default: link.label ?? link.kind
        }
    }

    /// A relation's arrow between two boxes' edges, as the text diagrams draw it: realisation dashed and
    /// inheritance solid with a hollow triangle; holding with a diamond at the holder (dashed when weak);
    /// a notification in its colour; a call, creation, taking or becoming dashed with its label.
    static func arrow(
        _ link: Trace.Link, from a: (x: Double, y: Double, width: Double, height: Double),
        to b: (x: Double, y: Double, width: Double, height: Double), shift: Double
    ) -> String {
        let label = label(link)
        // A type related to itself (a state that stays the current state): a loop on its right side.
        if link.from == link.to {
            let (x, y) = (a.x + a.width, a.y + a.height / 2 + shift)
            return
                "<g class=\"rel \(link.kind)\"><title>\(HTML.escape("\(link.from) \(link.kind) \(link.to)"))</title>"
                + "<path d=\"M\(n(x)) \(n(y - 12)) h30 v24 h-30\" fill=\"none\" stroke-dasharray=\"7 5\" marker-end=\"url(#head-reply)\"/>"
                + (label.isEmpty
                    ? "" : "<text x=\"\(n(x + 36))\" y=\"\(n(y + 6))\">\(HTML.escape(label))</text>") + "</g>"
        }
        let (ax, ay) = (a.x + a.width / 2, a.y + a.height / 2)
        let (bx, by) = (b.x + b.width / 2, b.y + b.height / 2)
        let (dx, dy) = (bx - ax, by - ay)
        let length = max((dx * dx + dy * dy).squareRoot(), 1)
        // Shifted sideways, perpendicular to the line, for a second arrow between the same two types.
        let (px, py) = (-dy / length * shift, dx / length * shift)
        func edge(
            _ frame: (x: Double, y: Double, width: Double, height: Double), _ cx: Double, _ cy: Double,
            _ sign: Double
        )
            -> (Double, Double)
        {
            let (ux, uy) = (dx * sign, dy * sign)
            let tx = ux == 0 ? Double.infinity : (frame.width / 2) / abs(ux)
            let ty = uy == 0 ? Double.infinity : (frame.height / 2) / abs(uy)
            let t = min(tx, ty)
            return (cx + ux * t + px, cy + uy * t + py)
        }
        let start = edge(a, ax, ay, 1)
        let end = edge(b, bx, by, -1)
        let (kind, dashed): (String, Bool) =
            switch link.kind {
            case "conforms": ("tri", true)
            case "inherits": ("tri", false)
            case "holds": ("hold", false)
            case "weak": ("hold", true)
            case "notifies": ("note", false)
            default: ("use", true)
            }
        let head = kind == "tri" ? "url(#tri)" : kind == "note" ? "url(#head-note)" : "url(#head-reply)"
        let tail = kind == "hold" ? " marker-start=\"url(#diamond)\"" : ""
        var out =
            "<g class=\"rel \(link.kind)\"><title>\(HTML.escape("\(link.from) \(link.kind) \(link.to)"))</title>"
            + "<line x1=\"\(n(start.0))\" y1=\"\(n(start.1))\" x2=\"\(n(end.0))\" y2=\"\(n(end.1))\" marker-end=\"\(head)\"\(tail)"
            + (dashed ? " stroke-dasharray=\"7 5\"" : "") + "/>"
        if !label.isEmpty {
            // Halfway; a second arrow between the same two types a third of the way from its start,
            // so two arrows, one each way, keep their labels apart.
            let along = shift == 0 ? 0.5 : 0.33
            let (mx, my) = (start.0 + (end.0 - start.0) * along, start.1 + (end.1 - start.1) * along)
            let vertical = abs(dx) < abs(dy)
            out +=
                "<text x=\"\(n(mx + (vertical ? 8 : 0)))\" y=\"\(n(my - (vertical ? 0 : 8)))\""
                + (vertical ? "" : " text-anchor=\"middle\"") + ">\(HTML.escape(label))</text>"
        }
        return out + "</g>"
    }
}
