import Foundation
import Testing

/// A ```` ```swift ```` block of a docs page that quotes one declaration of the sources, named by the
/// line before its fence: `<!-- quote: Sources/StrategyDemo/Strategy/Login/PINInput.swift PINInput -->`.
/// The name is the declaration's, qualified by the types around it: `LetterInput`,
/// `Teacher.accept(_:)`, `ReaderContext.init(filename:)`. After the name may come
/// `through <name>` (from the first declaration to the end of the second), `from "<text>"` (inside the
/// declaration, from the line that begins with the text to the line that closes what it opens) and
/// `with its doc comment`. Without that, a quote starts at the declaration's attributes.
/// The block is the declaration's lines without their common indentation; the golden suite of the
/// page's demo checks it and records it (`GOLDEN_RECORD`), like the generated blocks.
struct DocsQuote: Equatable, Sendable {
    static let opening = "<!-- quote: "

    /// From the package root.
    var path: String
    var symbol: String
    var through: String?
    var from: String?
    var withDocComment = false

    /// The marker without its comment brackets.
    var described: String {
        var words = "\(path) \(symbol)"
        if let through { words += " through \(through)" }
        if let from { words += " from \"\(from)\"" }
        return withDocComment ? words + " with its doc comment" : words
    }

    /// The quote a marker line names, or nil for any other line.
    static func marker(_ line: String) -> DocsQuote? {
        guard line.hasPrefix(opening), line.hasSuffix(" -->"),
            let words = line.dropFirst(opening.count).dropLast(4).wholeMatch(
                of: /(\S+) (\S+)(?: through (\S+))?(?: from "(.+)")?( with its doc comment)?/)
        else { return nil }
        return DocsQuote(
            path: String(words.1), symbol: String(words.2), through: words.3.map(String.init),
            from: words.4.map(String.init), withDocComment: words.5 != nil)
    }

    /// The quoted lines, without their common indentation, or why there are none.
    func lines(in source: String) -> Result<[String], QuoteProblem> {
        let declarations = SwiftDeclarations(source)
        return declarations.range(of: symbol, withDocComment: withDocComment).flatMap { first in
            var range = first
            if let through {
                switch declarations.range(of: through, withDocComment: false) {
                case .success(let last) where last.upperBound > first.lowerBound:
                    range = first.lowerBound..<last.upperBound
                case .success:
                    return .failure(QuoteProblem("`\(through)` does not end after `\(symbol)` begins"))
                case .failure(let problem): return .failure(problem)
                }
            }
            if let from {
                guard
                    let start = range.first(where: {
                        declarations.lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix(from)
                    })
                else { return .failure(QuoteProblem("no line of `\(symbol)` begins with \"\(from)\"")) }
                range = start..<declarations.end(from: start) + 1
            }
            return .success(DocsQuoteTests.dedented(Array(declarations.lines[range])))
        }
    }
}

struct QuoteProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// A small reader of Swift source that finds declarations, without a parser: strings and comments are
/// blanked out, then each declaration keyword (`class`, `func`, `var`, ...) that only modifiers and
/// attributes precede on its line starts a declaration, which ends on the line where the brackets
/// opened since that line are closed again. Names are qualified by the declarations whose braces
/// hold them. It does not know regex literals (`/.../`) or `#if` branches.
struct SwiftDeclarations {
    struct Declaration {
        var name: String
        var keyword: String
        /// The keyword's line, and the first line of attributes or doc comment above it.
        var line: Int
        var attributesLine: Int
        var docLine: Int
    }

    let lines: [String]
    /// Each line with strings and comments made spaces.
    let code: [String]
    /// Whether a line ends inside a string or comment, which the next line goes on with.
    let goesOn: [Bool]
    private(set) var declarations: [Declaration] = []

    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "var", "let",
        "subscript", "typealias",
    ]
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "nonisolated",
        "dynamic", "indirect", "set", "unsafe",
    ]

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (blanked, goesOn) = Self.blanked(source)
        code = blanked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.goesOn = goesOn
        var scopes: [String?] = []  // one per open brace: the declaration it belongs to, if any
        var pending: String?  // the declaration whose brace is next
        for (number, line) in code.enumerated() {
            let tokens = Self.tokens(line)
            for (index, token) in tokens.enumerated() {
                switch token {
                case "{":
                    scopes.append(pending)
                    pending = nil
                case "}": _ = scopes.popLast()
                case _ where Self.keywords.contains(token) && Self.startsDeclaration(tokens[..<index]):
                    let rest = tokens[(index + 1)...]
                    if token == "class", let next = rest.first, Self.keywords.contains(next) { continue }
                    let name = Self.name(keyword: token, rest)
                    pending = (scopes.compactMap { $0 }.last.map { $0 + "." } ?? "") + name
                    let attributes =
                        (0..<number).reversed().prefix {
                            code[$0].trimmingCharacters(in: .whitespaces).hasPrefix("@")
                        }.last ?? number
                    let doc =
                        (0..<attributes).reversed().prefix {
                            lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                        }.last ?? attributes
                    declarations.append(
                        Declaration(
                            name: pending ?? name, keyword: token, line: number, attributesLine: attributes,
                            docLine: doc))
                default: continue
                }
            }
        }
    }

    /// The lines of the declaration named `name`; a type's name means the type, not its extensions.
    func range(of name: String, withDocComment: Bool) -> Result<Range<Int>, QuoteProblem> {
        var found = declarations.filter { $0.name == name }
        if found.count > 1 { found.removeAll { $0.keyword == "extension" } }
        guard found.count == 1, let declaration = found.first else {
            let base = name.split(separator: ".").last?.prefix { $0 != "(" } ?? ""
            let near = declarations.map(\.name).filter {
                $0.split(separator: ".").last?.hasPrefix(base) ?? false
            }
            return .failure(
                QuoteProblem(
                    found.isEmpty
                        ? "no declaration `\(name)`"
                            + (near.isEmpty ? "" : " (there are \(near.joined(separator: ", ")))")
                        : "\(found.count) declarations are named `\(name)`"))
        }
        let start = withDocComment ? declaration.docLine : declaration.attributesLine
        return .success(start..<end(from: declaration.line) + 1)
    }

    /// The line that closes the brackets opened from `start` on: the first line after which the depth
    /// is no deeper than the least it was on `start`.
    func end(from start: Int) -> Int {
        var depth = 0
        var least = 0
        for number in start..<code.count {
            for character in code[number] {
                if "({[".contains(character) { depth += 1 }
                if ")}]".contains(character) { depth -= 1 }
                if number == start { least = min(least, depth) }
            }
            if depth <= least && !goesOn[number] { return number }
        }
        return code.count - 1
    }

    /// Whether the tokens before a keyword on its line are modifiers and attributes only.
    static func startsDeclaration(_ before: ArraySlice<String>) -> Bool {
        var parentheses = 0
        return before.allSatisfy { token in
            if token == "(" { parentheses += 1 }
            if token == ")" { parentheses -= 1 }
            return parentheses > 0 || token == ")" || token.hasPrefix("@") || modifiers.contains(token)
        }
    }

    /// `LetterInput`, `accept(_:)`, `init(filename:)`, `Service` (an extension's type, dots and all).
    static func name(keyword: String, _ rest: ArraySlice<String>) -> String {
        var tokens = rest.drop { $0 == "?" || $0 == "!" }
        var name = keyword == "init" || keyword == "subscript" ? keyword : tokens.popFirst() ?? ""
        if keyword == "extension" {
            while tokens.first == ".", let next = tokens.dropFirst().first {
                name += ".\(next)"
                tokens = tokens.dropFirst(2)
            }
        }
        guard ["func", "init", "subscript"].contains(keyword) else { return name }
        if tokens.first == "<" { tokens = tokens.drop { $0 != ">" }.dropFirst() }
        guard tokens.popFirst() == "(" else { return name }
        var labels: [String] = []
        var depth = 0
        var startsParameter = true
        for token in tokens {
            if startsParameter && depth == 0 && token != ")" { labels.append(token) }
            startsParameter = false
            if "([{<".contains(token) { depth += 1 }
            if ")]}>".contains(token) { depth -= 1 }
            if depth < 0 { break }
            if token == "," && depth == 0 { startsParameter = true }
        }
        return name + "(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// Identifiers (`@` attributes whole) and single characters of punctuation; `->` is one token,
    /// so that its `>` closes nothing.
    static func tokens(_ line: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var previous: Character = " "
        for character in line {
            if character.isLetter || character.isNumber || character == "_"
                || (character == "@" && word.isEmpty)
            {
                word.append(character)
            } else {
                if !word.isEmpty { tokens.append(word) }
                word = ""
                if character == ">" && previous == "-" {
                    tokens[tokens.count - 1] = "->"
                } else if !character.isWhitespace {
                    tokens.append(String(character))
                }
            }
            previous = character
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    /// The source with every string literal and comment made spaces, newlines kept, and for each line
    /// whether it ends inside one. The code of interpolations is blanked too, unless
    /// `keepingInterpolations` (``SourceIndex`` reads the calls made there).
    static func blanked(_ source: String, keepingInterpolations: Bool = false) -> (String, goesOn: [Bool]) {
        var scanner = Scanner(characters: Array(source), keepingInterpolations: keepingInterpolations)
        scanner.code(inInterpolation: false)
        let pairs = zip(scanner.characters, scanner.isCode)
        return (
            String(pairs.map { $1 || $0 == "\n" ? $0 : " " }),
            pairs.filter { $0.0 == "\n" }.map { !$0.1 } + [false]
        )
    }

    private struct Scanner {
        let characters: [Character]
        var isCode: [Bool]
        var index = 0
        let keepingInterpolations: Bool

        init(characters: [Character], keepingInterpolations: Bool) {
            (self.characters, self.keepingInterpolations) = (characters, keepingInterpolations)
            isCode = Array(repeating: false, count: characters.count)
        }

        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// Code up to the end, or up to the `)` that closes an interpolation (not marked as code).
        mutating func code(inInterpolation: Bool) {
            var parentheses = 0
            while index < characters.count {
                let character = characters[index]
                let hashes = characters[index...].prefix { $0 == "#" }.count
                if character == "/" && at(1) == "/" {
                    while index < characters.count && characters[index] != "\n" { index += 1 }
                } else if character == "/" && at(1) == "*" {
                    blockComment()
                } else if at(hashes) == "\"" {
                    string(hashes: hashes)
                } else {
                    if character == "(" { parentheses += 1 }
                    if character == ")" {
                        if inInterpolation && parentheses == 0 { return }
                        parentheses -= 1
                    }
                    if !inInterpolation || keepingInterpolations { isCode[index] = true }
                    index += 1
                }
            }
        }

        mutating func blockComment() {
            var depth = 0
            repeat {
                if at(0) == "/" && at(1) == "*" {
                    depth += 1
                    index += 2
                } else if at(0) == "*" && at(1) == "/" {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            } while depth > 0 && index < characters.count
        }

        /// A literal from its opening `#`s and quote to its closing quote and `#`s.
        mutating func string(hashes: Int) {
            let quotes = at(hashes + 1) == "\"" && at(hashes + 2) == "\"" ? 3 : 1
            let closing =
                Array(repeating: Character("\""), count: quotes) + Array(repeating: "#", count: hashes)
            index += hashes + quotes
            while index < characters.count {
                if characters[index] == "\\"
                    && characters[(index + 1)...].prefix(hashes).allSatisfy({ $0 == "#" })
                {
                    index += 1 + hashes
                    if at(0) == "(" {
                        index += 1
                        code(inInterpolation: true)
                    }
                    index += 1
                } else if characters[index...].starts(with: closing) {
                    index += closing.count
                    return
                } else {
                    index += 1
                }
            }
        }
    }
}

extension DocsQuote {
    /// A quote as a page has it: the marker's line (from 1), the block's lines (from 0) and text.
    struct Block {
        var quote: DocsQuote
        var line: Int
        var lines: Range<Int>
        var text: [String]
    }

    /// The quotes of a page, and its problems: a ```` ```swift ```` block with no marker before it, a
    /// marker with no block after it.
    static func blocks(in lines: [String]) -> (blocks: [Block], problems: [String]) {
        var blocks: [Block] = []
        var problems: [String] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let quote = marker(lines[index])
            if quote == nil && lines[index].hasPrefix(opening) {
                problems.append(
                    "\(index + 1): a quote is `\(opening)<path> <name> [through <name>] "
                        + "[from \"<text>\"] [with its doc comment] -->`")
            }
            let fence = quote == nil ? index : index + 1
            guard fence < lines.count, lines[fence] == "```swift" else {
                if quote != nil { problems.append("\(index + 1): no ```swift block right after the quote") }
                continue
            }
            let start = fence + 1
            let end = lines[start...].firstIndex(of: "```") ?? lines.count
            index = end
            guard let quote else {
                problems.append("\(start): a ```swift block that names no source (\(opening)... -->)")
                continue
            }
            blocks.append(
                Block(quote: quote, line: fence, lines: start..<end, text: Array(lines[start..<end])))
        }
        return (blocks, problems)
    }

    /// Checks (or records, by `mode`'s rules) every quote of a page; `read` gives a source file's text by
    /// its path from the package root.
    static func check(_ text: inout String, page: String, mode: RecordMode?, read: (String) -> String?)
        -> GoldenReport
    {
        let demo = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
        var report = GoldenReport(demo: page)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (blocks, problems) = blocks(in: lines)
        func fail(_ line: Int, _ message: String, acceptable: Bool) {
            report.failures.append(
                GoldenFailure(
                    demo: demo, name: "\(page):\(line)", command: "swift test --filter \(demo)Golden",
                    message: "\(page):\(line): \(message)", acceptable: acceptable))
        }
        for problem in problems {
            let line = Int(problem.prefix { $0 != ":" }) ?? 0
            fail(line, String(problem.drop { $0 != " " }.dropFirst()), acceptable: false)
        }
        for block in blocks.reversed() {
            let quote = block.quote
            guard let source = read(quote.path) else {
                fail(block.line, "\(quote.path) is not a file", acceptable: false)
                continue
            }
            let expected: [String]
            switch quote.lines(in: source) {
            case .success(let found): expected = found
            case .failure(let problem):
                fail(block.line, "\(problem.message) in \(quote.path)", acceptable: false)
                continue
            }
            guard expected != block.text else {
                report.passed += 1
                continue
            }
            let mayRecord: Bool
            switch mode {
            case nil: mayRecord = false
            case .missing: mayRecord = block.text.isEmpty
            case .failed, .all: mayRecord = true
            }
            if mayRecord {
                lines.replaceSubrange(block.lines, with: expected)
                report.recorded.append("\(page) (quote of `\(quote.symbol)`)")
            } else {
                let diff = UnifiedDiff.make(
                    expected: block.text.joined(separator: "\n") + "\n",
                    actual: expected.joined(separator: "\n") + "\n",
                    expectedName: "\(page):\(block.line + 1)",
                    actualName: quote.described)
                fail(
                    block.line,
                    "the quote of `\(quote.symbol)` is not what \(quote.path) holds now:\n"
                        + UnifiedDiff.capped(diff, lines: GoldenRun.diffLines),
                    acceptable: true)
            }
        }
        report.recorded.reverse()
        text = lines.joined(separator: "\n")
        return report
    }
}

/// The docs quote code only from the sources, so a snippet cannot drift from the code it explains
/// (``DocsQuote``; each demo's golden suite checks the quotes of its page), and quote only transcript
/// lines that a demo prints.
@Suite("Docs quotes")
struct DocsQuoteTests {
    /// Every ```` ```swift ```` block is a quote, and only a demo's page, which its golden suite checks,
    /// has quotes.
    @Test func everySwiftBlockIsAQuoteThatAGoldenSuiteChecks() throws {
        let problems = try DocsLinkTests.pages().flatMap { page in
            let text = try String(
                contentsOf: Golden.packageRoot.appendingPathComponent(page), encoding: .utf8)
            let (blocks, problems) = DocsQuote.blocks(
                in: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            let checked = Golden.demos.contains { page == "docs/\($0).md" }
            return problems.map { "\(page):\($0)" }
                + (checked
                    ? [] : blocks.map { "\(page):\($0.line): only a demo's page may quote the sources" })
        }
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
        GoldenSummary.shared.add(docs: problems, "Swift quote", shownBy: "DocsQuoteTests")
    }

    static let source = """
        import DemoSupport

        /// A strategy.
        @MainActor
        final class Outer: Base, @unchecked Sendable {
            let open = "{ not a brace \\(min(1, 2)) \\" }"  // nor { this
            private(set) var count = 0 /* nor } this */
            static let raw = #"}"# + \"""
                "{"
                \""" + "\\(")")"

            /// Inner's doc.
            struct Inner {
                func run(_ text: String, times count: Int = max(1, 2), then: () -> Void) -> Int {
                    if count > 0 {
                        then()
                    } else if count < 0 {
                        return -1
                    } else {
                        return 0
                    }
                    return count
                }
            }

            init(count: Int) { self.count = count }
            init() { self.init(count: 0) }
        }

        """

    static func quoted(_ marker: String, in source: String = source) -> Result<[String], QuoteProblem> {
        guard let quote = DocsQuote.marker("<!-- quote: A.swift \(marker) -->") else {
            return .failure(QuoteProblem("no marker"))
        }
        return quote.lines(in: source)
    }

    @Test func aQuoteIsTheDeclarationItNamesWithStringsAndCommentsSkipped() {
        let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let outer = Array(lines[3...27])
        #expect(Self.quoted("Outer") == .success(outer))
        #expect(Self.quoted("Outer with its doc comment") == .success(Array(lines[2...27])))
        #expect(
            Self.quoted("Outer.Inner.run(_:times:then:)")
                == .success(DocsQuoteTests.dedented(Array(lines[13...22]))))
        #expect(Self.quoted("Outer.raw") == .success(DocsQuoteTests.dedented(Array(lines[7...9]))))
        #expect(Self.quoted("Outer.init()") == .success(["init() { self.init(count: 0) }"]))
        #expect(
            Self.quoted("Outer.count through Outer.Inner")
                == .success(DocsQuoteTests.dedented(Array(lines[6...23]))))
        #expect(
            Self.quoted(#"Outer.Inner.run(_:times:then:) from "} else if""#)
                == .success(["} else if count < 0 {", "    return -1", "} else {", "    return 0", "}"]))
    }

    /// A moved declaration is still found; a changed one, or a name that is gone, is not.
    @Test func aChangedOrMissingDeclarationIsFound() {
        let moved = "// a new first line\n\n" + Self.source
        #expect(
            Self.quoted("Outer.init(count:)", in: moved)
                == .success(["init(count: Int) { self.count = count }"]))
        #expect(
            Self.quoted("Outer.run(_:times:then:)")
                == .failure(
                    QuoteProblem(
                        "no declaration `Outer.run(_:times:then:)` (there are Outer.Inner.run(_:times:then:))"
                    )))
        #expect(
            Self.quoted("Outer.init(size:)")
                == .failure(
                    QuoteProblem(
                        "no declaration `Outer.init(size:)` (there are Outer.init(count:), Outer.init())")))
        #expect(
            Self.quoted(#"Outer.Inner from "while""#)
                == .failure(QuoteProblem("no line of `Outer.Inner` begins with \"while\"")))
        var page =
            "Text\n<!-- quote: A.swift Outer.init() -->\n```swift\ninit() { self.init(count: 1) }\n```\n"
        let changed = DocsQuote.check(&page, page: "docs/ADemo.md", mode: nil) {
            $0 == "A.swift" ? Self.source : nil
        }
        #expect(changed.failures.map(\.name) == ["docs/ADemo.md:2"])
        #expect(changed.failures.first?.acceptable == true)
        #expect(
            changed.failures.first?.message.contains(
                "-init() { self.init(count: 1) }\n+init() { self.init(count: 0) }") == true)
        let recorded = DocsQuote.check(&page, page: "docs/ADemo.md", mode: .failed) { _ in Self.source }
        #expect(recorded.recorded == ["docs/ADemo.md (quote of `Outer.init()`)"])
        #expect(
            page
                == "Text\n<!-- quote: A.swift Outer.init() -->\n```swift\ninit() { self.init(count: 0) }\n```\n"
        )
        var broken =
            "<!-- quote: B.swift Outer -->\n```swift\n```\n```swift\nlet unquoted = 1\n```\n<!-- quote: A.swift -->\n"
        let problems = DocsQuote.check(&broken, page: "p.md", mode: .all) {
            $0 == "A.swift" ? Self.source : nil
        }
        #expect(
            problems.failures.map(\.message) == [
                "p.md:4: a ```swift block that names no source (<!-- quote: ... -->)",
                "p.md:7: a quote is `<!-- quote: <path> <name> [through <name>] [from \"<text>\"] [with its doc comment] -->`",
                "p.md:1: B.swift is not a file",
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

    /// The lines without the indentation they all share (blank lines aside).
    static func dedented(_ lines: [String]) -> [String] {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }
    }
}
