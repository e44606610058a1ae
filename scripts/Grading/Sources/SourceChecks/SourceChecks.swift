// The SourceChecks module: what a student's Swift may declare (the declaration check, on a reading of
// the source by a tokenizer of its own: Tokenizer.swift, Reading.swift), and text made safe to print
// on the grader's terminal (Escaping.swift).

/// What the files a student writes for the exercises of one demo may declare at top level: the types
/// their `declares` files list, each with what it may adopt or inherit, and in a slot file the slot's
/// own functions.
public struct Declarations: Sendable {
    /// Each allowed type, with what it may adopt or inherit (whitespace dropped).
    let types: [String: Set<String>]
    /// The course's slot files (paths from the package root), and the names they declare at top level.
    let slotPaths: Set<String>
    let slotNames: Set<String>

    /// `declaresFiles`: the texts of Tests/Exercises/*/declares of one demo: one type a line, then after
    /// ":" what it may adopt or inherit, "#" starts a comment. `slots`: the course's slot files (path
    /// from the package root, and the course's own text), whose top-level functions a student's slot
    /// may declare; without them, no slot function is allowed. Throws for a line it cannot read and
    /// for a slot that is not Swift it can read.
    public init(declaresFiles: [String], slots: [(path: String, text: String)] = []) throws {
        var types: [String: Set<String>] = [:]
        for text in declaresFiles {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                guard entry.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
                let halves = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(halves[0]).trimmingWhitespace()
                let adopts =
                    halves.count > 1
                    ? halves[1].split(separator: ",", omittingEmptySubsequences: false).map(stripped) : []
                guard let first = name.unicodeScalars.first, isIdentifierHead(first), !name.contains("$"),
                    name.unicodeScalars.allSatisfy({ isIdentifierHead($0) || ("0"..."9").contains($0) }),
                    name.allSatisfy(\.isASCII), !adopts.contains("")
                else {
                    throw DeclaresError(
                        description:
                            "a declares file's line \(number + 1) is not `Type: Adopted, ...`: \(line)")
                }
                types[name, default: []].formUnion(adopts)
            }
        }
        var names: Set<String> = []
        for slot in slots {
            do {
                for declaration in declarations(try tokenize(slot.text)) {
                    names.formUnion(declaration.names)
                }
            } catch let error as ReadError {
                throw DeclaresError(
                    description: "the slot \(slot.path) cannot be read, line \(error.line): \(error.what)")
            }
        }
        self.types = types
        self.slotPaths = Set(slots.map(\.path))
        self.slotNames = names
    }
}

/// A declares file or a slot of the course that cannot be read: the course is at fault, not a student.
public struct DeclaresError: Error, CustomStringConvertible {
    public let description: String
}

private func stripped(_ text: Substring) -> String { text.filter { !$0.isWhitespace } }

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// A declaration, directive or attribute that a student's file may not hold, or a file that cannot be
/// read as Swift. `line` counts from 1.
public struct Refusal: Equatable, Sendable {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }
}

/// Every refusal for the student's `files` (path from the package root, and text), in file order, then
/// by line. An empty result means nothing is refused.
///
/// At top level a file may declare the types `allowed` lists (struct, class, enum or actor), adopting
/// or inheriting only what it lists, and extensions of them; in a slot, functions and variables named
/// as the course's slots name theirs. Members inside the types are the student's own. An extension must
/// name an allowed type or a type nested in one, plainly: through a type alias only when the alias
/// stands for such a type too. Anywhere in the code: no conditional compilation, no `#sourceLocation`,
/// no macro, and only the attributes in `allowedAttributes`.
public func checkDeclarations(files: [(path: String, text: String)], allowed: Declarations) -> [Refusal] {
    var refusals: [Refusal] = []
    var read: [(path: String, declarations: [Declaration])] = []
    for file in files {
        do {
            let tokens = try tokenize(file.text)
            refusals += codeRefusals(tokens).map {
                Refusal(file: file.path, line: $0.line, reason: $0.reason)
            }
            read.append((file.path, declarations(tokens)))
        } catch let error as ReadError {
            refusals.append(
                Refusal(file: file.path, line: error.line, reason: "cannot be read as Swift: \(error.what)"))
        } catch {
            refusals.append(Refusal(file: file.path, line: 1, reason: "cannot be read as Swift"))
        }
    }
    let scope = Scope(allowed: allowed, files: read.map(\.declarations))
    for file in read {
        let isSlot = allowed.slotPaths.contains(file.path)
        for declaration in file.declarations {
            if let reason = scope.refusal(of: declaration, inSlot: isSlot) {
                refusals.append(Refusal(file: file.path, line: declaration.line, reason: reason))
            }
        }
    }
    let order = Dictionary(
        files.map(\.path).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return refusals.enumerated().sorted {
        let (left, right) = ($0.element, $1.element)
        return (order[left.file] ?? 0, left.line, $0.offset) < (order[right.file] ?? 0, right.line, $1.offset)
    }.map(\.element)
}

/// The attributes a student's code may use: none of them can give a symbol a name of its choosing
/// (`@_cdecl`, `@c`, `@_silgen_name`, `@objc`), place it in a section or keep it (`@_section`,
/// `@section`, `@_used`, `@used`), replace another's code (`@_dynamicReplacement`, `@_implements`),
/// run before `main` or be `main` (`@main`), expand into code (a macro, a property wrapper, a result
/// builder: any other name), or change what an import exposes (`@_exported`, `@_spi`, `@testable`).
/// A list of what is allowed, not of what is refused, so that an attribute a later Swift adds is
/// refused until someone has read what it does.
public let allowedAttributes: Set<String> = [
    "available", "discardableResult", "escaping", "autoclosure", "Sendable", "MainActor", "unchecked",
    "unknown",
]

/// The `#` words a student's code may use: literals of where it is, availability checks, and the
/// compile-time messages; every other is a directive (`#if`, `#sourceLocation`) or a macro.
public let allowedPoundWords: Set<String> = [
    "file", "fileID", "filePath", "function", "column", "available", "unavailable", "warning", "error",
    "isolation",
]

/// Directives, macros and attributes anywhere in the code (interpolations included), in order.
private func codeRefusals(_ tokens: [Token]) -> [(line: Int, reason: String)] {
    var found: [(line: Int, reason: String)] = []
    for (index, token) in tokens.enumerated() {
        for part in token.parts { found += codeRefusals(part) }
        if token.kind == .pound && ["if", "elseif", "else", "endif"].contains(token.text) {
            found.append(
                (
                    token.line,
                    "conditional compilation (#\(token.text)), which a grader refuses wherever it is"
                ))
        } else if token.kind == .pound && ["sourceLocation", "line"].contains(token.text) {
            found.append(
                (token.line, "a line directive (#\(token.text)), which a grader refuses wherever it is"))
        } else if token.kind == .pound && !allowedPoundWords.contains(token.text) {
            found.append(
                (
                    token.line,
                    "a macro or directive (#\(token.text)), which a grader refuses: it allows "
                        + allowedPoundWords.sorted().map { "#" + $0 }.joined(separator: ", ")
                ))
        } else if token.is(.punctuation, "@") {
            var name = ""
            var next = index + 1
            while next < tokens.count, tokens[next].kind == .identifier,
                tokens[next].spaceBefore == false || name.isEmpty
            {
                name += tokens[next].text
                guard next + 1 < tokens.count, tokens[next + 1].is(.punctuation, "."),
                    !tokens[next + 1].spaceBefore
                else { break }
                name += "."
                next += 2
            }
            if name.hasPrefix("_") {
                found.append(
                    (token.line, "an underscored attribute (@\(name)), which a grader refuses wherever it is")
                )
            } else if !allowedAttributes.contains(name) {
                found.append(
                    (
                        token.line,
                        "an attribute a grader refuses (@\(name)): it allows only "
                            + allowedAttributes.sorted().map { "@" + $0 }.joined(separator: ", ")
                    ))
            }
        }
    }
    return found
}

/// The types a student's files declare, to tell what an extension extends.
private struct Scope {
    let allowed: Declarations
    /// Every type and type alias declared inside a type (at any depth, in its body or an extension's),
    /// by its path: "Bus.Log". A path declared twice (a type and an alias) is not trusted either way.
    var nested: [String: [Declaration]] = [:]
    /// The type aliases at top level (refused themselves), to say what an extension through one extends.
    var topLevelAliases: [String: Declaration] = [:]

    init(allowed: Declarations, files: [[Declaration]]) {
        self.allowed = allowed
        for declarations in files {
            for alias in declarations where alias.kind == "typealias" && topLevelAliases[alias.name] == nil {
                topLevelAliases[alias.name] = alias
            }
            for declaration in declarations
            where declaration.kind == "extension" || nominalKinds.contains(declaration.kind) {
                if let path = declaration.path { collect(declaration.members, under: path) }
            }
        }
    }

    mutating func collect(_ members: [Declaration], under path: [String]) {
        for member in members where member.kind == "typealias" || nominalKinds.contains(member.kind) {
            let memberPath = path + [member.name]
            nested[memberPath.joined(separator: "."), default: []].append(member)
            collect(member.members, under: memberPath)
        }
    }

    /// What `path` stands for: the path of an allowed type or of a type nested in one, through type
    /// aliases whose target is itself such a path; nil for anything else (a course type, a module's,
    /// an alias to a type written otherwise).
    func resolve(_ path: [String], depth: Int = 0) -> [String]? {
        guard let first = path.first, allowed.types[first] != nil, depth < 16 else { return nil }
        var current = [first]
        for component in path.dropFirst() {
            guard let members = nested[(current + [component]).joined(separator: ".")], members.count == 1,
                let member = members.first
            else { return nil }
            if member.kind == "typealias" {
                guard let target = member.path, let resolved = resolve(target, depth: depth + 1) else {
                    return nil
                }
                current = resolved
            } else {
                current.append(component)
            }
        }
        return current
    }

    /// Why a top-level declaration is refused, or nil.
    func refusal(of declaration: Declaration, inSlot: Bool) -> String? {
        let name = declaration.name
        if inSlot && ["func", "var", "let"].contains(declaration.kind)
            && declaration.names.allSatisfy(allowed.slotNames.contains)
        {
            return nil
        }
        switch declaration.kind {
        case "extension":
            guard let path = declaration.path else {
                return "extends \(name.isEmpty ? "a type" : name) written in a way a grader cannot read"
            }
            guard let resolved = resolve(path) else {
                let key = path.joined(separator: ".")
                let alias =
                    (nested[key]?.first { $0.kind == "typealias" } ?? topLevelAliases[key]).flatMap(\.path)
                    .map { " (it stands for \($0.joined(separator: ".")))" } ?? ""
                return "extends \(name)\(alias), which is not a type this exercise asks for"
            }
            return resolved.count == 1 ? adoptions(of: declaration, as: resolved[0]) : nil
        case "struct", "class", "enum", "actor":
            if declaration.path == nil && !name.isEmpty {
                return "declares \(name) (\(declaration.kind)) with a header a grader cannot read"
            }
            guard let path = declaration.path, allowed.types[path[0]] != nil else {
                return "declares the type \(name), which this exercise does not ask for"
            }
            return adoptions(of: declaration, as: path[0])
        default:
            return "declares " + (name.isEmpty ? "a \(declaration.kind)" : "\(name) (\(declaration.kind))")
                + " at top level, which this exercise does not ask for"
        }
    }

    func adoptions(of declaration: Declaration, as type: String) -> String? {
        let extra = declaration.adopts.filter { !(allowed.types[type]?.contains($0) ?? false) }
        guard !extra.isEmpty else { return nil }
        return
            "makes \(declaration.name) adopt or inherit \(extra.joined(separator: ", ")), which this exercise does not list"
    }
}
