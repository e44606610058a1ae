@testable import DemoSupport
@testable import DemoTools

/// A unified diff of two texts (`--- expected`, `+++ actual`, `@@ -line,count +line,count @@`), so a
/// failing golden test reads like `diff -u`.
enum UnifiedDiff {
    static func make(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        if old == new {
            return "The outputs differ only in their final newline.\n"
        }
        let edits = diff(old, new, by: { $0 })
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

    /// Groups changes with three lines of context around them.
    private static func hunks(_ edits: [(mark: Character, element: String)], context: Int = 3) -> [String] {
        let changed = edits.indices.filter { edits[$0].mark != " " }
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
            let oldStart = before.filter { $0.mark != "+" }.count + 1
            let newStart = before.filter { $0.mark != "-" }.count + 1
            let body = edits[range]
            let oldCount = body.filter { $0.mark != "+" }.count
            let newCount = body.filter { $0.mark != "-" }.count
            // As in diff -u, an empty side names the line before the hunk.
            let oldLine = oldCount == 0 ? oldStart - 1 : oldStart
            let newLine = newCount == 0 ? newStart - 1 : newStart
            return "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n"
                + body.map { "\($0.mark)\($0.element)\n" }.joined()
        }
    }
}
