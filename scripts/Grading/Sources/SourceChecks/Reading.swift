// What a file declares, read from its tokens: each declaration at top level (and, for the alias check,
// the types and type aliases nested in the types), with its kind, name and header.

/// One declaration found in a list of tokens.
struct Declaration {
    /// The keyword: struct, class, enum, actor, protocol, extension, typealias, func, var, let, init,
    /// subscript, deinit, operator, precedencegroup, macro.
    let kind: String
    /// What it declares: `Bus`, `travel(with:trip:_:)`, `+++`; for an extension, the type as written.
    let name: String
    /// A type's or extension's name as a path (`Bus.Log` as ["Bus", "Log"], generic arguments dropped);
    /// a type alias's target when it is a plain path; nil when the header cannot be read so.
    var path: [String]?
    /// The names it binds: a function's base name, each name of a `var`/`let` (`var a = 1, b = 2`).
    var names: [String] = []
    /// What a type or extension adopts or inherits, as written (whitespace dropped).
    var adopts: [String] = []
    /// A type's or extension's body.
    var members: [Declaration] = []
    let line: Int
}

let nominalKinds: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
let declarationKinds: Set<String> =
    nominalKinds.union([
        "extension", "typealias", "func", "var", "let", "init", "subscript", "deinit", "operator",
        "precedencegroup", "macro", "associatedtype", "import",
    ])

/// The declarations in `tokens[range]`, at its own level: what is inside brackets is a body (read for a
/// type or an extension) or an expression, not a declaration of this level.
func declarations(_ tokens: [Token], _ range: Range<Int>? = nil) -> [Declaration] {
    let range = range ?? 0..<tokens.count
    var reader = DeclarationReader(tokens: tokens, end: range.upperBound, index: range.lowerBound)
    return reader.all()
}

private struct DeclarationReader {
    let tokens: [Token]
    let end: Int
    var index: Int

    func at(_ offset: Int = 0) -> Token? { index + offset < end ? tokens[index + offset] : nil }

    /// The index of the bracket closing the one at `start` (the file's brackets are balanced).
    func closing(_ start: Int) -> Int {
        var depth = 0
        for position in start..<end {
            if tokens[position].opens { depth += 1 }
            if tokens[position].closes { depth -= 1 }
            if depth == 0 { return position }
        }
        return end - 1
    }

    mutating func skipGroup() {
        if let token = at(), token.opens {
            index = closing(index) + 1
        } else {
            index += 1
        }
    }

    mutating func all() -> [Declaration] {
        var found: [Declaration] = []
        while let token = at() {
            if token.isKeyword && declarationKinds.contains(token.text) {
                if let declaration = read() { found.append(declaration) }
            } else {
                skipGroup()
            }
        }
        return found
    }

    /// A name: an identifier that is not a keyword, or a backticked one.
    func isName(_ token: Token?) -> Bool {
        guard let token else { return false }
        return token.kind == .identifier && !token.isKeyword
    }

    /// Reads the declaration whose keyword is at `index`; nil for `class` used as a modifier
    /// (`class func`).
    mutating func read() -> Declaration? {
        let keyword = tokens[index]
        let kind = keyword.text
        index += 1
        if kind == "class" && at()?.isKeyword == true { return nil }
        switch kind {
        case "import":  // import Foundation, import struct DemoSupport.Transcript: its line
            while let token = at(), token.line == keyword.line, token.text != ";" { index += 1 }
            return nil
        case "struct", "class", "enum", "actor", "protocol", "extension":
            return typeDeclaration(kind, line: keyword.line)
        case "func":
            return function(line: keyword.line)
        case "var", "let":
            return variable(kind, line: keyword.line)
        case "typealias":
            let name = isName(at()) ? tokens[index].text : ""
            if !name.isEmpty { index += 1 }
            skipGenericClause()
            var alias = Declaration(kind: kind, name: name, path: nil, line: keyword.line)
            if at()?.is(.operator, "=") == true {
                index += 1
                let target = path()
                // A plain path only when nothing of the type follows on its line (`= Transcript?` is not).
                if let next = at(), next.line == tokens[index - 1].line, next.text != ";" { return alias }
                alias.path = target.path
            }
            return alias
        default:  // init, subscript, deinit, operator, precedencegroup, macro, associatedtype
            let name = at().map { $0.kind == .punctuation ? kind : $0.text } ?? kind
            return Declaration(kind: kind, name: name, path: nil, line: keyword.line)
        }
    }

    /// `Bus`, `Bus.Log`, `DemoSupport.Transcript<Int>`: the components, generic arguments dropped,
    /// and the text as written; an empty path when no name comes first.
    mutating func path() -> (path: [String]?, text: String) {
        var components: [String] = []
        var text = ""
        while isName(at()) {
            components.append(tokens[index].text)
            text += tokens[index].text
            index += 1
            text += skipGenericClause()
            guard at()?.is(.punctuation, ".") == true, isName(at(1)) else { break }
            text += "."
            index += 1
        }
        return (components.isEmpty ? nil : components, text)
    }

    /// Steps over `<...>` if one starts here; returns its text.
    @discardableResult
    mutating func skipGenericClause() -> String {
        guard let first = at(), first.kind == .operator, first.text.hasPrefix("<") else { return "" }
        var depth = 0
        var text = ""
        while let token = at() {
            if token.kind == .operator && token.text != "->" {
                for scalar in token.text.unicodeScalars {
                    if scalar == "<" { depth += 1 }
                    if scalar == ">" { depth -= 1 }
                }
            }
            text += token.opens ? "(...)" : token.text
            if token.opens { index = closing(index) }
            index += 1
            if depth <= 0 { break }
        }
        return text
    }

    /// struct, class, enum, actor, protocol or extension: name, generic parameters, what it adopts,
    /// a where clause, and its body, whose declarations are its members.
    mutating func typeDeclaration(_ kind: String, line: Int) -> Declaration {
        let name = path()
        // A type by its name (`Bus`, not `Bus<T>`), an extension by the type as written (`Array<Bus>`).
        let shown = kind == "extension" ? name.text : name.path?.joined(separator: ".") ?? ""
        var declaration = Declaration(kind: kind, name: shown, path: name.path, line: line)
        if kind != "extension" && (name.path?.count ?? 0) != 1 { declaration.path = nil }
        var entry: [Token] = []
        var inAdoptions = false
        var inWhere = false
        if kind == "extension", let next = at(),
            !(next.text == ":" || next.text == "{" || next.text == "where")
        {
            declaration.path = nil  // extension [Bus], extension Bus?: not a plain name
        }
        while let token = at() {
            if token.isKeyword && declarationKinds.contains(token.text) && token.text != "class" {
                declaration.path = nil  // no body before the next declaration: not a header to trust
                break
            }
            if token.is(.punctuation, "{") {
                let close = closing(index)
                declaration.members = declarations(tokens, index + 1..<close)
                index = close + 1
                break
            }
            if token.isKeyword && token.text == "where" {
                inWhere = true
            }
            if token.is(.punctuation, ":") && !inAdoptions && !inWhere && declaration.adopts.isEmpty {
                inAdoptions = true
            } else if inAdoptions && (token.is(.punctuation, ",") || inWhere) {
                declaration.adopts.append(entry.map(\.text).joined())
                entry = []
                inAdoptions = !inWhere
            } else if inAdoptions {
                entry.append(token)
            }
            skipGroup()
        }
        if inAdoptions && !entry.isEmpty { declaration.adopts.append(entry.map(\.text).joined()) }
        return declaration
    }

    /// A function's name with its argument labels, as the compiler writes it: `travel(with:trip:_:)`.
    mutating func function(line: Int) -> Declaration {
        guard let nameToken = at(), isName(nameToken) || nameToken.kind == .operator else {
            return Declaration(kind: "func", name: "", path: nil, names: [""], line: line)
        }
        index += 1
        skipGenericClause()
        var labels = ""
        if let open = at(), open.is(.punctuation, "(") {
            let close = closing(index)
            // A parameter starts after "(" or a "," at its level, with one or two names then ":".
            var position = index + 1
            var startsParameter = true
            while position < close {
                let token = tokens[position]
                if startsParameter, position + 1 < close, token.kind == .identifier {
                    let next = tokens[position + 1]
                    if next.is(.punctuation, ":")
                        || (next.kind == .identifier && position + 2 < close
                            && tokens[position + 2].is(.punctuation, ":"))
                    {
                        labels += (nameToken.kind == .operator ? "_" : token.text) + ":"
                    }
                }
                startsParameter = token.is(.punctuation, ",")
                position =
                    token.opens
                    ? closing(position) + 1 : position + 1
            }
            index = close + 1
        }
        return Declaration(
            kind: "func", name: "\(nameToken.text)(\(labels))", path: nil, names: [nameToken.text], line: line
        )
    }

    /// `var a = 1, b: Int = 2`: every name bound at this level (a name after a "," counts as one: so
    /// does the second argument of `Dictionary<String, Int>()`, refused in a slot, never passed).
    mutating func variable(_ kind: String, line: Int) -> Declaration {
        var names: [String] = []
        var expectsName = true
        while let token = at(), !(token.isKeyword && declarationKinds.contains(token.text)) {
            if expectsName { names.append(isName(token) ? token.text : "(a pattern)") }
            expectsName = token.is(.punctuation, ",")
            skipGroup()
        }
        return Declaration(
            kind: kind, name: names.joined(separator: ", "), path: nil, names: names, line: line)
    }
}
