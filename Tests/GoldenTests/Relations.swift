import Foundation
import Testing

extension DemoChecks {
    /// What the demo says about its code, checked against its sources (read once): its call lines
    /// (``callLabels(_:_:_:)``) and its class diagrams (``classDiagrams(_:_:_:)``).
    static func sourceClaims(_ demo: String) async {
        guard let settings = validSettings(), await startsCleanly(demo, settings) else { return }
        let run = GoldenRun(demo: demo, settings: settings)
        let sources = SourceIndex(folder: Golden.packageRoot.appendingPathComponent("Sources/\(demo)"))
        await callLabels(demo, run, sources)
        await classDiagrams(demo, run, sources)
    }

    /// A class diagram draws only what the code does: each relation the demo declares (`--relations`)
    /// is found in its sources, and each pattern folder `--list` names exists.
    static func classDiagrams(_ demo: String, _ run: GoldenRun, _ sources: SourceIndex) async {
        let (relations, list) = (
            await run.run(["--relations"], expecting: 0), await run.run(["--list"], expecting: 0)
        )
        guard relations.problem == nil, list.problem == nil else {
            record(
                failure(
                    demo, "--relations", "swift run \(demo) --relations",
                    relations.problem ?? list.problem ?? ""))
            return
        }
        var problems = String(decoding: relations.shown, as: UTF8.self).split(separator: "\n").compactMap {
            falseRelation(String($0), sources: sources)
        }
        for line in String(decoding: list.shown, as: UTF8.self).split(separator: "\n") {
            guard let folder = line.firstMatch(of: /: (Sources\/\S+\/)$/)?.1 else { continue }
            var isFolder: ObjCBool = false
            let path = Golden.packageRoot.appendingPathComponent(String(folder)).path
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue {
                problems.append("--list names the folder \(folder), which does not exist")
            }
        }
        if problems.isEmpty && !relations.shown.isEmpty { return }
        if relations.shown.isEmpty { problems.append("no relations: every pattern declares its structure") }
        record(
            failure(
                demo, "class diagrams", "swift run \(demo) --relations",
                "\(problems.count) claims the code does not make:\n\(problems.joined(separator: "\n"))"))
    }

    /// What is wrong with one `--relations` line (kind, from, to), or nil.
    static func falseRelation(_ line: String, sources: SourceIndex) -> String? {
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count == 3,
            fields.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return "unreadable (names must be plain type names): \(line)" }
        let (kind, from, to) = (fields[0], fields[1], fields[2])
        let (code, target) = (sources.code(of: from), sources.code(of: to))
        guard !code.all.isEmpty else { return "\(kind) \(from) \(to): no type \(from) in the sources" }
        // A relation may name a toolchain type (NotificationCenter); an observer must be the demo's own.
        guard kind != "notifies" || !target.all.isEmpty else {
            return "\(kind) \(from) \(to): no type \(to) in the sources"
        }
        // `to` as the code may name it: an alias, or a generic parameter of `from`.
        let name = "(?:" + sources.names(of: to, in: from).joined(separator: "|") + ")"
        let found: Bool
        switch kind {
        case "conforms", "inherits": found = from != to && sources.type(from, isOrInheritsFrom: to)
        case "holds":
            // A stored property (or a requirement) whose type names `to`, or that is set to a new one.
            let stored = try? Regex(
                #"\b(?:let|var)\s+\w+\s*(?::[^=]*\b"# + name + #"\b|=\s*"# + name + #"\s*[(<.])"#)
            found = stored.map { pattern in code.members.contains { $0.contains(pattern) } } ?? false
        case "creates":
            // Its initialiser called, or a factory method `make…() -> To` declared.
            let creation = try? Regex(
                #"\b"# + name
                    + #"\s*(?:<[^<>()]*>)?\s*(?:\.init)?\(|\bfunc\s+make\w*\s*\([^)]*\)\s*->\s*(?:any\s+)?"#
                    + name + #"\b"#)
            found = creation.map { pattern in code.all.contains { $0.contains(pattern) } } ?? false
        case "notifies": found = code.all.contains { $0.contains("notifying") }
        default: return "unknown relation: \(line)"
        }
        let verbs = [
            "conforms": "conform to", "inherits": "inherit from", "holds": "hold", "creates": "create",
        ]
        return found ? nil : "\(from) does not \(verbs[kind] ?? "notify") \(to)"
    }
}

@Suite("Class diagram claims")
struct RelationTests {
    @Test func aClaimTheCodeDoesNotMakeIsFound() {
        let sources = SourceIndex(files: [
            "F.swift": """
            protocol Rule {}
            struct Letters: Rule {}
            typealias Alphabetic = Letters
            final class Field {
                var rule: Rule
                init() { rule = Alphabetic() }
                func check() { let other: Letters? = nil; notifying { _ = other } }
            }
            final class Form<R: Rule> {
                let first: R
            }
            """
        ])
        let claims = [
            "conforms\tLetters\tRule", "holds\tField\tRule", "creates\tField\tLetters",
            "notifies\tField\tRule",
            "holds\tField\tLetters", "conforms\tField\tRule", "creates\tLetters\tField",
            "holds\tField\tNothing", "holds\tForm\tRule", "creates\tField\tLetters",
        ]
        #expect(
            claims.map { DemoChecks.falseRelation($0, sources: sources) } == [
                nil, nil, nil, nil, "Field does not hold Letters", "Field does not conform to Rule",
                "Letters does not create Field", "Field does not hold Nothing", nil,
                nil,
            ])
    }
}
