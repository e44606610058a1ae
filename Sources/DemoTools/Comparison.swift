import DemoSupport

/// `--compare VARIANT`: each scenario run in both designs, as one transcript in which the lines only
/// one design prints are marked, a difference that recurs is folded, and a last line says whether
/// what the user sees is the same.
extension Demo {
    func compare(_ names: [String], with variant: String, palette: Palette, focus: Bool = false) -> [TextLine]
    {
        let renderer = TextRenderer(demo: self, palette: palette, focus: focus)
        var lines = [
            TextLine("\(name): the default design against \(Option.variant.name) \(variant)"),
            TextLine(
                "Lines that only the default design prints start with -, lines only \(variant) prints with +."
            ),
        ]
        var differing: [String] = []
        var shownRoles: [String: String] = [:]  // a marked role line, and the scenario that showed it
        for name in names {
            guard let base = run(name, nil), let other = run(name, variant) else { continue }
            let title = "== \(name): default | \(variant) =="
            lines += [TextLine(""), TextLine(title, palette.paint(.title, title), step: true)]
            // One width for both designs' role names, so a role both have reads the same in both.
            let width = (base.design.roles + other.design.roles).map(\.role.count).max()
            let bodies = (
                renderer.body(of: base, roleWidth: width), renderer.body(of: other, roleWidth: width)
            )
            // A body is its purpose, `Roles:`, the role lines, then the rest.
            let roleLines = Set(
                bodies.0.dropFirst(2).prefix(base.design.roles.count).map(\.plain)
                    + bodies.1.dropFirst(2).prefix(other.design.roles.count).map(\.plain))
            var edits = diff(bodies.0, bodies.1, by: \.plain)
            // A role line one design printed, in these words, for an earlier scenario is hidden.
            var repeated: [String] = []
            edits.removeAll { mark, line in
                guard mark != " ", roleLines.contains(line.plain) else { return false }
                let key = "\(mark)\(line.plain)"
                guard let first = shownRoles[key] else {
                    shownRoles[key] = name
                    return false
                }
                repeated.append(first)
                return true
            }
            if let last = edits.lastIndex(where: { roleLines.contains($0.element.plain) }), !repeated.isEmpty
            {
                let scenarios = repeated.uniqued().map { "'\($0)'" }.joined(separator: " and ")
                let count = "\(repeated.count) more role line\(repeated.count == 1 ? "" : "s")"
                edits.insert(("~", TextLine("~ \(count), as in \(scenarios)")), at: last + 1)
            }
            lines += Self.folded(edits, palette: palette)
            let results = base.transcript.results
            let same = results == other.transcript.results
            if !same { differing.append(name) }
            let refusals = results.filter { if case .refusal = $0 { true } else { false } }.count
            let verdict =
                same
                ? "what the user sees is the same in both designs (\(results.count - refusals) result"
                    + "\(results.count - refusals == 1 ? "" : "s"), \(refusals) refused)"
                : "what the user sees DIFFERS between the designs"
            // A blank line ends the transcript's lines; a `~` line, like the verdict, is the comparison's.
            if lines.last?.plain.hasPrefix("~ ") == false { lines.append(TextLine("")) }
            lines.append(TextLine("= \(verdict)", "= " + palette.paint(same ? .result : .refusal, verdict)))
        }
        let summary =
            differing.isEmpty
            ? "In every scenario compared (\(names.count)), the user sees the same results in both designs."
            : "The user sees different results in: \(differing.joined(separator: ", "))."
        return lines + [TextLine(""), TextLine(summary)]
    }

    /// A diff's lines: `  text` on both sides, `- text` or `+ text` on one (the whole line in the bold red
    /// of refusals or the bold green of results, whose boldness keeps them readable on black too),
    /// and a `~ text` line as it is. A difference (three or more marked lines) of the same shape as an
    /// earlier one (the same lines but for names and values), or as its end, is hidden; each run of such,
    /// with the results that follow them, becomes one `~` line, which names the participants they
    /// bring in that no line shown yet has.
    static func folded(_ edits: [(mark: Character, element: TextLine)], palette: Palette) -> [TextLine] {
        let marked = { (mark: Character) in mark == "-" || mark == "+" }
        var parts: [[(mark: Character, element: TextLine)]] = []
        for edit in edits {
            if marked(edit.mark), let last = parts.last?.last, marked(last.mark) {
                parts[parts.count - 1].append(edit)
            } else {
                parts.append([edit])
            }
        }
        struct Fold {
            var firsts: [String] = [], new: [String] = [], times = 0, results = 0, refusals = 0
            var partial = false, blank = false
        }
        var (lines, fold, participants) = ([TextLine](), Fold?.none, [String]())
        var shown: [(shape: [String], first: String)] = []
        func close() {
            guard let fold else { return }
            let plural = { (count: Int, noun: String) in "\(count) \(noun)\(count == 1 ? "" : "s")" }
            let list = { (names: [String]) in
                names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "")
                    + (names.last ?? "")
            }
            let seen = [(fold.results, "result"), (fold.refusals, "refusal")].filter { $0.0 > 0 }.map {
                plural($0.0, $0.1)
            }
            let (one, it) = fold.firsts.count == 1 ? ("one", "its end") : ("ones", "their ends")
            lines.append(
                TextLine(
                    "~ \(plural(fold.times, "more difference")) of the same shape as the \(one) at "
                        + list(fold.firsts.map { "'\(escaped($0, limit: 40, quote: "'"))'" })
                        + (fold.partial ? ", or as \(it)" : "")
                        + (fold.new.isEmpty ? "" : "; they bring in \(list(fold.new))")
                        + (seen.isEmpty ? "" : "; \(list(seen)), the same in both designs")))
            if fold.blank { lines.append(TextLine("")) }
        }
        for part in parts {
            let (mark, line) = part[0]
            let shape = part.map { "\($0.mark)" + Self.shape($0.element.plain) }
            let side = { (shape: [String], mark: Character) -> [String] in shape.filter { $0.first == mark } }
            // The earlier difference, or its end: without its first k lines of each design when those are
            // the same step in both (of one shape pair by pair, such as a field's rule being set).
            let within = { (earlier: [String]) -> Bool in
                let (old, new) = (side(earlier, "-"), side(earlier, "+"))
                let k = old.count - side(shape, "-").count
                return k >= 0 && k == new.count - side(shape, "+").count
                    && Array(old.dropFirst(k) + new.dropFirst(k)) == shape
                    && zip(old.prefix(k), new.prefix(k)).allSatisfy { $0.dropFirst() == $1.dropFirst() }
            }
            if marked(mark), part.count > 2,
                let earlier = shown.first(where: { $0.shape == shape })
                    ?? shown.last(where: { within($0.shape) })
            {
                var hiding = fold ?? Fold()
                hiding.times += 1
                hiding.partial = hiding.partial || earlier.shape != shape
                hiding.firsts += hiding.firsts.contains(earlier.first) ? [] : [earlier.first]
                hiding.new += part.flatMap(\.element.participants).filter { !participants.contains($0) }
                    .uniqued().filter { !hiding.new.contains($0) }
                fold = hiding
            } else if mark == " ", fold != nil, line.plain.isEmpty || line.plain.hasPrefix("=> ") {
                if line.plain.hasPrefix("=> refused: ") {
                    fold?.refusals += 1
                } else if !line.plain.isEmpty {
                    fold?.results += 1
                }
                fold?.blank = line.plain.isEmpty
            } else {
                close()
                fold = nil
                // A difference is named by its first line with text (a blank line names nothing).
                let first = part.first { !$0.element.plain.isEmpty }?.element.plain ?? line.plain
                if marked(mark) && part.count > 2 { shown.append((shape, first)) }
                participants += part.flatMap(\.element.participants)
                lines += part.map { mark, line in
                    let text = line.plain.isEmpty ? (mark == " " ? "" : "\(mark)") : "\(mark) \(line.plain)"
                    switch mark {
                    case "~": return line
                    case " ":
                        return TextLine(
                            text, line.plain.isEmpty ? "" : "  \(line.shown)", step: line.startsStep)
                    default:
                        return TextLine(
                            text, palette.paint(mark == "-" ? .refusal : .result, text), step: line.startsStep
                        )
                    }
                }
            }
        }
        close()
        return lines
    }

    /// A line with each word (letters, digits and `_.-@`) as `w`, arrows kept: two lines of one shape
    /// differ in words (names and values) only, never in the kind of message.
    private static func shape(_ line: String) -> String {
        var shape = ""
        for (index, token) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            shape += index == 0 ? "" : " "
            guard !TextRenderer.arrows.values.contains(String(token)) else { shape += token; continue }
            for character in token {
                let inWord = character.isLetter || character.isNumber || "_.-@".contains(character)
                if !inWord || shape.last != "\u{0}" { shape.append(inWord ? "\u{0}" : character) }
            }
        }
        return shape
    }
}

/// Marks each element of `old` and `new`, in order, ` ` (both have it), `-` (only `old`) or `+` (only
/// `new`): a longest common subsequence of their keys, removals before additions.
func diff<Element, Key: Equatable>(_ old: [Element], _ new: [Element], by key: (Element) -> Key)
    -> [(mark: Character, element: Element)]
{
    let (old, new) = (old.map { ($0, key($0)) }, new.map { ($0, key($0)) })
    let width = new.count + 1
    // common[i * width + j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in old.indices.reversed() {
        for j in new.indices.reversed() {
            common[i * width + j] =
                old[i].1 == new[j].1
                ? common[(i + 1) * width + j + 1] + 1
                : max(common[(i + 1) * width + j], common[i * width + j + 1])
        }
    }
    var (i, j) = (0, 0)
    var marked: [(mark: Character, element: Element)] = []
    while i < old.count || j < new.count {
        if i < old.count && j < new.count && old[i].1 == new[j].1 {
            marked.append((" ", old[i].0))
            (i, j) = (i + 1, j + 1)
        } else if j == new.count
            || (i < old.count && common[(i + 1) * width + j] >= common[i * width + j + 1])
        {
            marked.append(("-", old[i].0))
            i += 1
        } else {
            marked.append(("+", new[j].0))
            j += 1
        }
    }
    return marked
}
