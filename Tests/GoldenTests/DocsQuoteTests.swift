import Foundation
import Testing

/// A docs page quotes code only from the sources, so a snippet cannot drift from the code it explains.
///
/// Every ```` ```swift ```` block is a quote: the nearest non-blank line before its fence links to the
/// file with the quoted lines, `[...](../Sources/StrategyDemo/Strategy/Login/LoginController.swift#L40-L52)`
/// (`#L7` for one line), and the block is those lines with their common indentation removed.
@Suite("Docs quotes")
struct DocsQuoteTests {
    @Test func everySwiftBlockQuotesTheLinesItNames() throws {
        let root = Golden.packageRoot
        let problems = try DocsLinkTests.pages().flatMap { page in
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            return Self.problems(
                in: try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8), page: page
            ) { path in
                try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            }
        }
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
        GoldenSummary.shared.add(docs: problems, "Swift quote", shownBy: "DocsQuoteTests")
    }

    @Test func aDriftedOrUnlinkedQuoteIsFound() {
        let source = "struct A {\n    func f() {\n        g()\n    }\n}\n"
        let page = """
            [f](A.swift#L2-L4)
            ```swift
            func f() {
                g()
            }
            ```
            [f, one line off](A.swift#L3-L5)

            ```swift
            func f() {
            ```
            ```swift
            let unlinked = 1
            ```
            """
        #expect(
            Self.problems(in: page, page: "p.md") { $0 == "A.swift" ? source : nil } == [
                "p.md:9: the quote is not lines 3-5 of A.swift; it is at lines 2-2",
                "p.md:12: no source link before the block",
            ])
    }

    /// Every transcript line a page quotes, in a ```` ```text ```` or ```` ```diff ```` block or in prose
    /// (backticked), is one that some golden file (or an exercise's expected output) holds.
    @Test func everyQuotedTranscriptLineIsPrinted() throws {
        let root = Golden.packageRoot
        let outputs = try ["Tests/Golden", "Tests/Exercises"].flatMap { folder in
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return try (enumerator?.compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "txt" && !$0.lastPathComponent.hasPrefix("color") }
                .map { try String(contentsOf: $0, encoding: .utf8) }
        }
        let printed = Self.printedLines(outputs)
        let problems = try DocsLinkTests.pages().flatMap { page in
            Self.unprintedQuotes(
                in: try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8), page: page,
                printed: printed)
        }
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
        GoldenSummary.shared.add(docs: problems, "transcript quote", shownBy: "DocsQuoteTests")
    }

    @Test func aQuoteNoDemoPrintsIsFound() {
        let printed = Self.printedLines(["a -> b: f(x: 1)\nb --> a: 2\n=> b shows 2\n=> refused: no\n"])
        let page = """
            The call `a -> b: f(x: 1)` answers `b --> a: 3`, and `b -> c: g(...)` is elided; `A -> B: f(x)`
            is the schema, `=> refused:` a prefix, and `b --> a:
            5` wraps.
            ```text
            a -> b: f(x: 1)          a call
            => b shows 2
            => b shows 3
            ```
            ```diff
            -b --> a: 2
            +b --> a: 4
            ```
            """
        #expect(
            Self.unprintedQuotes(in: page, page: "p.md", printed: printed) == [
                "p.md:1: `b --> a: 3` is printed by no demo (no golden file holds it)",
                "p.md:1: `b -> c: g(...)` is printed by no demo (no golden file holds it)",
                "p.md:2: `b --> a: 5` is printed by no demo (no golden file holds it)",
                "p.md:7: `=> b shows 3` is printed by no demo (no golden file holds it)",
                "p.md:11: `b --> a: 4` is printed by no demo (no golden file holds it)",
            ])
    }

    /// Every line the outputs hold, with runs of spaces made one (prose wraps and indents).
    static func printedLines(_ outputs: [String]) -> Set<String> {
        Set(outputs.flatMap { $0.split(separator: "\n").map { collapsed(String($0)) } })
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `text` reads as a transcript line: a message (`a -> b: f()`, `-->`, `~>`), a result
    /// (`=> ...`), a heading (`-- ... --`) or a note; the README's schema (`A -> B: f(x)`,
    /// `caller -> callee: ...`) is no quote.
    static func isTranscriptLine(_ text: String) -> Bool {
        if let message = text.firstMatch(of: /^([^`]+?) (?:->|-->|~>) ([^`]+?): .+$/) {
            let schema: Set<Substring> = ["A", "B", "caller", "callee"]
            return !schema.contains(message.1) && !schema.contains(message.2)
        }
        let placeholders: Set<String> = ["-- text --", "-- heading --", "-- ... --"]
        return text.hasPrefix("=> ") || text.hasPrefix("note: ")
            || (text.hasPrefix("-- ") && text.hasSuffix(" --") && !placeholders.contains(text))
    }

    /// Whether some output holds `quote`: the line itself or, where the quote elides with `...` or
    /// `…`, a line it fits; a quote that ends before its text (`=> refused:`) begins some line.
    static func isPrinted(_ quote: String, in printed: Set<String>) -> Bool {
        if printed.contains(quote) { return true }
        if quote.hasSuffix(":") || !quote.contains(" ") { return printed.contains { $0.hasPrefix(quote) } }
        let parts = quote.components(separatedBy: "...").flatMap { $0.components(separatedBy: "…") }
        guard parts.count > 1,
            let pattern = try? Regex(
                parts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".*"))
        else { return false }
        return printed.contains { $0.wholeMatch(of: pattern) != nil }
    }

    /// The transcript lines a page quotes that no output holds, with the page's line.
    static func unprintedQuotes(in text: String, page: String, printed: Set<String>) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var quotes: [(line: Int, text: String)] = []
        var fence: String?
        var open: (line: Int, text: String)?  // a prose span that goes on past its line's end
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.isEmpty { open = nil }
            if trimmed.hasPrefix("```") {
                fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
                continue
            }
            switch fence {
            case "text", "diff":
                var quote =
                    fence == "diff" ? String(line.dropFirst()).trimmingCharacters(in: .whitespaces) : trimmed
                // The README's annotated transcript: an explanation after a wide gap.
                if !printed.contains(collapsed(quote)),
                    let gap = quote.range(of: #"\s{3,}\S.*$"#, options: .regularExpression)
                {
                    quote = String(quote[..<gap.lowerBound])
                }
                quotes.append((index + 1, collapsed(quote)))
            case nil:
                // Backticked spans, also those that a wrapped paragraph continues on the next line.
                for character in line {
                    if character == "`" {
                        if let span = open { quotes.append((span.line, collapsed(span.text))) }
                        open = open == nil ? (index + 1, "") : nil
                    } else {
                        open?.text.append(character)
                    }
                }
                open?.text.append(" ")
            default: continue
            }
        }
        return quotes.filter { isTranscriptLine($0.text) && !isPrinted($0.text, in: printed) }.map {
            "\(page):\($0.line): `\($0.text)` is printed by no demo (no golden file holds it)"
        }
    }

    /// The problems of one page: blocks without a link, links to no file, quotes that differ.
    static func problems(in text: String, page: String, read: (String) -> String?) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else { continue }
            let start = index + 1
            let indent = lines[index].prefix { $0 == " " }.count
            var end = start
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let block = lines[start..<end].map { String($0.dropFirst(indent)) }
            let before = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            index = end
            guard let link = before.firstMatch(of: /\]\(([^)#]+\.swift)#L(\d+)(?:-L(\d+))?\)/),
                let first = Int(link.2)
            else {
                problems.append("\(page):\(start): no source link before the block")
                continue
            }
            let path = String(link.1)
            let last = link.3.flatMap { Int($0) } ?? first
            guard let source = read(path) else {
                problems.append("\(page):\(start): \(path) is not a file")
                continue
            }
            let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let quoted = Self.dedented(
                Array(sourceLines[min(first - 1, sourceLines.count)..<min(last, sourceLines.count)]))
            guard quoted != block else { continue }
            let found = (0..<max(0, sourceLines.count - block.count + 1)).first { from in
                Self.dedented(Array(sourceLines[from..<from + block.count])) == block
            }
            let hint =
                found.map { "; it is at lines \($0 + 1)-\($0 + block.count)" } ?? "; it is not in the file"
            problems.append("\(page):\(start): the quote is not lines \(first)-\(last) of \(path)\(hint)")
        }
        return problems
    }

    /// The lines without the indentation they all share (blank lines aside).
    static func dedented(_ lines: [String]) -> [String] {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }
    }
}
