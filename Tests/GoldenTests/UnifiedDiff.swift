/// A unified diff of two texts (`--- expected`, `+++ actual`, `@@ -line,count +line,count @@`), so a
/// failing golden test reads like `diff -u`.
enum UnifiedDiff {
    fileprivate enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    static func make(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        if old == new {
            return "The outputs differ only in their final newline.\n"
        }
        let edits = diff(old, new)
        var text = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks(edits) {
            text += hunk
        }
        // A colour golden file holds escape sequences; shown raw they would colour the report itself.
        return text.replacing("\u{1B}", with: "\\e")
    }

    /// The first `lines` lines of a diff, then how many more there are, so one changed word in a
    /// long transcript cannot bury the rest of the report.
    static func capped(_ diff: String, lines: Int) -> String {
        let all = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
            diff.hasSuffix("\n") ? 1 : 0)
        guard all.count > lines else { return diff }
        return all.prefix(lines).map { "\($0)\n" }.joined() + "… \(all.count - lines) more lines\n"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Longest common subsequence of lines; outputs are small, so the table is too.
    private static func diff(_ old: [String], _ new: [String]) -> [Edit] {
        let rows = old.count + 1
        let columns = new.count + 1
        var table = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * columns + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * columns + j + 1] + 1
                    : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count,
                j == new.count || table[(i + 1) * columns + j] >= table[i * columns + j + 1]
            {
                // Removals first, as diff -u prints them.
                edits.append(.removed(old[i]))
                i += 1
            } else {
                edits.append(.added(new[j]))
                j += 1
            }
        }
        return edits
    }

    /// Groups changes with three lines of context around them.
    private static func hunks(_ edits: [Edit], context: Int = 3) -> [String] {
        let changed = edits.indices.filter { edits[$0] != .same(edits[$0].text) }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            // Line numbers where the hunk starts in each text.
            let before = edits[..<range.lowerBound]
            let oldStart = before.filter { !$0.isAdded }.count + 1
            let newStart = before.filter { !$0.isRemoved }.count + 1
            let body = edits[range]
            let oldCount = body.filter { !$0.isAdded }.count
            let newCount = body.filter { !$0.isRemoved }.count
            // As in diff -u, an empty side names the line before the hunk.
            let oldLine = oldCount == 0 ? oldStart - 1 : oldStart
            let newLine = newCount == 0 ? newStart - 1 : newStart
            var text = "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n"
            for edit in body {
                switch edit {
                case .same(let line): text += " \(line)\n"
                case .removed(let line): text += "-\(line)\n"
                case .added(let line): text += "+\(line)\n"
                }
            }
            return text
        }
    }
}

extension UnifiedDiff.Edit {
    fileprivate var text: String {
        switch self {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }
    fileprivate var isAdded: Bool { if case .added = self { true } else { false } }
    fileprivate var isRemoved: Bool { if case .removed = self { true } else { false } }
}
