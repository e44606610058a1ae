import Foundation
import Testing

@testable import DemoSupport
@testable import DemoTools

extension DemoChecks {
    /// Every call line of every transcript is made by the call it shows: the method that recorded it
    /// is the method its label names, with the same argument labels, declared by the receiving
    /// participant's type or a type it inherits from or conforms to.
    ///
    /// The demo's data lists where its calls were recorded (``Demo/callSites``, over every scenario
    /// and variant, run in-process), and this check reads the demo's sources to find the declaration
    /// around each line.
    /// A call recorded around an empty body says what it records instead (``emptyTracedBodies``).
    static func callLabels(_ demo: String, _ data: Demo, _ sources: SourceIndex) {
        var problems = data.callSites.compactMap { falseLabel($0, demo: demo, sources: sources) }
        problems += sources.emptyTracedBodies.map {
            "Sources/\(demo)/…/\($0) traces an empty body: an initialiser records its call with "
                + "tracedInit(...), a didSet the value set with tracedSet(...)"
        }
        if !problems.isEmpty {
            record(
                failure(
                    demo, "call labels", "swift test --filter \(demo)",
                    "\(problems.count) false call labels:\n\(problems.joined(separator: "\n"))"))
        }
    }

    /// What is wrong with one line of ``Demo/callSites`` (file, line, receiving type, method, the caller's
    /// kind, file, line and type, and `call` or `notification`), or nil.
    static func falseLabel(_ line: String, demo: String, sources: SourceIndex) -> String? {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 9, let number = Int(fields[1]) else { return "unreadable: \(line)" }
        let (file, type, function) = (
            String(fields[0].split(separator: "/").last ?? ""), fields[2], fields[3]
        )
        let location = "Sources/\(demo)/…/\(file):\(number)"
        guard let declaration = sources.declaration(file: file, line: number) else {
            return "\(location) records `\(function)` outside any method"
        }
        guard declaration.signature == function else {
            return "\(location) records `\(function)`, but the line is in \(declaration.qualified)"
        }
        // `PatternModule.Outer.Inner<Int>` is the type `Outer.Inner`.
        let receiver = type.split(separator: ".", maxSplits: 1).last.map { String($0.prefix { $0 != "<" }) }
        guard let receiver, sources.type(receiver, isOrInheritsFrom: declaration.type) else {
            return "\(location) records `\(function)` for a \(type), but \(declaration.qualified) declares it"
        }
        return falseCaller(fields, callee: receiver, sources: sources)
    }

    /// What is wrong with the caller of one line of ``Demo/callSites``, or nil: the caller's running
    /// declaration (its traced method, with the members of its own type that method uses, or the
    /// scenario's acting block) must contain the call; for a notification, the subject's code must
    /// notify (`notifying { ... }`, or a method that does), since it calls its observers without
    /// knowing their methods.
    static func falseCaller(_ fields: [String], callee: String, sources: SourceIndex) -> String? {
        let function = fields[3]
        let target = "`\(callee).\(function)`"
        let file = String(fields[5].split(separator: "/").last ?? "")
        guard fields[4] != "-", let line = Int(fields[6]) else {
            return "\(target) is called by scenario code outside any acting block"
        }
        // A block acting as an object (not a person, not `main`) must be that object's own code: a
        // method of the type named like it, or an initialiser (which cannot be traced) of the type in
        // the pattern's code. A seam acting as the object it serves would draw the seam's call as the
        // object's.
        if fields[4] == "acting", fields[7] != "-", fields[7] != "main" {
            let place = sources.actingPlace(file: file, line: line)
            let ownName = String(place.type.split(separator: ".").last ?? "")
            let own = ownName == fields[7] || (place.inInitializer && !place.inScenarioFile)
            if !place.type.isEmpty && !own {
                return
                    "\(target) is drawn as called by \(fields[7]), but the acting block at \(file):\(line) is "
                    + "\(place.type)'s code"
            }
        }
        let callerType = fields[7].split(separator: ".", maxSplits: 1).last.map {
            String($0.prefix { $0 != "<" })
        }
        guard
            let (name, code) = sources.callerCode(
                file: file, line: line, type: fields[4] == "acting" ? nil : callerType ?? "")
        else {
            return "\(target) is called from \(fields[4]) code at \(file):\(line) that the index cannot find"
        }
        // A subject notifies in its own code, or by calling a method that does (a bound value's publish).
        let notifiers = (["notifying"] + sources.notifiers.sorted()).joined(separator: "|")
        let notifies = try? NSRegularExpression(pattern: #"\b(?:"# + notifiers + #")\s*[({]"#)
        let typeName = String(callee.split(separator: ".").last ?? "")
        let typeNames = function.hasPrefix("init(") ? sources.names(of: typeName, in: typeName) : []
        guard
            let pattern = fields[8] == "notification"
                ? notifies : callPattern(function, typeNames: typeNames),
            pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        else {
            let verb = fields[8] == "notification" ? "notified by" : "called by"
            return
                "\(target) is drawn as \(verb) \(name), whose code does not \(fields[8] == "call" ? "call it" : "notify")"
        }
        return nil
    }

    /// How code calls `function` (as `#function` spells it) of a `callee`: `open(asOwner:)` as
    /// `open(asOwner:`, `show(_:)` as `show(` or `show {`, a property `state` as `state = `, an
    /// initialiser as `Callee(` (or one of the `typeNames` code uses for it: an alias) or `.init(`.
    static func callPattern(_ function: String, typeNames: [String]) -> NSRegularExpression? {
        let base = String(function.prefix { $0 != "(" })
        let escaped = NSRegularExpression.escapedPattern(for: base)
        let pattern: String
        if base == function {
            pattern = #"\b"# + escaped + #"\s*([-+*/]?=)(?!=)"#
        } else {
            let labels = function.dropFirst(base.count + 1).split(separator: ":").filter { $0 != ")" }
            let typeAlternatives = typeNames.map(NSRegularExpression.escapedPattern(for:)).joined(
                separator: "|")
            let name =
                base == "init"
                ? #"(?:\b(?:"# + typeAlternatives + #")(?:<[^>]*>)?|\.init)"# : #"\b"# + escaped
            // Defaulted parameters may be left out: any of the labels, or none, will do.
            pattern =
                labels.contains("_")
                ? name + #"\s*[({]"#
                : name + #"\s*(?:\(\s*(?:"# + labels.joined(separator: "|") + #")\s*:|\(\s*\)|\{)"#
        }
        return try? NSRegularExpression(pattern: pattern)
    }
}

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
            let fields = [
                "M/S.swift", "1", callee, function, kind, "M/S.swift", "\(at)",
                kind == "acting" ? "-" : "M.Screen", "call",
            ]
            return DemoChecks.falseCaller(fields, callee: callee, sources: index)
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
            let fields = [
                "M/F.swift", "1", "Factory", "getLabel(price:)", "acting", "M/\(file)", "\(at)", name, "call",
            ]
            return DemoChecks.falseCaller(fields, callee: "Factory", sources: index)
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
