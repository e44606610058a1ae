import Foundation
import Testing

@testable import DemoSupport
@testable import DemoTools
@testable import MVVMDemo
@testable import StrategyDemo

extension DemoChecks {
    /// What the demo says about its code, checked against its sources (read once): its call lines
    /// (``callLabels(_:_:_:)``) and its class diagrams (``classDiagrams(_:_:_:)``), both read in-process.
    static func sourceClaims(_ demo: String) {
        guard let data = inProcess(demo) else { return }
        let sources = SourceIndex(folder: Golden.packageRoot.appendingPathComponent("Sources/\(demo)"))
        callLabels(demo, data, sources)
        classDiagrams(demo, data, sources)
    }

    /// A class diagram draws only what the code does, and what makes each pattern that pattern. The
    /// compiler has checked every type name and each conformance and inheritance (the declarations
    /// name types); what only the sources show is read here: each operation a role shows is declared
    /// by its type, and each other relation of every design is in the code (``falseRelation(_:sources:)``).
    /// Each pattern's design has the relations that define it (``missingDefinitions(_:)``), and each
    /// pattern folder `--list` names exists.
    static func classDiagrams(_ demo: String, _ data: Demo, _ sources: SourceIndex) {
        var problems = data.patterns.flatMap { pattern in
            pattern.classes.flatMap { type, role in
                role.operations.filter { sources.declarations(of: $0, in: type).isEmpty }
                    .map { "\(type) declares no \($0)" }
            }
                + (pattern.structure + pattern.variants.flatMap(\.structure)).compactMap {
                    falseRelation($0.parts, sources: sources)
                }
        }.uniqued()
        problems += missingDefinitions(data.patterns) + weakByBehaviour(demo, data.patterns)
        for line in data.list.split(separator: "\n") {
            guard let folder = line.firstMatch(of: /: (Sources\/\S+\/)$/)?.1 else { continue }
            var isFolder: ObjCBool = false
            let path = Golden.packageRoot.appendingPathComponent(String(folder)).path
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue {
                problems.append("--list names the folder \(folder), which does not exist")
            }
        }
        if data.patterns.isEmpty { problems.append("no patterns: every demo declares its structure") }
        if problems.isEmpty { return }
        record(
            failure(
                demo, "class diagrams", "swift test --filter \(demo)",
                "\(problems.count) problems with the class diagrams:\n\(problems.joined(separator: "\n"))"))
    }

    /// What is wrong with one relation (kind, from, to, and the operation of `calls`, `takes`,
    /// `becomes` or `notifies`) as the sources show it, or nil.
    static func falseRelation(_ fact: Relation.Parts, sources: SourceIndex) -> String? {
        let (kind, from, to, operation) = (fact.kind, fact.from, fact.to, fact.label)
        let (code, target) = (sources.code(of: from), sources.code(of: to))
        guard !code.all.isEmpty || kind == .notifies else {
            return "\(kind) \(from) \(to): no type \(from) in the sources"
        }
        // A relation may name a toolchain type (NotificationCenter); an observer must be the demo's own.
        guard kind != .notifies || !target.all.isEmpty else {
            return "\(kind) \(from) \(to): no type \(to) in the sources"
        }
        // `to` as the code may name it: an alias, or a generic parameter of `from`.
        let names = sources.names(of: to, in: from)
        let name = "(?:" + names.joined(separator: "|") + ")"
        // A line can match a pattern that names `to` only if it holds one of its names: checking that
        // first spares the regex engine most lines (it is the slow part of this test).
        let naming = { (line: String) in names.contains { line.contains($0) } }
        let creation = try? Regex(
            #"\b"# + name
                + #"\s*(?:<[^<>()]*>)?\s*(?:\.init)?\(|\bfunc\s+make\w*\s*\([^)]*\)\s*->\s*(?:any\s+)?"#
                + name + #"\b"#)
        let found: Bool
        switch (kind, operation) {
        // The declaration's upcast `{ $0 }` compiled: only a type declared twice is left to find.
        case (.conforms, _), (.inherits, _): found = from != to
        case (.weak, nil) where WeakProof.all.contains(where: { $0.holder == from && $0.held == to }):
            found = true  // proven by behaviour (``weakByBehaviour(_:_:)``)
        case (.holds, nil), (.weak, nil):
            // A stored property (or a requirement) whose type names `to`, or that is set to a new one:
            // for `holds` a strong one, for `weak` one declared `weak` or `unowned`.
            let stored = try? Regex(
                #"\b(?:let|var)\s+\w+\s*(?::[^=]*\b"# + name + #"\b|=\s*"# + name + #"\s*[(<.])"#)
            let weak = /\b(?:weak|unowned)\b[^=]*\b(?:let|var)\s/
            found =
                stored.map { pattern in
                    code.members.contains {
                        naming($0) && $0.contains(pattern) && $0.contains(weak) == (kind == .weak)
                    }
                } ?? false
        case (.creates, nil):
            // Its initialiser called, or a factory method `make…() -> To` declared.
            found =
                creation.map { pattern in code.all.contains { naming($0) && $0.contains(pattern) } } ?? false
        case (.notifies, let operation):
            // Inside `notifying { }`; or `to` registers with `from`, a toolchain subject such as
            // NotificationCenter. The operation, if named, is the observer's.
            let registers = code.all.isEmpty && target.all.contains { $0.contains("addObserver") }
            if let operation, sources.declarations(of: operation, in: to).isEmpty {
                return "\(to) declares no \(operation)"
            }
            found = registers || code.all.contains { $0.contains("notifying") }
        case (.calls, let operation?):
            // `from` calls it by name; `to` declares it (unless `to` is a toolchain type).
            let base = String(operation.prefix { $0 != "(" })
            guard target.all.isEmpty || !sources.declarations(of: operation, in: to).isEmpty else {
                return "\(to) declares no \(operation)"
            }
            // A call (with a trailing closure too), not the declaration `func name(`.
            let escaped = NSRegularExpression.escapedPattern(for: base)
            // `(?:^|\W)`, not `\b`: Unicode word boundaries do not break `rule.check`.
            guard let call = try? Regex(#"(?:^|\W)"# + escaped + #"\s*[({]"#),
                let declared = try? Regex(#"\bfunc\s+"# + escaped + #"\b"#)
            else { return "unreadable operation: \(base)" }
            found = code.all.contains { $0.contains(base) && $0.replacing(declared, with: "").contains(call) }
        case (.takes, let operation?):
            // `from` declares the operation, and its parameters name `to`.
            let named = try? Regex(#"\b"# + name + #"\b"#)
            found = sources.declarations(of: operation, in: from).contains { header in
                named.map { header.contains($0) } ?? false
            }
        case (.becomes, let operation?):
            // `from` declares the operation, and its code makes a `to`.
            found =
                !sources.declarations(of: operation, in: from).isEmpty
                && (creation.map { pattern in code.all.contains { naming($0) && $0.contains(pattern) } }
                    ?? false)
        default: return "\(kind) \(from) \(to) needs an operation"
        }
        let verbs: [Relation.Kind: String] = [
            .conforms: "conform to", .inherits: "inherit from", .holds: "hold strongly",
            .weak: "hold weakly (weak or unowned)", .creates: "create", .notifies: "notify",
            .calls: "call \(operation ?? "") of", .takes: "take", .becomes: "become",
        ]
        let detail = kind == .takes || kind == .becomes ? " in \(operation ?? "")" : ""
        return found ? nil : "\(from) does not \(verbs[kind] ?? kind.rawValue) \(to)\(detail)"
    }

    /// Each weak reference with a ``WeakProof`` is proven by behaviour, not by reading the source: the
    /// reference is set while its target lives, and gone once the target (its owner) is released. A
    /// proof that names no relation the demo declares is stale.
    static func weakByBehaviour(_ demo: String, _ patterns: [Pattern]) -> [String] {
        let weak = patterns.flatMap { $0.structure + $0.variants.flatMap(\.structure) }.map(\.parts)
            .filter { $0.kind == .weak }
        return WeakProof.all.filter { $0.demo == demo }.compactMap { proof in
            let name = "weak \(proof.holder) \(proof.held)"
            guard weak.contains(where: { $0.from == proof.holder && $0.to == proof.held }) else {
                return "\(name): a behaviour proof for a relation no pattern declares"
            }
            let (before, after) = proof.run()
            if !before { return "\(name): the reference is not set while its target lives" }
            return after
                ? "\(proof.holder) does not hold weakly (weak or unowned) \(proof.held): "
                    + "it keeps its target alive" : nil
        }
    }
}

/// A weak reference shown by behaviour: `run` makes the target (which owns the holder), reads the
/// reference, releases the target, and reads it again: (set before, still set after).
struct WeakProof: Sendable {
    var demo, holder, held: String
    var run: @Sendable () -> (Bool, Bool)

    /// `make` returns the target and the holder; `read` is the holder's reference to it.
    init<Target: AnyObject, Holder: AnyObject>(
        _ demo: String, _ make: @escaping @Sendable () -> (Target, Holder),
        read: @escaping @Sendable (Holder) -> Target?
    ) {
        (self.demo, holder, held) = (demo, "\(Holder.self)", "\(Target.self)")
        run = {
            var (target, holder): (Target?, Holder) = make()
            let before = read(holder) === target
            target = nil
            return (before, read(holder) != nil)
        }
    }

    static let all: [WeakProof] = [
        WeakProof("StrategyDemo") { () -> (LoginController, CustomTextField) in
            let controller = LoginController()
            controller.addField("f", strategy: LetterInput())
            return (
                controller, controller.field("f") ?? CustomTextField(name: "", inputTextField: LetterInput())
            )
        } read: {
            $0.delegate
        },
        WeakProof("StrategyDemo") {
            () -> (ConditionalLoginController, ConditionalLoginController.PlainTextField) in
            let controller = ConditionalLoginController()
            controller.addField("f", kind: .letters)
            return (controller, controller.fields.first ?? .init(name: "", kind: .letters))
        } read: {
            $0.delegate
        },
        WeakProof("MVVMDemo") { () -> (MVVMDemo.ViewModel, MapView) in
            let app = TouristApp(user: TouristPlaces.sample.tourist, server: TouristPlaces.sample.server())
            return (app.viewModel, app.map)
        } read: {
            $0.viewModel
        },
        WeakProof("MVVMDemo") { () -> (MVVMDemo.ViewModel, AugmentedRealityView) in
            let app = TouristApp(user: TouristPlaces.sample.tourist, server: TouristPlaces.sample.server())
            return (app.viewModel, app.augmentedRealityView)
        } read: {
            $0.viewModel
        },
    ]
}
