import Testing

@testable import DemoSupport
@testable import DemoTools

// The source reader's own tests (``SourceIndex``, ``DemoChecks/falseRelation(_:sources:)``,
// ``DemoChecks/falseCaller(_:callee:sources:)``): each fault the reader must find, on a small source.

@Suite("Source index")
struct SourceIndexTests {
    /// Braces in strings and comments, an interpolation with quotes, a multi-line signature, a nested
    /// type, an extension, a property observer and a conformance.
    static let source = """
        protocol Greeter {}
        final class Outer: Greeter {
            let brace = "{ \\(true ? "}" : "{") }"  // {
            struct Inner {
                func say(_ text: String,
                         to person: (String) -> Void = { _ in }) {
                    print(text)  // line 7
                }
            }
            var name = "" {
                didSet { print(name) }  // line 11
            }
        }
        extension Outer.Inner {
            init(count: Int) { print(count) }  // line 15
        }
        """

    /// The caller's code must make the call: its traced method with its own helpers, or the acting
    /// block alone; a call made in a static function is not the running object's.
    @Test func aCallerWhoseCodeDoesNotMakeTheCallIsFound() {
        let source = """
            final class Screen {
                func tap() {
                    traced { opened = Details.present(id: 1) }
                }
                func show() {
                    traced { refresh() }
                }
                private func refresh() { view.render(all: true) }
                var opened: Details?
            }
            final class Details {
                static func present(id: Int) -> Details { Details().open(asOwner: true) }
            }
            func run() {
                t.acting(as: user) { screen.tap() }
            }
            """
        let index = SourceIndex(files: ["S.swift": source])
        func line(_ kind: String, _ at: Int, callee: String, _ function: String) -> String? {
            let caller = CallerSite(
                kind: kind == "acting" ? .acting : .method, fileID: "M/S.swift", line: at,
                type: kind == "acting" ? "-" : "M.Screen")
            let site = CallSite(
                receiverType: callee, function: function, fileID: "M/S.swift", line: 1, caller: caller)
            return DemoChecks.falseCaller(RecordedCall(site: site), callee: callee, sources: index)
        }
        #expect(line("method", 3, callee: "Details", "open(asOwner:)")?.contains("does not call it") == true)
        #expect(line("method", 3, callee: "Details", "present(id:)") == nil)
        #expect(line("method", 6, callee: "View", "render(all:)") == nil)
        #expect(line("acting", 15, callee: "Screen", "tap()") == nil)
        #expect(line("acting", 15, callee: "Screen", "show()")?.contains("does not call it") == true)
    }

    /// A block acting as an object must be that object's own code: a seam (here in a scenario file)
    /// acting as the cell it makes a label for is not the cell's code; the cell's own initialiser is,
    /// and so is a type acting under its own name.
    @Test func aSeamActingAsAnotherObjectIsFound() {
        let cell = """
            final class Cell {
                let label: Label
                init(id: String, design: Design) {
                    label = acting(as: Participant("cell " + id)) { Factory.shared.getLabel(price: 1) }
                }
            }
            """
        let seams = """
            struct Design {
                func makeLabel(for cell: String) -> Label {
                    acting(as: Participant(cell)) { Factory.shared.getLabel(price: 1) }
                }
            }
            struct OwnLabels {
                func makeLabel() -> Label {
                    acting(as: Participant("OwnLabels")) { Factory.shared.getLabel(price: 1) }
                }
            }
            func run() {
                t.acting(as: Participant("otherClient")) { Factory.shared.getLabel(price: 1) }
            }
            """
        let index = SourceIndex(files: ["C.swift": cell, "D.swift": seams], scenarioFiles: ["D.swift"])
        func line(_ file: String, _ at: Int, actingAs name: String) -> String? {
            let caller = CallerSite(kind: .acting, fileID: "M/\(file)", line: at, type: name)
            let site = CallSite(
                receiverType: "Factory", function: "getLabel(price:)", fileID: "M/F.swift", line: 1,
                caller: caller)
            return DemoChecks.falseCaller(RecordedCall(site: site), callee: "Factory", sources: index)
        }
        #expect(line("D.swift", 3, actingAs: "cell p1")?.contains("is Design's code") == true)
        #expect(line("C.swift", 4, actingAs: "cell p1") == nil)
        #expect(line("D.swift", 8, actingAs: "OwnLabels") == nil)
        #expect(line("D.swift", 12, actingAs: "otherClient") == nil)
    }

    /// An empty-body `traced` is found wherever it is, however its arguments are written; a named call,
    /// a body, or the words in a string or a comment are not.
    @Test func anEmptyTracedBodyIsFound() {
        let source = """
            final class Field: Traced {
                var state: State? {
                    didSet { traced(state.map { Shown($0) }) {} }
                }
                var text = "" {
                    didSet { tracedSet(text) }
                }
                init(name: String) {
                    print("traced(name) {}")  // traced(name) {}
                    traced(name) {}
                }
                init() { tracedInit() }
                func reset() { traced { text = "" } }
                func clear() { traced {} }
            }
            """
        let index = SourceIndex(files: ["F.swift": source, "G.swift": "func f() { traced(1) { } }"])
        #expect(index.emptyTracedBodies == ["F.swift:3", "F.swift:10", "F.swift:14", "G.swift:1"])
    }

    @Test func findsTheDeclarationAroundALine() {
        let index = SourceIndex(files: ["F.swift": Self.source])
        let found = [7, 11, 15, 3].map { index.declaration(file: "F.swift", line: $0)?.qualified }
        #expect(found == ["Outer.Inner.say(_:to:)", "Outer.name", "Outer.Inner.init(count:)", nil])
        #expect(
            index.type("Outer", isOrInheritsFrom: "Greeter")
                && !index.type("Outer.Inner", isOrInheritsFrom: "Greeter"))
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
        // Conformances are the compiler's (the declaration's upcast); operations are declarations.
        #expect(sources.declarations(of: "validate(with:)", in: "Field").count == 1)
        #expect(sources.declarations(of: "validate(_:)", in: "Field").isEmpty)
        #expect(sources.declarations(of: "next()", in: "Letters").isEmpty)
        let claims = [
            "holds\tField\tRule", "creates\tField\tLetters", "notifies\tField\tRule", "holds\tField\tLetters",
            "creates\tLetters\tField", "holds\tField\tNothing", "holds\tForm\tRule",
            // Calls, parameters, transitions, and a toolchain subject.
            "calls\tField\tRule\tcheck(_:)", "calls\tField\tForm\tcheck(_:)",
            "calls\tLetters\tRule\tcheck(_:)", "takes\tField\tForm\tvalidate(with:)",
            "takes\tField\tRule\tvalidate(with:)", "becomes\tField\tLetters\tnext()",
            "becomes\tField\tForm\tnext()", "notifies\tNotificationCenter\tAdmin",
            "notifies\tNotificationCenter\tField", "notifies\tField\tRule\tcheck(_:)",
            "notifies\tField\tLetters\tvalidate()",
            // Weak and unowned references against strong ones.
            "weak\tOwner\tField", "weak\tOwner\tForm", "holds\tOwner\tField", "weak\tField\tRule",
        ]
        let facts = claims.map { $0.split(separator: "\t").map(String.init) }.compactMap { field in
            Relation.Kind(rawValue: field[0]).map {
                Relation.Parts(
                    kind: $0, from: field[1], to: field[2], label: field.count > 3 ? field[3] : nil)
            }
        }
        #expect(
            facts.map { DemoChecks.falseRelation($0, sources: sources) } == [
                nil, nil, nil, "Field does not hold strongly Letters", "Letters does not create Field",
                "Field does not hold strongly Nothing", nil, nil, "Form declares no check(_:)",
                "Letters does not call check(_:) of Rule", nil, "Field does not take Rule in validate(with:)",
                nil, "Field does not become Form in next()", nil, "NotificationCenter does not notify Field",
                nil, "Letters declares no validate()", nil, nil, "Owner does not hold strongly Field",
                "Field does not hold weakly (weak or unowned) Rule",
            ])
    }
}
