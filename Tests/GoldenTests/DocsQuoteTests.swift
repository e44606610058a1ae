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
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("docs").path)
        let pages = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        let problems = try pages.flatMap { page in
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            return Self.problems(
                in: try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8), page: page
            ) { path in
                try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            }
        }
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
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
