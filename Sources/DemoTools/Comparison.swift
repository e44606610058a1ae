import DemoSupport

/// `--compare VARIANT`: each scenario run in both designs, as one transcript: the plain diff of the
/// two designs' lines, then whether what the user sees (the results and refusals) is the same.
extension Demo {
    func compare(_ names: [String], with variant: String, palette: Palette, focus: Bool = false) -> [TextLine]
    {
        // Prose wraps two columns short, so that a marked line still fits in the transcript's width.
        var renderer = TextRenderer(demo: self, palette: palette, focus: focus)
        renderer.columns = TextRenderer.width - 2
        var lines = [
            TextLine("\(name): the default design against \(Option.variant.name) \(variant)"),
            TextLine(
                "Lines that only the default design prints start with -, lines only \(variant) prints with +."
            ),
        ]
        var differing: [String] = []
        var before: (base: ScenarioRun, other: ScenarioRun)?
        for name in names {
            guard let base = run(name, nil), let other = run(name, variant) else { continue }
            defer { before = (base, other) }
            let title = "== \(name): default | \(variant) =="
            lines += [TextLine(""), TextLine(title, palette.paint(.title, title), step: true)]
            // One width for both designs' role names, so a role both have reads the same in both.
            let width = (base.design.roles + other.design.roles).map(\.role.count).max()
            // Each design's lines as its own run prints them: roles the same as its scenario's before
            // are one line, `Roles: as in '<that scenario>'`.
            let body = { (run: ScenarioRun, earlier: ScenarioRun?) in
                renderer.body(
                    of: run, roleWidth: width,
                    rolesAsIn: run.sharesRoles(with: earlier) ? earlier?.scenario.name : nil)
            }
            let edits = diff(body(base, before?.base), body(other, before?.other), by: \.plain)
            lines += edits.map { Self.marked($0.mark, $0.element, palette: palette) }
            let results = base.transcript.results
            let same = results == other.transcript.results
            if !same { differing.append(name) }
            let refusals = results.filter { if case .refusal = $0 { true } else { false } }.count
            let verdict =
                same
                ? "what the user sees is the same in both designs (\(results.count - refusals) result"
                    + "\(results.count - refusals == 1 ? "" : "s"), \(refusals) refused)"
                : "what the user sees DIFFERS between the designs"
            if lines.last?.plain.isEmpty == false { lines.append(TextLine("")) }
            lines.append(TextLine("= \(verdict)", "= " + palette.paint(same ? .result : .refusal, verdict)))
        }
        let summary =
            differing.isEmpty
            ? "In every scenario compared (\(names.count)), the user sees the same results in both designs."
            : "The user sees different results in: \(differing.joined(separator: ", "))."
        return lines + [TextLine(""), TextLine(summary)]
    }

    /// A diff's line: `  text` when both designs print it, `- text` or `+ text` when one does (the
    /// whole line in the bold red of refusals or the bold green of results, whose boldness keeps them
    /// readable on black too).
    static func marked(_ mark: Character, _ line: TextLine, palette: Palette) -> TextLine {
        let text = line.plain.isEmpty ? (mark == " " ? "" : "\(mark)") : "\(mark) \(line.plain)"
        guard mark == " " else {
            return TextLine(
                text, palette.paint(mark == "-" ? .refusal : .result, text), step: line.startsStep)
        }
        return TextLine(text, line.plain.isEmpty ? "" : "  \(line.shown)", step: line.startsStep)
    }
}

/// Marks each element of `old` and `new`, in order, ` ` (both have it), `-` (only `old`) or `+` (only
/// `new`), from the standard library's `difference(from:)` of their keys; at each place where they
/// part, the removals come before the insertions.
func diff<Element, Key: Equatable>(_ old: [Element], _ new: [Element], by key: (Element) -> Key)
    -> [(mark: Character, element: Element)]
{
    let (oldKeys, newKeys) = (old.map(key), new.map(key))
    var (removed, inserted) = (
        [Bool](repeating: false, count: old.count), [Bool](repeating: false, count: new.count)
    )
    for change in newKeys.difference(from: oldKeys) {
        switch change {
        case .remove(let offset, _, _): removed[offset] = true
        case .insert(let offset, _, _): inserted[offset] = true
        }
    }
    var (i, j) = (0, 0)
    var marked: [(mark: Character, element: Element)] = []
    while i < old.count || j < new.count {
        if i < old.count && removed[i] {
            marked.append(("-", old[i]))
            i += 1
        } else if j < new.count && inserted[j] {
            marked.append(("+", new[j]))
            j += 1
        } else if i < old.count && j < new.count {
            // Neither removed nor inserted: the same line in both.
            marked.append((" ", old[i]))
            (i, j) = (i + 1, j + 1)
        } else {
            break  // never: what `difference(from:)` leaves of both is the same length
        }
    }
    return marked
}
