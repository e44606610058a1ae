#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A runnable demo: a name, a one-line title naming its patterns and document, and its scenarios in
/// the order a full run shows them.
///
/// `main.swift` of every demo is `demo.main()`; everything else about the command line lives here, so
/// all demos accept the same options and print the same way.
public struct Demo: Sendable {
    public let name: String
    public let title: String
    public let scenarios: [Scenario]

    public init(name: String, title: String, scenarios: [Scenario]) {
        self.name = name
        self.title = title
        self.scenarios = scenarios
    }

    /// What a command line produces: standard output, standard error and the exit status.
    public struct Response: Equatable, Sendable {
        public var output = ""
        public var error = ""
        public var status: Int32 = 0
    }

    /// Exit status of a misused command line (`EX_USAGE` in sysexits.h).
    public static let usageStatus: Int32 = 64

    /// Answers a command line (without the program name) without printing anything.
    public func respond(to arguments: [String]) -> Response {
        let invocation: Invocation
        do {
            invocation = try parse(arguments)
        } catch {
            return Response(error: "error: \(error.message)\n\(usageLine)\n", status: Self.usageStatus)
        }
        switch invocation {
        case .help:
            return Response(output: help)
        case .list:
            return Response(output: list)
        case .goldenCases:
            return Response(output: goldenCases.map(\.line).joined(separator: "\n") + "\n")
        case .run(let names, let variant, let format):
            let runs = names.compactMap { name -> ScenarioRun? in
                guard let scenario = scenarios.first(where: { $0.name == name }),
                    let design = scenario.design(for: variant)
                else { return nil }
                FaultInjection.trigger(scenario: name)
                return ScenarioRun(scenario: scenario, design: design, transcript: design.run())
            }
            return Response(output: render(runs, as: format))
        }
    }

    /// Runs the demo for this process's command line, prints, and exits with the response's status.
    public func main() -> Never {
        FaultInjection.trigger()
        let response = respond(to: Array(CommandLine.arguments.dropFirst()))
        print(response.output, terminator: "")
        if !response.error.isEmpty { writeToStandardError(response.error) }
        exit(response.status)
    }

    func render(_ runs: [ScenarioRun], as format: Format) -> String {
        let dialect: DiagramRenderer.Dialect
        switch format {
        case .text: return TextRenderer(demo: self).render(runs)
        case .mermaid: dialect = DiagramRenderer.mermaid
        case .plantuml: dialect = DiagramRenderer.plantUML
        }
        return runs.map { DiagramRenderer(demo: self, dialect: dialect).render($0) }.joined(separator: "\n")
    }

    private func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
    }
}

/// A scenario run with one of its designs, ready to render.
struct ScenarioRun {
    let scenario: Scenario
    let design: Design
    let transcript: Transcript

    /// `login`, or `login (variant: conditional)`.
    var title: String {
        design.variant.map { "\(scenario.name) (variant: \($0))" } ?? scenario.name
    }
}
