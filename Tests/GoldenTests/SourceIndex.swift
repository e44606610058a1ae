import Foundation

/// The declarations of one module's Swift sources, read just well enough to say which method of which
/// type a line belongs to. It knows braces, comments, string literals (with interpolation), and the
/// headers of types, extensions, functions, initialisers and properties.
struct SourceIndex {
    /// A braced region of a file: a type, a method, a property, or an unnamed block (a closure, an `if`).
    struct Scope {
        enum Kind { case type, method, property, block }
        var kind: Kind
        /// A type's name (`Outer.Inner` for `extension Outer.Inner`); a method's signature as
        /// `#function` spells it (`applyClicked(title:price:)`); a property's name.
        var name: String
        var lines: ClosedRange<Int>
        var parent: Int?
        /// A `static` or `class` member: its code is the type's, not an instance's.
        var isStatic = false
    }

    /// The method a line belongs to and the type that declares it.
    struct Declaration: Equatable {
        var type: String
        var signature: String

        /// `LoginController.addField(_:rule:)`, or `edit(_:_:on:)` outside any type.
        var qualified: String { type.isEmpty ? signature : "\(type).\(signature)" }
    }

    private var scopes: [String: [Scope]] = [:]  // by file name
    private var supertypes: [String: Set<String>] = [:]
    private var lines: [String: [String]] = [:]  // by file name: the blanked code, line by line
    /// The files of the scenarios and exercises (`Scenarios/`, `Exercises/`): the scenarios' own code.
    private var scenarioFiles: Set<String> = []

    /// Reads every `.swift` file under `folder`.
    init(folder: URL) {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        self.init(
            files: files.reduce(into: [:]) { texts, file in
                texts[file.lastPathComponent] = try? String(contentsOf: file, encoding: .utf8)
            })
        scenarioFiles = Set(
            files.filter {
                ["Scenarios", "Exercises"].contains($0.deletingLastPathComponent().lastPathComponent)
            }
            .map(\.lastPathComponent))
    }

    /// Reads source texts by file name; each file is read on its own, so their order does not matter.
    /// `scenarioFiles` names those that are the scenarios' and exercises' own code.
    init(files: [String: String], scenarioFiles: Set<String> = []) {
        self.scenarioFiles = scenarioFiles
        for (name, text) in files {
            let code = Array(SwiftDeclarations.blanked(text, keepingInterpolations: true).0)
            scopes[name] = read(code)
            lines[name] = String(code).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
        declaringLines = lines.keys.sorted().flatMap { lines[$0] ?? [] }.filter {
            $0.contains("typealias") || $0.contains("<")
        }
        for (name, fileScopes) in scopes {
            for scope in fileScopes
            where scope.kind == .method && text(of: scope, in: name).contains(/\bnotifying\s*[({]/) {
                notifiers.insert(String(scope.name.prefix { $0 != "(" }))
            }
        }
    }

    /// The code of `scope` in `file`, its lines joined.
    private func text(of scope: Scope, in file: String) -> String {
        let text = lines[file] ?? []
        return scope.lines.filter { $0 <= text.count }.map { text[$0 - 1] }.joined(separator: "\n")
    }

    /// The innermost scope of one of `kinds` around `line` of `file`, by its index.
    private func innermost(_ kinds: [Scope.Kind], file: String, line: Int) -> Int? {
        let fileScopes = scopes[file] ?? []
        return fileScopes.indices.last {
            fileScopes[$0].lines.contains(line) && kinds.contains(fileScopes[$0].kind)
        }
    }

    /// The lines, file by file, that may declare an alias or a generic type (they hold `typealias` or
    /// `<`): ``names(of:in:)`` runs its patterns on these alone, as the regex engine is slow.
    private var declaringLines: [String] = []

    /// The methods that tell observers of a change (their code runs `notifying { ... }`), by base name:
    /// `publish` of a bound value.
    private(set) var notifiers: Set<String> = []

    /// Where a call is traced around an empty body (`traced(name) {}`), as `File.swift:12`, in file
    /// order: an initialiser or a property set that only records itself says so with `tracedInit` or
    /// `tracedSet`.
    var emptyTracedBodies: [String] {
        lines.keys.sorted().flatMap { file in
            let code = (lines[file] ?? []).joined(separator: "\n")
            return code.matches(of: /\btraced\s*(?:\([^\n]*\))?\s*\{\s*\}/).map {
                "\(file):\(code[..<$0.range.lowerBound].count { $0 == "\n" } + 1)"
            }
        }
    }

    /// The innermost method, property or initialiser around `line` of `file`, with its type.
    func declaration(file: String, line: Int) -> Declaration? {
        let fileScopes = scopes[file] ?? []
        return innermost([.method, .property], file: file, line: line).map {
            Declaration(type: typePath(of: $0, in: fileScopes), signature: fileScopes[$0].name)
        }
    }

    /// Where an acting block that opens on `line` of `file` is: the type whose code it is (`""` for a
    /// function outside any type), whether it is in one of that type's initialisers, and whether the
    /// file is the scenarios' or exercises' own code.
    func actingPlace(file: String, line: Int) -> (type: String, inInitializer: Bool, inScenarioFile: Bool) {
        let fileScopes = scopes[file] ?? []
        let method = innermost([.method], file: file, line: line)
        let type = method.map { typePath(of: $0, in: fileScopes) } ?? ""
        let inInitializer = method.map { fileScopes[$0].name.hasPrefix("init(") } ?? false
        return (type, inInitializer, scenarioFiles.contains(file))
    }

    /// The code (comments and string contents blanked) of the declaration a caller runs, with a name for
    /// messages: for a traced method (`line` inside it) of an object of `type`, the method and every
    /// instance method or property of the object's type it uses, directly or not, since those are its
    /// object's own code too; for an acting block (`type` nil), the block that opens on `line`, with
    /// the scenario's functions it uses (the
    /// scenario's own code too). A member of a supertype or of a protocol extension the type conforms
    /// to counts as the type's own. Nil when there is none there.
    func callerCode(file: String, line: Int, type objectType: String?) -> (name: String, code: String)? {
        let (fileScopes, text) = (scopes[file] ?? [], lines[file] ?? [])
        guard let objectType else {
            // The block that opens on the line; for a function that takes the acting code as an
            // autoclosure (`show(file, design.open(file), t)`), the line itself.
            let block = fileScopes.first { $0.kind == .block && $0.lines.lowerBound == line }
            guard line <= text.count else { return nil }
            let acting = block.map { self.text(of: $0, in: file) } ?? text[line - 1]
            return ("the acting block at \(file):\(line)", withHelpers(acting, of: "", used: []))
        }
        guard let index = innermost([.method, .property], file: file, line: line) else { return nil }
        let (type, scope) = (typePath(of: index, in: fileScopes), fileScopes[index])
        return (
            Declaration(type: type, signature: scope.name).qualified,
            withHelpers(
                self.text(of: scope, in: file),
                of: self.type(objectType, isOrInheritsFrom: type) ? objectType : type,
                used: [String(scope.name.prefix { $0 != "(" })])
        )
    }

    /// `code` and the code of every helper it uses, directly or not: for a type, its instance methods
    /// and properties (and those of its supertypes and protocol extensions); for the scenario's code
    /// (`type` empty), the functions declared outside any type and everything declared in the
    /// scenarios' and exercises' files (the seams that let one scenario run on every design).
    private func withHelpers(_ code: String, of type: String, used: Set<String>) -> String {
        var members: [String: [String]] = [:]  // by base name
        for (name, other) in scopes {
            for (position, scope) in other.enumerated() where [.method, .property].contains(scope.kind) {
                let owner = typePath(of: position, in: other)
                let helps =
                    type.isEmpty
                    ? (owner.isEmpty && scope.kind == .method) || scenarioFiles.contains(name)
                    : !scope.isStatic && scope.parent.map({ other[$0].kind == .type }) == true
                        && !owner.isEmpty && self.type(type, isOrInheritsFrom: owner)
                guard helps else { continue }
                let base = String(scope.name.prefix { $0 != "(" })
                members[base, default: []].append(text(of: scope, in: name))
            }
        }
        var gathered = [code]
        var used = used
        var pending = gathered
        while let next = pending.popLast() {
            let words = next.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            for word in words where members[word] != nil && used.insert(word).inserted {
                gathered += members[word, default: []]
                pending += members[word, default: []]
            }
        }
        return gathered.joined(separator: "\n")
    }

    /// True when `type` is `declaring` or inherits from it or conforms to it, directly or not.
    func type(_ type: String, isOrInheritsFrom declaring: String) -> Bool {
        var seen: Set<String> = []
        var pending = [type]
        while let next = pending.popLast() {
            if next == declaring { return true }
            guard seen.insert(next).inserted else { continue }
            pending += supertypes[next, default: []]
            // A nested type's inheritance clause may name its supertype without the outer type.
            if let dot = next.lastIndex(of: ".") { pending.append(String(next[next.index(after: dot)...])) }
        }
        return false
    }

    /// The names code inside `owner` may use for `type`: the name itself, each `typealias` for it
    /// (`typealias SimpleStringView = StringView<…>`), and each generic parameter of `owner`
    /// constrained to it (`class StringView<T: Event, D: Document>` calls a `Document` `D`).
    func names(of type: String, in owner: String) -> [String] {
        let alias = try? Regex(#"\btypealias\s+(\w+)\s*=\s*"# + type + #"\b"#)
        let generic = try? Regex(#"\b(?:class|struct|enum|actor)\s+"# + owner + #"\s*<([^>]*)>"#)
        var names = [type]
        for line in declaringLines {
            if line.contains(type), let alias, let match = line.firstMatch(of: alias),
                let name = match.output[1].substring
            {
                names.append(String(name))
            }
            if line.contains(owner), let generic, let match = line.firstMatch(of: generic),
                let clause = match.output[1].substring
            {
                names += clause.split(separator: ",").compactMap { parameter in
                    let parts = parameter.split(separator: ":").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    return parts.count == 2 && parts[1] == type ? parts[0] : nil
                }
            }
        }
        return names
    }

    /// The code of every declaration and extension of `type` (comments and string contents blanked):
    /// all its lines, and its member lines, those outside the bodies of its methods and accessors.
    func code(of type: String) -> (members: [String], all: [String]) {
        var code: (members: [String], all: [String]) = ([], [])
        for (file, fileScopes) in scopes {  // the result is searched, so file order does not matter
            let text = lines[file] ?? []
            for (index, scope) in fileScopes.enumerated()
            where scope.kind == .type && (scope.name == type || scope.name.hasSuffix("." + type)) {
                let bodies = fileScopes.filter { $0.parent == index && $0.kind != .type }.map(\.lines)
                for number in scope.lines where number <= text.count {
                    let line = text[number - 1]
                    code.all.append(line)
                    let inBody = bodies.contains { $0.lowerBound < number && number <= $0.upperBound }
                    guard !inBody else { continue }
                    // A body that opens on this line: only the header before it is a member.
                    let opens = bodies.contains { $0.lowerBound == number }
                    let header = number != scope.lines.lowerBound && opens
                    code.members.append(header ? String(line.prefix { $0 != "{" }) : line)
                }
            }
        }
        return code
    }

    /// The headers of the operation `operation` (`visit(teacher:)`, `init(price:styles:)`, or a
    /// property's name) as `type` declares it (overloads too), each from its name to the end of its
    /// parameters; empty when `type` declares no such operation.
    func declarations(of operation: String, in type: String) -> [String] {
        let members = code(of: type).members.joined(separator: "\n")
        guard let open = operation.firstIndex(of: "(") else {
            let property = try? Regex(#"\b(?:var|let)\s+"# + operation + #"\b"#)
            return property.map { members.matches(of: $0).map { String(members[$0.range]) } } ?? []
        }
        let base = String(operation[..<open])
        let keyword = base == "init" ? #"\binit\s*[?!]?"# : #"\bfunc\s+"# + base
        guard let header = try? Regex(keyword + #"\s*(?:<[^(]*>)?\s*\("#) else { return [] }
        return members.matches(of: header).compactMap { match in
            let parameters = String(members[match.range.upperBound...])
            guard "\(base)(\(Self.labels(parameters)))" == operation else { return nil }
            // To the end of the line the parameters close on (its result type), or its body's brace.
            var depth = 1
            let end =
                parameters.firstIndex { character in
                    depth += character == "(" ? 1 : character == ")" ? -1 : 0
                    return character == "{" || (depth <= 0 && character == "\n")
                } ?? parameters.endIndex
            return String(members[match.range]) + parameters[..<end]
        }
    }

    private func typePath(of index: Int, in fileScopes: [Scope]) -> String {
        var names: [String] = []
        var current = fileScopes[index].parent
        while let scope = current {
            if fileScopes[scope].kind == .type { names.insert(fileScopes[scope].name, at: 0) }
            current = fileScopes[scope].parent
        }
        return names.joined(separator: ".")
    }

    /// Walks the braces of a blanked file and names each scope by the header in front of it.
    private mutating func read(_ code: [Character]) -> [Scope] {
        var result: [Scope] = []
        var open: [Int] = []
        var line = 1
        var segment = ""
        // A closure inside parentheses (a default value, an argument) does not end the header around
        // it: the header is set aside while the closure is open, and taken up again after it.
        var setAside: [Int: String] = [:]  // by scope index; looked up only
        for character in code {
            switch character {
            case "\n":
                line += 1
                segment.append(" ")
            case "{":
                let parentKind = open.last.map { result[$0].kind }
                let insideParentheses =
                    segment.filter { $0 == "(" }.count > segment.filter { $0 == ")" }.count
                let (kind, name) =
                    insideParentheses
                    ? (.block, "") : classify(segment, insideType: parentKind == nil || parentKind == .type)
                if kind == .type { noteSupertypes(of: name, in: segment, parents: open.map { result[$0] }) }
                let isStatic = segment.range(
                    of: #"\b(static|class)\s+(func|var|let)\b"#, options: .regularExpression)
                result.append(
                    Scope(
                        kind: kind, name: name, lines: line...line, parent: open.last,
                        isStatic: kind != .block && kind != .type && isStatic != nil))
                open.append(result.count - 1)
                if insideParentheses { setAside[result.count - 1] = segment }
                segment = ""
            case "}":
                if let index = open.popLast() {
                    result[index].lines = result[index].lines.lowerBound...line
                    segment = setAside[index].map { $0 + "{}" } ?? ""
                } else {
                    segment = ""
                }
            case ";":
                segment = ""
            default:
                segment.append(character)
            }
        }
        // An accessor (`didSet`, `get`) belongs to its property.
        for index in result.indices where result[index].kind == .block {
            if let parent = result[index].parent, result[parent].kind == .property,
                result[index].name.isEmpty == false
            {
                result[index].kind = .property
                result[index].name = result[parent].name
            }
        }
        return result
    }

    private func classify(_ segment: String, insideType: Bool) -> (Scope.Kind, String) {
        let text = segment as NSString
        func lastMatch(_ pattern: String) -> NSTextCheckingResult? {
            (try? NSRegularExpression(pattern: pattern))?
                .matches(in: segment, range: NSRange(location: 0, length: text.length)).last
        }
        let candidates: [(Scope.Kind, NSTextCheckingResult?)] = [
            (.type, lastMatch(#"\b(?:class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][\w.]*)"#)),
            (.method, lastMatch(#"\bfunc\s+([^\s(<]+)\s*(?:<[^(]*>)?\s*\("#)),
            (.method, lastMatch(#"(?<!\.)\b(init)\s*[?!]?\s*(?:<[^(]*>)?\s*\("#)),
            (.property, insideType ? lastMatch(#"\b(?:var|let)\s+([A-Za-z_]\w*)"#) : nil),
        ]
        let found = candidates.compactMap { kind, match in match.map { (kind, $0) } }
            .filter {
                $0.0 != .type || !["func", "var", "let"].contains(text.substring(with: $0.1.range(at: 1)))
            }
        guard let (kind, match) = found.max(by: { $0.1.range.location < $1.1.range.location }) else {
            let accessor = lastMatch(#"^\s*(?:didSet|willSet|get|set)\s*(?:\(\w*\))?\s*$"#)
            return (.block, accessor == nil ? "" : "accessor")
        }
        let name = text.substring(with: match.range(at: 1))
        guard kind == .method else { return (kind, name) }
        let parameters = segment.utf16.dropFirst(match.range.location + match.range.length)
        return (kind, "\(name)(\(Self.labels(String(parameters) ?? "")))")
    }

    /// `_ text: String, with other: Int = 1)` gives `_:with:`; it reads to the closing parenthesis.
    static func labels(_ parameters: String) -> String {
        var depth = 0
        var current = ""
        var labels: [String] = []
        func finish() {
            let head = current.split(separator: ":", maxSplits: 1).first ?? ""
            let words = head.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
            if let label = words.first { labels.append("\(label):") }
            current = ""
        }
        for character in parameters {
            switch character {
            case "(", "[", "<": depth += 1
            case ")" where depth == 0:
                finish()
                return labels.joined()
            case ")", "]": depth -= 1
            case ">" where current.last != "-": depth -= 1
            case "," where depth == 0:
                finish()
                continue
            default: break
            }
            current.append(character)
        }
        return labels.joined()
    }

    private mutating func noteSupertypes(of name: String, in segment: String, parents: [Scope]) {
        guard let colon = segment.range(of: "\(name)\\s*(<[^>]*>)?\\s*:", options: .regularExpression) else {
            return
        }
        let clause = segment[colon.upperBound...].components(separatedBy: " where ")[0]
        let path = (parents.filter { $0.kind == .type }.map(\.name) + [name]).joined(separator: ".")
        for supertype in clause.split(separator: ",") {
            let word = supertype.split(whereSeparator: \.isWhitespace).last { $0 != "any" } ?? ""
            supertypes[path, default: []].insert(String(word.prefix { $0 != "<" }))
        }
    }
}
