#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

private let systemWrite = write

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
    struct Response: Equatable, Sendable {
        var output = ""
        var error = ""
        var status: Int32 = 0
    }

    /// Exit status of a misused command line (`EX_USAGE` in sysexits.h).
    static let usageStatus: Int32 = 64
    /// Exit status when the output cannot be written (`EX_IOERR` in sysexits.h).
    static let ioErrorStatus: Int32 = 74

    /// Answers a command line (without the program name) without printing anything.
    func respond(to arguments: [String]) -> Response {
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
            return Response(output: lines(goldenCases.map(\.line)))
        case .selfCheck:
            let problems = selfCheckProblems
            return Response(output: lines(problems), status: problems.isEmpty ? 0 : 1)
        case .callSites:
            return Response(output: lines(callSites.map(\.listing)))
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
    /// Output that cannot be written ends the run with a message and `EX_IOERR`; a reader that closed
    /// the pipe early (`| head`) ends it quietly, by `SIGPIPE`.
    public func main() -> Never {
        FaultInjection.trigger()
        let response = respond(to: Array(CommandLine.arguments.dropFirst()))
        if let failure = Self.write(response.output, to: 1) {
            _ = Self.write("error: cannot write the output: \(failure)\n", to: 2)
            exit(Self.ioErrorStatus)
        }
        _ = Self.write(response.error, to: 2)
        exit(response.status)
    }

    private func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Writes all of `text`, or returns why it could not.
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
                    systemWrite(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return String(cString: strerror(errno)) }
            bytes = bytes.dropFirst(written)
        }
        return nil
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
