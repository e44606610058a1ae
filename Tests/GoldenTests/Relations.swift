import Foundation
import Testing

@testable import DemoSupport
@testable import DemoTools

extension DemoChecks {
    /// What the demo says about its code, checked against its sources (read once): its call lines
    /// (``callLabels(_:_:_:)``) and its class diagrams (``classDiagrams(_:_:_:)``), both read in-process.
    static func sourceClaims(_ demo: String) {
        guard let data = inProcess(demo) else { return }
        let sources = SourceIndex(folder: Golden.packageRoot.appendingPathComponent("Sources/\(demo)"))
        callLabels(demo, data, sources)
        classDiagrams(demo, data, sources)
    }

    /// A class diagram draws only what the code does, and what makes each pattern that pattern: each
    /// role, operation and relation the demo declares (``Demo/relations``) is found in its sources, each
    /// pattern's design has the relations that define it (``missingDefinitions(_:)``), and each pattern
    /// folder `--list` names exists.
    static func classDiagrams(_ demo: String, _ data: Demo, _ sources: SourceIndex) {
        let listing = data.relations
        var problems = listing.compactMap { falseRelation($0, sources: sources) }
        problems += missingDefinitions(listing)
        for line in data.list.split(separator: "\n") {
            guard let folder = line.firstMatch(of: /: (Sources\/\S+\/)$/)?.1 else { continue }
            var isFolder: ObjCBool = false
            let path = Golden.packageRoot.appendingPathComponent(String(folder)).path
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue {
                problems.append("--list names the folder \(folder), which does not exist")
            }
        }
        if problems.isEmpty && !listing.isEmpty { return }
        if listing.isEmpty { problems.append("no relations: every pattern declares its structure") }
        record(
            failure(
                demo, "class diagrams", "swift test --filter \(demo)",
                "\(problems.count) problems with the class diagrams:\n\(problems.joined(separator: "\n"))"))
    }

    /// What is wrong with one line of ``Demo/relations`` (kind, from, to, and the operation of `calls`,
    /// `takes`, `becomes` or `notifies`), or nil. `pattern` and `design` lines only name what follows.
    static func falseRelation(_ line: String, sources: SourceIndex) -> String? {
        let fields = line.split(separator: "\t").map(String.init)
        if ["pattern", "design"].contains(fields.first) { return nil }
        let plain = { (name: String) in name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard fields.count == 3 || fields.count == 4, plain(fields[0]), plain(fields[1]),
            fields[0] == "operation" || plain(fields[2])
        else {
            return "unreadable (names must be plain type names): \(line)"
        }
        let (kind, from, to) = (fields[0], fields[1], fields[2])
        let operation = fields.count == 4 ? fields[3] : nil
        let (code, target) = (sources.code(of: from), sources.code(of: to))
        guard !code.all.isEmpty || kind == "notifies" || kind == "role" else {
            return "\(kind) \(from) \(to): no type \(from) in the sources"
        }
        // A relation may name a toolchain type (NotificationCenter); an observer must be the demo's own.
        guard kind != "notifies" || !target.all.isEmpty else {
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
        case ("role", nil): found = true  // `from` is a type of the sources (checked above)
        case ("operation", nil):
            return sources.declarations(of: to, in: from).isEmpty ? "\(from) declares no \(to)" : nil
        case ("conforms", nil), ("inherits", nil):
            found = from != to && sources.type(from, isOrInheritsFrom: to)
        case ("holds", nil), ("weak", nil):
            // A stored property (or a requirement) whose type names `to`, or that is set to a new one:
            // for `holds` a strong one, for `weak` one declared `weak` or `unowned`.
            let stored = try? Regex(
                #"\b(?:let|var)\s+\w+\s*(?::[^=]*\b"# + name + #"\b|=\s*"# + name + #"\s*[(<.])"#)
            let weak = /\b(?:weak|unowned)\b[^=]*\b(?:let|var)\s/
            found =
                stored.map { pattern in
                    code.members.contains {
                        naming($0) && $0.contains(pattern) && $0.contains(weak) == (kind == "weak")
                    }
                } ?? false
        case ("creates", nil):
            // Its initialiser called, or a factory method `make…() -> To` declared.
            found =
                creation.map { pattern in code.all.contains { naming($0) && $0.contains(pattern) } } ?? false
        case ("notifies", let operation):
            // Inside `notifying { }`; or `to` registers with `from`, a toolchain subject such as
            // NotificationCenter. The operation, if named, is the observer's.
            let registers = code.all.isEmpty && target.all.contains { $0.contains("addObserver") }
            if let operation, sources.declarations(of: operation, in: to).isEmpty {
                return "\(to) declares no \(operation)"
            }
            found = registers || code.all.contains { $0.contains("notifying") }
        case ("calls", let operation?):
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
            else { return "unreadable operation: \(line)" }
            found = code.all.contains { $0.contains(base) && $0.replacing(declared, with: "").contains(call) }
        case ("takes", let operation?):
            // `from` declares the operation, and its parameters name `to`.
            let named = try? Regex(#"\b"# + name + #"\b"#)
            found = sources.declarations(of: operation, in: from).contains { header in
                named.map { header.contains($0) } ?? false
            }
        case ("becomes", let operation?):
            // `from` declares the operation, and its code makes a `to`.
            found =
                !sources.declarations(of: operation, in: from).isEmpty
                && (creation.map { pattern in code.all.contains { naming($0) && $0.contains(pattern) } }
                    ?? false)
        default: return "unknown relation: \(line)"
        }
        let verbs = [
            "conforms": "conform to", "inherits": "inherit from", "holds": "hold strongly",
            "weak": "hold weakly (weak or unowned)", "creates": "create",
            "notifies": "notify", "calls": "call \(operation ?? "") of", "takes": "take",
            "becomes": "become",
        ]
        let detail = kind == "takes" || kind == "becomes" ? " in \(operation ?? "")" : ""
        return found ? nil : "\(from) does not \(verbs[kind] ?? kind) \(to)\(detail)"
    }
}

/// One pattern's default design as ``Demo/relations`` lists it: its name, each type's roles and
/// operations, and its relations (kind, from, to, operation).
struct PatternDesign {
    var name: String
    var roles: [String: [String]] = [:]
    var operations: [String: [String]] = [:]
    var relations: [(kind: String, from: String, to: String, label: String)] = []

    /// The default design of each pattern in a `--relations` listing (variant designs are skipped).
    static func read(_ listing: [String]) -> [PatternDesign] {
        var designs: [PatternDesign] = []
        var inDefault = false
        for line in listing {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "pattern":
                designs.append(PatternDesign(name: fields[1]))
                inDefault = true
            case "design": inDefault = false
            case _ where !inDefault || designs.isEmpty || fields.count < 3: continue
            case "role": designs[designs.count - 1].roles[fields[1], default: []].append(fields[2])
            case "operation": designs[designs.count - 1].operations[fields[1], default: []].append(fields[2])
            default:
                designs[designs.count - 1].relations.append(
                    (fields[0], fields[1], fields[2], fields.count > 3 ? fields[3] : ""))
            }
        }
        return designs
    }

    /// The types that play `role`, sorted.
    func types(_ role: String) -> [String] { roles.filter { $0.value.contains(role) }.map(\.key).sorted() }

    /// True when a relation of one of `kinds` goes from `from` to `to` (a weak reference holds too).
    func has(_ kinds: Set<String>, _ from: String, _ to: String) -> Bool {
        let kinds = kinds.contains("holds") ? kinds.union(["weak"]) : kinds
        return relations.contains { kinds.contains($0.kind) && $0.from == from && $0.to == to }
    }

    func isA(_ type: String, _ abstraction: String) -> Bool {
        has(["conforms", "inherits"], type, abstraction)
    }

    /// What is missing from the design for it to be `pattern`: a role no type plays or without its
    /// operations, or a defining relation not drawn.
    func missing(for pattern: String) -> [String] {
        var problems: [String] = []
        func need(_ role: String, count: Int = 1, operations: Bool = true) -> [String] {
            let found = types(role)
            if found.count < count {
                problems.append("no \(count > 1 ? "\(count) types" : "type") with the role \(role)")
            }
            for type in found where operations && (self.operations[type] ?? []).isEmpty {
                problems.append("\(type) (\(role)) shows no operation")
            }
            return found
        }
        func expect(_ condition: Bool, _ text: String) { if !condition { problems.append(text) } }
        let uses: Set<String> = ["holds", "calls", "creates", "takes"]
        switch pattern {
        case "Strategy", "State":
            let concrete = "Concrete" + pattern
            let (contexts, abstractions, concretes) = (
                need("Context"), need(pattern), need(concrete, count: 2)
            )
            // A Strategy's context delegates to it; a State may be called through another role (in
            // BekamDemo the document's strategy forwards the tap to the current state).
            let calls = { (context: String, state: String) in
                pattern == "Strategy"
                    ? has(["calls"], context, state)
                    : relations.contains { $0.kind == "calls" && $0.to == state }
            }
            expect(
                contexts.contains { c in abstractions.contains { has(["holds"], c, $0) && calls(c, $0) } },
                "no Context holds a \(pattern) \(pattern == "Strategy" ? "and calls it" : "that is called")")
            for type in concretes where !abstractions.contains(where: { isA(type, $0) }) {
                problems.append("\(type) (\(concrete)) does not conform to a \(pattern)")
            }
            if pattern == "State" {
                expect(
                    relations.contains {
                        $0.kind == "becomes" && concretes.contains($0.from) && concretes.contains($0.to)
                    },
                    "no transition: no ConcreteState becomes another")
            }
        case "Visitor":
            let (elements, concretes) = (need("Element"), need("ConcreteElement", count: 2))
            let (visitors, concreteVisitors) = (need("Visitor"), need("ConcreteVisitor"))
            expect(
                elements.contains { e in visitors.contains { has(["takes"], e, $0) } },
                "no Element accepts (takes) a Visitor")
            for type in concretes {
                expect(elements.contains { isA(type, $0) }, "\(type) (ConcreteElement) is no Element")
                expect(visitors.contains { has(["takes"], $0, type) }, "no Visitor visits (takes) \(type)")
            }
            for type in concreteVisitors {
                expect(
                    visitors.contains { isA(type, $0) },
                    "\(type) (ConcreteVisitor) does not conform to a Visitor")
            }
        case "Factory Method":
            let (creators, concretes, products) = (
                need("Creator"), need("ConcreteCreator", count: 2), need("Product", operations: false)
            )
            for type in concretes {
                expect(
                    creators.contains { isA(type, $0) },
                    "\(type) (ConcreteCreator) does not inherit a Creator")
                expect(
                    products.contains { has(["creates"], type, $0) },
                    "\(type) (ConcreteCreator) creates no Product")
            }
        case "Simple factory":
            let factories = need("Factory")
            let made = Set(
                relations.filter {
                    factories.contains($0.from) && ($0.kind == "creates" || $0.label.hasPrefix("init("))
                }.map(\.to))
            let choices = made.flatMap { product in
                [product] + relations.filter { isA($0.from, product) }.map(\.from)
            }
            expect(Set(choices).count >= 2, "no Factory creates a choice of products")
        case "Observer":
            let (subjects, observers, concretes) = (
                need("Subject", operations: false), types("Observer"), need("ConcreteObserver")
            )
            for type in concretes {
                expect(
                    subjects.contains { s in
                        has(["notifies"], s, type)
                            || observers.contains { has(["notifies"], s, $0) && isA(type, $0) }
                    },
                    "no Subject notifies \(type) (ConcreteObserver)")
                // Attached: the subject keeps it or an Observer, it registers with the subject, or the
                // subject shows its attach operation (`addView(key:eventHandler:)`, called by the scenario).
                let attach = { (subject: String) in
                    (operations[subject] ?? []).contains { op in
                        ["add", "attach"].contains { op.hasPrefix($0) }
                    }
                }
                expect(
                    subjects.contains { s in
                        has(["holds"], s, type) || has(["calls"], type, s)
                            || observers.contains { has(["holds"], s, $0) }
                            || attach(s)
                    },
                    "\(type) (ConcreteObserver) is not attached: no Subject holds it or shows attach, it calls none"
                )
            }
        case "Flyweight":
            let (flyweights, factories, clients) = (
                need("Flyweight"), need("FlyweightFactory"), need("Client")
            )
            expect(
                factories.contains { f in flyweights.contains { has(["holds"], f, $0) } },
                "no FlyweightFactory keeps a Flyweight")
            expect(
                clients.contains { c in flyweights.contains { has(["holds"], c, $0) } },
                "no Client holds a Flyweight")
            expect(
                clients.contains { c in factories.contains { has(["calls"], c, $0) } },
                "no Client asks a FlyweightFactory")
        case "Adapter":
            let (targets, adapters, adaptees) = (need("Target"), need("Adapter"), need("Adaptee"))
            for type in adapters {
                expect(targets.contains { isA(type, $0) }, "\(type) (Adapter) does not conform to a Target")
                expect(adaptees.contains { has(["calls"], type, $0) }, "\(type) (Adapter) calls no Adaptee")
            }
        case "Facade":
            let (facades, subsystems) = (need("Facade"), need("Subsystem", count: 2))
            for type in subsystems {
                expect(facades.contains { has(uses, $0, type) }, "no Facade uses \(type) (Subsystem)")
            }
        case "MVC":
            let (models, views, controllers) = (
                need("Model", operations: false), need("View"), need("Controller")
            )
            expect(
                controllers.contains { c in models.contains { has(uses, c, $0) } },
                "no Controller updates a Model")
            expect(
                controllers.contains { c in views.contains { has(uses, c, $0) } },
                "no Controller refreshes a View")
        case "MVVM":
            let (views, viewModels, models) = (
                need("View"), need("ViewModel"), need("Model", operations: false)
            )
            expect(
                views.contains { v in viewModels.contains { has(["holds"], v, $0) } },
                "no View holds a ViewModel")
            expect(
                viewModels.contains { m in models.contains { has(["holds"], m, $0) } },
                "no ViewModel holds a Model")
            for view in views {
                expect(
                    relations.contains { $0.kind == "notifies" && $0.to == view },
                    "nothing bound notifies \(view) (View)")
                expect(!viewModels.contains { has(["holds"], $0, view) }, "a ViewModel holds \(view) (View)")
            }
        case "Singleton":
            for type in need("Singleton") {
                expect(has(["holds"], type, type), "\(type) (Singleton) does not keep its instance")
            }
        case "Document-View":
            let (documents, views) = (need("Document"), need("View"))
            for view in views {
                expect(
                    documents.contains { has(["notifies"], $0, view) }, "no Document notifies \(view) (View)")
                expect(
                    documents.contains { has(uses, view, $0) },
                    "\(view) (View) does not write back to a Document")
            }
        default: problems.append("no definition of \(pattern)")
        }
        return problems
    }

    /// The patterns the design must be: those its name says (outside parentheses, where a name says
    /// what a source document calls it), and those whose key role it gives a type.
    var patterns: [String] {
        let named = name.replacing(/\([^)]*\)/, with: "").lowercased()
        let keys: KeyValuePairs<String, String> = [
            "Strategy": "Strategy", "State": "State", "Visitor": "Visitor",
            "Factory Method": "ConcreteCreator",
            "Simple factory": "Factory", "Observer": "ConcreteObserver", "Flyweight": "Flyweight",
            "Adapter": "Adapter", "Facade": "Facade", "MVC": "Controller", "MVVM": "ViewModel",
            "Singleton": "Singleton", "Document-View": "Document",
        ]
        return keys.filter { pattern, role in
            named.contains(pattern.lowercased()) || !types(role).isEmpty
        }.map(\.key)
    }
}

extension DemoChecks {
    /// For each pattern of the listing, what its default design lacks to be that pattern.
    static func missingDefinitions(_ listing: [String]) -> [String] {
        PatternDesign.read(listing).flatMap { design in
            design.patterns.flatMap { pattern in
                design.missing(for: pattern).map { "\(design.name), as \(pattern): \($0)" }
            }
        }
    }
}

@Suite("Class diagram claims")
struct RelationTests {
    @Test func aClaimTheCodeDoesNotMakeIsFound() {
        let sources = SourceIndex(files: [
            "F.swift": """
            protocol Rule { func check(_ text: String) -> Bool }
            struct Letters: Rule { func check(_ text: String) -> Bool { true } }
            typealias Alphabetic = Letters
            final class Field {
                var rule: Rule
                init() { rule = Alphabetic() }
                func check() { let other: Letters? = nil; notifying { _ = other } }
                func validate(with form: Form<Letters>) -> Bool { rule.check("") }
                func next() { rule = Letters() }
            }
            final class Form<R: Rule> {
                let first: R
            }
            final class Admin { func watch(_ center: NotificationCenter) { center.addObserver(self) } }
            final class Owner {
                weak var field: Field?
                private unowned let form: Form<Letters>
            }
            """
        ])
        let claims = [
            "conforms\tLetters\tRule", "holds\tField\tRule", "creates\tField\tLetters",
            "notifies\tField\tRule",
            "holds\tField\tLetters", "conforms\tField\tRule", "creates\tLetters\tField",
            "holds\tField\tNothing", "holds\tForm\tRule", "creates\tField\tLetters",
            // Operations, calls, parameters, transitions, and a toolchain subject.
            "operation\tField\tvalidate(with:)", "operation\tRule\tcheck(_:)",
            "operation\tField\tvalidate(_:)",
            "operation\tLetters\tnext()", "calls\tField\tRule\tcheck(_:)", "calls\tField\tForm\tcheck(_:)",
            "calls\tLetters\tRule\tcheck(_:)", "takes\tField\tForm\tvalidate(with:)",
            "takes\tField\tRule\tvalidate(with:)", "becomes\tField\tLetters\tnext()",
            "becomes\tField\tForm\tnext()", "notifies\tNotificationCenter\tAdmin",
            "notifies\tNotificationCenter\tField", "notifies\tField\tRule\tcheck(_:)",
            "notifies\tField\tLetters\tvalidate()",
            // Weak and unowned references against strong ones.
            "weak\tOwner\tField", "weak\tOwner\tForm", "holds\tOwner\tField", "weak\tField\tRule",
        ]
        #expect(
            claims.map { DemoChecks.falseRelation($0, sources: sources) } == [
                nil, nil, nil, nil, "Field does not hold strongly Letters", "Field does not conform to Rule",
                "Letters does not create Field", "Field does not hold strongly Nothing", nil,
                nil,
                nil, nil, "Field declares no validate(_:)", "Letters declares no next()", nil,
                "Form declares no check(_:)", "Letters does not call check(_:) of Rule", nil,
                "Field does not take Rule in validate(with:)", nil, "Field does not become Form in next()",
                nil, "NotificationCenter does not notify Field", nil, "Letters declares no validate()",
                nil, nil, "Owner does not hold strongly Field",
                "Field does not hold weakly (weak or unowned) Rule",
            ])
    }

    /// A complete Strategy and State, then each broken in one defining relation or role.
    @Test func aDesignWithoutItsDefiningRelationsIsFound() {
        let strategy = [
            "pattern\tStrategy, a test", "role\tField\tContext", "operation\tField\tverdict()",
            "role\tRule\tStrategy", "operation\tRule\tcheck(_:)", "role\tLetters\tConcreteStrategy",
            "operation\tLetters\tcheck(_:)", "role\tDigits\tConcreteStrategy", "operation\tDigits\tcheck(_:)",
            "holds\tField\tRule", "calls\tField\tRule\tcheck(_:)", "conforms\tLetters\tRule",
            "conforms\tDigits\tRule",
            "design\tconditional", "holds\tField\tText",
        ]
        let state = [
            "pattern\tState (not a Strategy)", "role\tScreen\tContext", "operation\tScreen\ttap()",
            "role\tMode\tState", "operation\tMode\ttap(_:)", "role\tOn\tConcreteState",
            "operation\tOn\ttap(_:)", "role\tOff\tConcreteState", "operation\tOff\ttap(_:)",
            "holds\tScreen\tMode", "calls\tScreen\tMode\ttap(_:)", "conforms\tOn\tMode",
            "conforms\tOff\tMode",
            "becomes\tOn\tOff\ttap(_:)",
        ]
        let without = { (listing: [String], line: String) in listing.filter { $0 != line } }
        #expect(DemoChecks.missingDefinitions(strategy + state) == [])
        #expect(
            [
                without(strategy, "calls\tField\tRule\tcheck(_:)"),
                without(strategy, "conforms\tDigits\tRule"),
                without(strategy, "operation\tRule\tcheck(_:)"), without(state, "becomes\tOn\tOff\ttap(_:)"),
                ["pattern\tVisitor and Observer"],
            ].map(DemoChecks.missingDefinitions) == [
                ["Strategy, a test, as Strategy: no Context holds a Strategy and calls it"],
                ["Strategy, a test, as Strategy: Digits (ConcreteStrategy) does not conform to a Strategy"],
                ["Strategy, a test, as Strategy: Rule (Strategy) shows no operation"],
                ["State (not a Strategy), as State: no transition: no ConcreteState becomes another"],
                [
                    "Visitor and Observer, as Visitor: no type with the role Element",
                    "Visitor and Observer, as Visitor: no 2 types with the role ConcreteElement",
                    "Visitor and Observer, as Visitor: no type with the role Visitor",
                    "Visitor and Observer, as Visitor: no type with the role ConcreteVisitor",
                    "Visitor and Observer, as Visitor: no Element accepts (takes) a Visitor",
                    "Visitor and Observer, as Observer: no type with the role Subject",
                    "Visitor and Observer, as Observer: no type with the role ConcreteObserver",
                ],
            ])
    }
}
