import Testing

@testable import DemoSupport
@testable import DemoTools

/// One pattern's default design: its name, each type's roles and operations, and its relations (kind,
/// from, to, operation). What makes a pattern that pattern is checked on it (``missing(for:)``): a
/// check of the declared model, not of the sources.
struct PatternDesign {
    var name: String
    var roles: [String: [String]] = [:]
    var operations: [String: [String]] = [:]
    var relations: [(kind: String, from: String, to: String, label: String)] = []

    /// The default design of `pattern`, as its class diagrams draw it.
    init(_ pattern: Pattern) {
        name = pattern.name
        for (type, role) in pattern.classes {
            roles[type, default: []].append(role.stereotype)
            operations[type, default: []] += role.operations
        }
        relations = pattern.structure.map(\.parts).map { ($0.kind.rawValue, $0.from, $0.to, $0.label ?? "") }
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
                // It creates a Product, or a ConcreteProduct that is one.
                let made = relations.filter { $0.kind == "creates" && $0.from == type }.map(\.to)
                expect(
                    products.contains { p in made.contains { $0 == p || isA($0, p) } },
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
            // A ConcreteSubject (GoF's, holding the state) is a subject too.
            let (subjects, observers, concretes) = (
                need("Subject", operations: false) + types("ConcreteSubject"), types("Observer"),
                need("ConcreteObserver")
            )
            for type in concretes {
                expect(
                    // Directly; or through an Observer it implements, or makes around a method of its own
                    // (a callback type, such as MVVMDemo's ValueObserver).
                    subjects.contains { s in
                        has(["notifies"], s, type)
                            || observers.contains {
                                has(["notifies"], s, $0) && (isA(type, $0) || has(["creates"], type, $0))
                            }
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
            let (documents, views, observers) = (need("Document"), need("View"), types("Observer"))
            for view in views {
                // Directly, or through the Observer role the view implements.
                expect(
                    documents.contains { d in
                        has(["notifies"], d, view)
                            || observers.contains { has(["notifies"], d, $0) && isA(view, $0) }
                    }, "no Document notifies \(view) (View)")
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
    /// For each pattern, what its default design lacks to be that pattern.
    static func missingDefinitions(_ patterns: [Pattern]) -> [String] {
        patterns.map(PatternDesign.init).flatMap { design in
            design.patterns.flatMap { pattern in
                design.missing(for: pattern).map { "\(design.name), as \(pattern): \($0)" }
            }
        }
    }
}
@Suite("Pattern definitions")
struct PatternDefinitionTests {
    /// A complete Strategy and State, then each broken in one defining relation or role (Digits still
    /// drawn, created by the context, when it does not conform).
    @Test func aDesignWithoutItsDefiningRelationsIsFound() {
        let strategy: [Relation] = [
            .holds(Input.self, (any Rule).self), .calls(Input.self, (any Rule).self, "check(_:)"),
            .conforms(Letters.self, to: (any Rule).self) { $0 },
            .conforms(Digits.self, to: (any Rule).self) { $0 },
        ]
        let state: [Relation] = [
            .holds(Panel.self, (any Mode).self), .calls(Panel.self, (any Mode).self, "tap(_:)"),
            .conforms(On.self, to: (any Mode).self) { $0 }, .conforms(Off.self, to: (any Mode).self) { $0 },
            .becomes(On.self, Off.self, on: "tap(_:)"),
        ]
        func strategyPattern(
            _ structure: [Relation], rule: ClassRole = .role("Strategy", (any Rule).self, "check(_:)")
        )
            -> Pattern
        {
            Pattern(
                "Strategy, a test", folder: "", scenarios: [],
                classes: [
                    .role("Context", Input.self, "verdict()"), rule,
                    .role("ConcreteStrategy", [Letters.self, Digits.self], "check(_:)"),
                ],
                structure: structure, variants: ["conditional": [.holds(Input.self, Text.self)]])
        }
        func statePattern(_ structure: [Relation]) -> Pattern {
            Pattern(
                "State (not a Strategy)", folder: "", scenarios: [],
                classes: [
                    .role("Context", Panel.self, "tap()"), .role("State", (any Mode).self, "tap(_:)"),
                    .role("ConcreteState", [On.self, Off.self], "tap(_:)"),
                ],
                structure: structure)
        }
        let without = { (relations: [Relation], index: Int) in
            relations.enumerated().filter { $0.offset != index }.map(\.element)
        }
        #expect(DemoChecks.missingDefinitions([strategyPattern(strategy), statePattern(state)]) == [])
        #expect(
            [
                [strategyPattern(without(strategy, 1))],
                [strategyPattern(without(strategy, 3) + [.creates(Input.self, Digits.self)])],
                [strategyPattern(strategy, rule: .role("Strategy", (any Rule).self))],
                [statePattern(without(state, 4))],
                [Pattern("Visitor and Observer", folder: "", scenarios: [], structure: [])],
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

// The types of the designs above: only their names and conformances matter.
private protocol Rule {}
private struct Letters: Rule {}
private struct Digits: Rule {}
private enum Input {}
private enum Text {}
private protocol Mode {}
private struct On: Mode {}
private struct Off: Mode {}
private enum Panel {}
