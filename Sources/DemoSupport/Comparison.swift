/// `--compare VARIANT`: each scenario run in both designs, as one transcript in which the lines only
/// one design prints are marked, a difference that recurs is folded, and a last line says whether
/// what the user sees is the same.
extension Demo {
    func compare(_ names: [String], with variant: String, palette: Palette) -> [TextLine] {
        let renderer = TextRenderer(demo: self, palette: palette)
        var lines = [
            TextLine("\(name): the default design against \(Option.variant.name) \(variant)"),
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
            lines += Self.folded(diff(bodies.0, bodies.1, by: \.plain), palette: palette)
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

    /// A diff's lines: `  text` on both sides, `- text` or `+ text` (the whole line in colour) on one.
    /// A difference (the lines between two common ones) that repeats an earlier one of the scenario,
    /// word for word or with some words replaced, is one `~` line that says which, how, and how often.
    static func folded(_ edits: [(mark: Character, element: TextLine)], palette: Palette) -> [TextLine] {
        var parts: [[(mark: Character, element: TextLine)]] = []
        for edit in edits {
            if edit.mark != " ", let last = parts.last?.last, last.mark != " " {
                parts[parts.count - 1].append(edit)
            } else {
                parts.append([edit])
            }
        }
        // The difference each one repeats, and the words to replace in it, if it repeats one.
        var repeats = [(of: Int, words: [(Substring, Substring)])?](repeating: nil, count: parts.count)
        for index in parts.indices where parts[index][0].mark != " " {
            repeats[index] =
                parts.indices.prefix(index).lazy.filter { parts[$0][0].mark != " " && repeats[$0] == nil }
                .compactMap { earlier in replaced(parts[earlier], parts[index]).map { (earlier, $0) } }.first
        }
        var lines: [TextLine] = []
        for (index, part) in parts.enumerated() {
            guard let (first, words) = repeats[index] else {
                lines += part.map { mark, line in
                    let text = line.plain.isEmpty ? (mark == " " ? "" : "\(mark)") : "\(mark) \(line.plain)"
                    return mark == " "
                        ? TextLine(text, line.plain.isEmpty ? "" : "  \(line.shown)", step: line.startsStep)
                        : TextLine(text, palette.paint(.only(mark == "-"), text), step: line.startsStep)
                }
                continue
            }
            let group = parts.indices.filter { $0 == first || repeats[$0]?.of == first }
            let how = words.map { ", \($0.1) for \($0.0)" }.joined()
            lines.append(
                TextLine(
                    "~ the \(parts[first].count) lines from \"\(escaped(parts[first][0].element.plain, limit: 40, quote: "\""))\" again "
                        + "(\(group.filter { $0 <= index }.count) of \(group.count))\(how)"))
        }
        return lines
    }

    /// The words of `shown` that `again` replaces (at most four), or nil when it is no repeat of it.
    private static func replaced(
        _ shown: [(mark: Character, element: TextLine)], _ again: [(mark: Character, element: TextLine)]
    ) -> [(Substring, Substring)]? {
        // Two lines are not worth a fold; a difference that starts with a blank line has no name.
        guard shown.count == again.count, shown.count > 2, !shown[0].element.plain.isEmpty else { return nil }
        let isWord = { (word: Substring) in word.first.map { $0.isLetter || $0.isNumber } ?? false }
        var pairs: [(Substring, Substring)] = []
        for (old, new) in zip(shown, again) {
            let words = (Self.words(old.element.plain), Self.words(new.element.plain))
            guard old.mark == new.mark, words.0.count == words.1.count else { return nil }
            for (word, replacement) in zip(words.0, words.1) {
                if let pair = pairs.first(where: { $0.0 == word }) {
                    guard pair.1 == replacement else { return nil }
                } else {
                    guard word == replacement || (isWord(word) && isWord(replacement)) else { return nil }
                    pairs.append((word, replacement))
                }
            }
        }
        let replaced = pairs.filter { $0.0 != $0.1 }
        return replaced.count <= 4 ? replaced : nil
    }

    /// A line's words (letters and digits) and the single characters between them.
    private static func words(_ line: String) -> [Substring] {
        var words: [Substring] = []
        var rest = line[...]
        while let first = rest.first {
            let word =
                first.isLetter || first.isNumber ? rest.prefix { $0.isLetter || $0.isNumber } : rest.prefix(1)
            words.append(word)
            rest = rest.dropFirst(word.count)
        }
        return words
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
