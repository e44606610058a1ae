/// `--compare VARIANT`: each scenario run in both designs, as one transcript in which the lines only
/// one design prints are marked, and a last line saying whether what the user sees is the same.
extension Demo {
    func compare(_ names: [String], with variant: String, palette: Palette, focus: Bool = false) -> [TextLine]
    {
        let renderer = TextRenderer(demo: self, palette: palette, focus: focus)
        var lines = [
            TextLine("\(name): the default design against --variant \(variant)"),
            TextLine(
                "Lines that only the default design prints start with -, lines only \(variant) prints with +."
            ),
        ]
        var differing: [String] = []
        for name in names {
            guard let base = run(name, nil), let other = run(name, variant) else { continue }
            let title = "== \(name): default | \(variant) =="
            lines += [TextLine(""), TextLine(title, palette.paint(.title, title), step: true)]
            // One width for both designs' role names, so a role both have reads the same in both.
            let width = (base.design.roles + other.design.roles).map(\.role.count).max()
            let bodies = (
                renderer.body(of: base, roleWidth: width), renderer.body(of: other, roleWidth: width)
            )
            for (mark, line) in Self.diff(bodies.0, bodies.1) {
                // `  text` on both sides, `- text` or `+ text` on one; a blank line stays blank.
                let painted = mark == " " ? mark : palette.paint(mark == "-" ? .removed : .added, mark)
                lines.append(
                    line.plain.isEmpty
                        ? TextLine(mark == " " ? "" : mark, mark == " " ? "" : painted)
                        : TextLine("\(mark) \(line.plain)", "\(painted) \(line.shown)", step: line.startsStep)
                )
            }
            let results = base.transcript.results
            let same = results == other.transcript.results
            if !same { differing.append(name) }
            let refusals = results.filter { if case .refusal = $0 { true } else { false } }.count
            let verdict =
                same
                ? "what the user sees is the same in both designs (\(results.count - refusals) result"
                    + "\(results.count - refusals == 1 ? "" : "s"), \(refusals) refused)"
                : "what the user sees DIFFERS between the designs"
            lines += [
                TextLine(""),
                TextLine("= \(verdict)", "= " + palette.paint(same ? .result : .refusal, verdict)),
            ]
        }
        let summary =
            differing.isEmpty
            ? "In every scenario compared (\(names.count)), the user sees the same results in both designs."
            : "The user sees different results in: \(differing.joined(separator: ", "))."
        return lines + [TextLine(""), TextLine(summary)]
    }

    /// The lines of `old` and `new` in order, each marked ` ` (both have it), `-` (only `old`) or `+`
    /// (only `new`): a longest common subsequence of their plain texts, removals before additions.
    static func diff(_ old: [TextLine], _ new: [TextLine]) -> [(String, TextLine)] {
        let width = new.count + 1
        // common[i * width + j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i * width + j] =
                    old[i].plain == new[j].plain
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var (i, j) = (0, 0)
        var marked: [(String, TextLine)] = []
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i].plain == new[j].plain {
                marked.append((" ", old[i]))
                (i, j) = (i + 1, j + 1)
            } else if j == new.count
                || (i < old.count && common[(i + 1) * width + j] >= common[i * width + j + 1])
            {
                marked.append(("-", old[i]))
                i += 1
            } else {
                marked.append(("+", new[j]))
                j += 1
            }
        }
        return marked
    }
}
