import Foundation
import Testing

extension DemoChecks {
    /// Every call line of every transcript is made by the call it shows: the method that recorded it
    /// is the method its label names, with the same argument labels, declared by the receiving
    /// participant's type or a type it inherits from or conforms to.
    ///
    /// The demo lists where its calls were recorded (`--call-sites`, over every scenario and variant),
    /// and this check reads the demo's sources to find the declaration around each line.
    static func callLabels(_ demo: String, _ run: GoldenRun, _ sources: SourceIndex) async {
        let outcome = await run.run(["--call-sites"], expecting: 0)
        guard outcome.problem == nil else {
            record(failure(demo, "--call-sites", "swift run \(demo) --call-sites", outcome.problem ?? ""))
            return
        }
        let problems = String(decoding: outcome.shown, as: UTF8.self).split(separator: "\n").compactMap {
            falseLabel(String($0), demo: demo, sources: sources)
        }
        if !problems.isEmpty {
            record(
                failure(
                    demo, "call labels", "swift run \(demo) --call-sites",
                    "\(problems.count) false call labels:\n\(problems.joined(separator: "\n"))"))
        }
    }

    /// What is wrong with one `--call-sites` line (file, line, receiving type, method), or nil.
    static func falseLabel(_ line: String, demo: String, sources: SourceIndex) -> String? {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4, let number = Int(fields[1]) else { return "unreadable: \(line)" }
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
        return nil
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

    @Test func findsTheDeclarationAroundALine() {
        let index = SourceIndex(files: ["F.swift": Self.source])
        let found = [7, 11, 15, 3].map { index.declaration(file: "F.swift", line: $0)?.qualified }
        #expect(found == ["Outer.Inner.say(_:to:)", "Outer.name", "Outer.Inner.init(count:)", nil])
        #expect(
            index.type("Outer", isOrInheritsFrom: "Greeter")
                && !index.type("Outer.Inner", isOrInheritsFrom: "Greeter"))
    }
}
