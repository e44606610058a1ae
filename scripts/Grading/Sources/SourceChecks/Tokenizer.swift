// A reading of Swift source as tokens: enough to find declarations, attributes and directives, and to
// know for certain what is a comment or a literal. Whatever it cannot read as the compiler would (an
// unterminated comment or literal, unbalanced brackets, a regex literal) is a ReadError: the file is
// refused, never passed.

/// One token. Comments and whitespace are dropped; a string literal is one token whose interpolated
/// code is kept, already read, in `parts`.
struct Token {
    enum Kind { case identifier, number, string, regex, `operator`, punctuation, pound }
    let kind: Kind
    /// The text: an identifier without its backticks, a `#name` without its `#`, a literal as `"..."` or `/.../`.
    let text: String
    let line: Int
    /// Whether whitespace, a comment or the start of the text comes right before it.
    let spaceBefore: Bool
    /// `` `class` ``: a name, never a keyword.
    var backticked = false
    var parts: [[Token]] = []

    func `is`(_ kind: Kind, _ text: String) -> Bool { self.kind == kind && self.text == text }
    var isKeyword: Bool { kind == .identifier && !backticked && swiftKeywords.contains(text) }
    var opens: Bool { kind == .punctuation && (text == "(" || text == "[" || text == "{") }
    var closes: Bool { kind == .punctuation && (text == ")" || text == "]" || text == "}") }
}

/// Why a text cannot be read as Swift, and where.
struct ReadError: Error, Equatable {
    let line: Int
    let what: String
}

/// The words the compiler always reads as keywords: after them an operand may start (so a `/` there
/// opens a regex literal), and none is a declaration's name.
let reservedKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where", "while", "Any", "as", "is", "throws", "try",
]

/// Keywords only where the grammar wants one (`await x`, `some P`, `final class`), names elsewhere
/// (`let copy = 2`).
let contextualKeywords: Set<String> = [
    "actor", "macro", "package", "open", "await", "some", "any", "each", "consume", "copy", "discard",
    "borrowing", "consuming", "yield", "then", "async", "nonisolated", "final", "override", "mutating",
    "dynamic", "lazy", "weak", "unowned", "indirect", "required", "convenience", "optional", "prefix",
    "postfix", "infix", "distributed", "isolated", "sending", "unsafe",
]

let swiftKeywords = reservedKeywords.union(contextualKeywords)

/// Reads `text` as Swift tokens, or says why it cannot.
func tokenize(_ text: String) throws -> [Token] {
    var reader = Reader(Array(text.unicodeScalars))
    let tokens = try reader.code(inInterpolation: false)
    try checkBalance(tokens)
    return tokens
}

/// Brackets must pair up in every list of tokens (the file's, each interpolation's).
private func checkBalance(_ tokens: [Token]) throws {
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    var open: [Token] = []
    for token in tokens {
        for part in token.parts { try checkBalance(part) }
        guard token.kind == .punctuation else { continue }
        if token.opens {
            open.append(token)
            // No honest code goes this deep; the reading of declarations would recurse as deep.
            if open.count > 200 {
                throw ReadError(line: token.line, what: "brackets nested more than 200 deep")
            }
        } else if let opener = pairs[token.text] {
            guard let last = open.popLast(), last.text == opener else {
                throw ReadError(
                    line: token.line, what: "unbalanced brackets (a \(token.text) that closes nothing open)")
            }
        }
    }
    if let last = open.last {
        throw ReadError(line: last.line, what: "unbalanced brackets (a \(last.text) never closed)")
    }
}

private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    /// How many interpolations the reading is inside (`"\("\(x)")"`: 2), kept under 20.
    var interpolations = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Counts the `#` from `index + offset` on.
    func hashes(from offset: Int) -> Int {
        var count = 0
        while peek(offset + count) == "#" { count += 1 }
        return count
    }

    /// Steps over one scalar, counting lines (a CR, an LF, or both together end a line).
    mutating func advance() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") { line += 1 }
    }

    /// Tokens up to the end of the text, or (in an interpolation) up to the `)` that closes it.
    mutating func code(inInterpolation: Bool) throws -> [Token] {
        var tokens: [Token] = []
        var space = true
        var parens = 0
        func add(_ kind: Token.Kind, _ text: String, line: Int) {
            tokens.append(Token(kind: kind, text: text, line: line, spaceBefore: space))
            space = false
        }
        if index == 0 && peek() == "\u{FEFF}" { index += 1 }  // a byte order mark
        if index == 0 && peek() == "#" && peek(1) == "!" { skipLine() }  // #!/usr/bin/swift
        while let scalar = peek() {
            let start = line
            switch scalar {
            case "\0":
                throw ReadError(line: line, what: "a NUL character")
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}":
                advance()
                space = true
            case "/" where peek(1) == "/":
                skipLine()
                space = true
            case "/" where peek(1) == "*":
                try skipBlockComment()
                space = true
            case "\"":
                tokens.append(try string(hashes: 0, space: space))
                space = false
            case "#" where peek(hashes(from: 0)) == "\"":
                tokens.append(try string(hashes: hashes(from: 0), space: space))
                space = false
            case "#" where peek(hashes(from: 0)) == "/":
                add(try extendedRegex(hashes: hashes(from: 0)), "/.../", line: start)
            case "#":
                index += 1
                guard let next = peek(), isIdentifierHead(next) else {
                    throw ReadError(line: line, what: "a # that starts no directive, literal or macro")
                }
                add(.pound, identifier(), line: start)
            case "`":
                index += 1
                var name = ""
                while let next = peek(), next != "`", next != "\n", next != "\r" {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                guard peek() == "`", !name.isEmpty else {
                    throw ReadError(line: line, what: "a backtick (`) that is not closed on its line")
                }
                index += 1
                add(.identifier, name, line: start)
                tokens[tokens.count - 1].backticked = true
            case "(":
                index += 1
                parens += 1
                add(.punctuation, "(", line: start)
            case ")":
                index += 1
                if inInterpolation && parens == 0 { return tokens }
                parens -= 1
                add(.punctuation, ")", line: start)
            case "[", "]", "{", "}", ",", ";", ":", "@", "\\":
                index += 1
                add(.punctuation, String(scalar), line: start)
            case "." where peek(1) != ".":
                index += 1
                add(.punctuation, ".", line: start)
            case ".":
                add(.operator, operatorText(), line: start)
            case "0"..."9":
                add(.number, number(), line: start)
            case "!",
                "?"
            where !space && !(tokens.last.map { $0.opens || [",", ";", ":"].contains($0.text) } ?? true):
                index += 1  // x!, x?: a postfix ! or ? is a token of its own
                add(.operator, String(scalar), line: start)
            case _ where isOperatorHead(scalar):
                let from = index
                let text = operatorText()
                let kind =
                    text.contains("/")
                    ? try slash(text, from: from, after: tokens.last, space: space) : .operator
                add(kind, kind == .regex ? "/.../" : text, line: start)
            case _ where isIdentifierHead(scalar):
                add(.identifier, identifier(), line: start)
            default:
                let code = String(scalar.value, radix: 16, uppercase: true)
                throw ReadError(line: line, what: "a character a grader does not read in code (\\u{\(code)})")
            }
        }
        if inInterpolation {
            throw ReadError(line: line, what: "an interpolation \\( never closed")
        }
        return tokens
    }

    /// What a `/` in code is: a division (`a / b`, `a/b`, `x /= 2`), a `/` passed as a function
    /// (`reduce(1, /)`), or where an operand is due, the start of a regex literal (`/\d+/`, up to the
    /// next `/` on its line), as the compiler reads them; anything that could be read both ways is refused.
    /// `start` is where the operator token `text` began.
    mutating func slash(_ text: String, from start: Int, after previous: Token?, space: Bool) throws
        -> Token.Kind
    {
        let ambiguous = ReadError(
            line: line,
            what: "a / that could start a regex literal or not (\(text)), which a grader does not read")
        let contextual = previous.map { $0.isKeyword && contextualKeywords.contains($0.text) } ?? false
        let operand =
            previous.map {
                ($0.kind == .identifier && !$0.isKeyword) || contextual
                    || [.number, .string, .regex, .pound].contains($0.kind)
                    || [")", "]", "}"].contains($0.text)
                    || ($0.kind == .operator && !$0.spaceBefore
                        && $0.text.allSatisfy { $0 == "!" || $0 == "?" })
            } ?? false
        let rightBound = peek().map { !" \t\n\r),]};:".unicodeScalars.contains($0) } ?? false
        guard text.hasPrefix("/") else { throw ambiguous }  // !/a/
        let rest = scalars[index...].prefix { $0 != "\n" && $0 != "\r" }
        if operand && space != rightBound && (text == "/" || text == "/=") {  // a / b, a/b
            // copy/2/1, yield/x/: is the word a name (a division) or a keyword (a regex literal)?
            if contextual && rightBound && rest.contains("/") { throw ambiguous }
            return .operator
        }
        if text == "/", let previous, ["(", ",", "[", ":"].contains(previous.text), let next = peek(),
            ")],".unicodeScalars.contains(next)
        {
            if rest.contains("/") { throw ambiguous }
            return .operator  // reduce(1, /)
        }
        // A regex literal: its text up to the next / not escaped by a \\. Its parentheses must pair up
        // (outside [...] classes): the compiler reads a / with a ) unpaired as an operator.
        index = start + 1
        var parens = 0
        var classes = 0
        while let scalar = peek(), scalar != "/" {
            if scalar == "\n" || scalar == "\r" { throw ambiguous }
            if scalar == "[" { classes += 1 }
            if scalar == "]" && classes > 0 { classes -= 1 }
            if scalar == "(" && classes == 0 { parens += 1 }
            if scalar == ")" && classes == 0 { parens -= 1 }
            if parens < 0 { throw ambiguous }
            index += scalar == "\\" && peek(1) != "\n" && peek(1) != "\r" ? 2 : 1
        }
        let first = scalars[start + 1]
        guard peek() == "/", !" \t/,)]".unicodeScalars.contains(first), peek(1) != "/", peek(1) != "*" else {
            throw ambiguous
        }
        index += 1
        return .regex
    }

    /// An extended regex literal, `#/.../#` (with as many `#` either side), on one line or, when its
    /// `#/` ends a line, on several.
    mutating func extendedRegex(hashes: Int) throws -> Token.Kind {
        let unterminated = ReadError(line: line, what: "a regex literal #/ never closed")
        index += hashes + 1
        let multiline = peek() == "\n" || peek() == "\r"
        while let scalar = peek() {
            if !multiline && (scalar == "\n" || scalar == "\r") { throw unterminated }
            if scalar == "/" && self.hashes(from: 1) >= hashes {
                index += 1 + hashes
                return .regex
            }
            if scalar == "\\" && peek(1) != nil { advance() }
            advance()
        }
        throw unterminated
    }

    mutating func skipLine() {
        while let scalar = peek(), scalar != "\n", scalar != "\r" { index += 1 }
    }

    /// A `/* ... */` comment; they nest.
    mutating func skipBlockComment() throws {
        let start = line
        var depth = 0
        repeat {
            guard peek() != nil else {
                throw ReadError(line: start, what: "a comment /* never closed")
            }
            if peek() == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if peek() == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        } while depth > 0
    }

    mutating func identifier() -> String {
        var text = ""
        while let scalar = peek(),
            isIdentifierHead(scalar) || ("0"..."9").contains(scalar) || isCombining(scalar)
        {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    /// A number: digits, letters, `_`, and a `.` followed by a digit (`1.5`, `0x1F`, `1_000`, `2e-3`).
    mutating func number() -> String {
        var text = ""
        while let scalar = peek() {
            let previous = text.unicodeScalars.last
            let sign =
                (scalar == "-" || scalar == "+") && (previous == "e" || previous == "E" || previous == "p")
            let point = scalar == "." && peek(1).map { ("0"..."9").contains($0) } == true
            guard isIdentifierHead(scalar) || ("0"..."9").contains(scalar) || sign || point else { break }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    /// An operator: its characters up to a comment; `.` only in one that starts with `.` (`..<`).
    mutating func operatorText() -> String {
        let dotted = peek() == "."
        var text = ""
        while let scalar = peek(), isOperatorHead(scalar) || isCombining(scalar) || (dotted && scalar == ".")
        {
            if scalar == "/" && (peek(1) == "/" || peek(1) == "*") && !text.isEmpty { break }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    /// A string literal from its opening delimiter (`hashes` × `#`, then `"` or `"""`): single-line,
    /// multi-line, raw, with interpolations (`\(...)`, or `\#(...)` in a raw string) read as code.
    mutating func string(hashes: Int, space: Bool) throws -> Token {
        let start = line
        index += hashes
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        let unterminated = ReadError(line: start, what: "a string literal never closed")
        var parts: [[Token]] = []
        while let scalar = peek() {
            if scalar == "\"" && (!multiline || (peek(1) == "\"" && peek(2) == "\""))
                && self.hashes(from: multiline ? 3 : 1) >= hashes
            {
                index += (multiline ? 3 : 1) + hashes
                var token = Token(kind: .string, text: "\"...\"", line: start, spaceBefore: space)
                token.parts = parts
                return token
            }
            if !multiline && (scalar == "\n" || scalar == "\r") { throw unterminated }
            if scalar == "\\" && self.hashes(from: 1) >= hashes {
                index += 1 + hashes
                guard peek() != nil else { throw unterminated }
                if peek() == "(" {
                    index += 1
                    interpolations += 1
                    guard interpolations < 20 else {
                        throw ReadError(line: line, what: "string interpolations nested 20 deep")
                    }
                    parts.append(try code(inInterpolation: true))
                    interpolations -= 1
                } else {
                    advance()  // the escaped character: \" \\ \n, or a newline in a multi-line string
                }
                continue
            }
            advance()
        }
        throw unterminated
    }
}

/// The operator characters of The Swift Programming Language's lexical structure.
func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar) }
    let ranges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]
    return ranges.contains { $0.contains(scalar.value) }
}

/// Combining marks, which continue an identifier or an operator.
func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    let ranges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]
    return ranges.contains { $0.contains(scalar.value) }
}

/// A letter, `_` or `$`, or any other character beyond ASCII that is not an operator, a combining mark,
/// a space, a separator, a control, a format character (invisible: U+200B, U+202E, U+FEFF), or
/// unassigned or private. The compiler refuses those it does not take in a name; the invisible ones it
/// takes (`A\u{200B}B`) are refused here, so that no keyword can hide in a longer name.
func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
    }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned, .privateUse,
        .surrogate:
        return false
    default: return !isOperatorHead(scalar) && !isCombining(scalar)
    }
}
