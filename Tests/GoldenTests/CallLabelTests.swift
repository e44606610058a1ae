import Foundation
import Testing

/// Every call line of every transcript is made by the call it shows: the method that recorded it is
/// the method its label names, with the same argument labels, declared by the receiving participant's
/// type or a type it inherits from or conforms to.
///
/// Each demo lists where its calls were recorded (`--call-sites`, in a process of its own, over every
/// scenario and variant); this test reads the demo's sources to find the declaration around each line.
@Suite("Call labels")
struct CallLabelTests {
    @Test("Every call label names the method that recorded it", arguments: Golden.demos)
    func callLabelsNameTheirDeclarations(demo: String) throws {
        let output = try DemoProcess(demo: demo).run(["--call-sites"])
        #expect(output.status == 0, "\(demo) --call-sites: \(output.standardError)")
        let sources = SourceIndex(folder: Golden.packageRoot.appendingPathComponent("Sources/\(demo)"))
        let problems = output.standardOutput.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let number = Int(fields[1]) else { return "unreadable: \(line)" }
            let (file, type, function) = (fields[0], fields[2], fields[3])
            let location = "Sources/\(demo)/…/\(file.split(separator: "/").last ?? ""):\(number)"
            guard
                let declaration = sources.declaration(
                    file: String(file.split(separator: "/").last ?? ""), line: number)
            else { return "\(location) records `\(function)` outside any method" }
            guard declaration.signature == function else {
                return
                    "\(location) records `\(function)`, but the line is in \(declaration.qualified)"
            }
            // `PatternModule.Outer.Inner<Int>` is the type `Outer.Inner`.
            let receiver = type.split(separator: ".", maxSplits: 1).last.map {
                String($0.prefix { $0 != "<" })
            }
            guard let receiver, sources.type(receiver, isOrInheritsFrom: declaration.type) else {
                return
                    "\(location) records `\(function)` for a \(type.isEmpty ? "participant of no type" : type), "
                    + "but \(declaration.qualified) declares it"
            }
            return nil
        }
        if !problems.isEmpty {
            Issue.record("\(problems.count) false call labels:\n\(problems.joined(separator: "\n"))")
        }
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
