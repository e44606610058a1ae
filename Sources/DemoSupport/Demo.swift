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
    /// The patterns the demo teaches, for the index `--list` prints.
    public let patterns: [Pattern]
    public let scenarios: [Scenario]

    public init(name: String, title: String, patterns: [Pattern] = [], scenarios: [Scenario]) {
        self.name = name
        self.title = title
        self.patterns = patterns
        self.scenarios = scenarios
    }

    /// What a command line produces: standard output, standard error and the exit status.
    struct Response: Equatable, Sendable {
        var output = ""
        var error = ""
        var status: Int32 = 0
        /// With `--step`, the output in the parts to show one at a time.
        var steps: [[TextLine]] = []
    }

    /// What a run needs to know of where it prints and reads: whether standard input and output are
    /// terminals, and whether the environment asks for no colour (`NO_COLOR`, `TERM=dumb`).
    struct Terminal: Equatable, Sendable {
        var input = false
        var output = false
        var colorDeclined = false

        static var current: Terminal {
            let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
            let term = getenv("TERM").map { String(cString: $0) } ?? ""
            return Terminal(
                input: isatty(0) == 1, output: isatty(1) == 1,
                colorDeclined: !noColor.isEmpty || term == "dumb")
        }
    }

    /// Exit status of a misused command line (`EX_USAGE` in sysexits.h).
    static let usageStatus: Int32 = 64
    /// Exit status when the output cannot be written (`EX_IOERR` in sysexits.h).
    static let ioErrorStatus: Int32 = 74

    /// Answers a command line (without the program name) without printing anything.
    func respond(to arguments: [String], terminal: Terminal = Terminal()) -> Response {
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
        case .run(let names, let variant, let format, let display):
            if let refusal = refusal(display, terminal) { return refusal }
            let runs = names.compactMap { run($0, variant) }
            let render: (ScenarioRun) -> String
            switch format {
            case .text:
                return shown(
                    TextRenderer(demo: self, palette: palette(display, terminal), focus: display.focus)
                        .render(runs),
                    display)
            case .mermaid: render = DiagramRenderer(demo: self, dialect: DiagramRenderer.mermaid).render
            case .plantuml: render = DiagramRenderer(demo: self, dialect: DiagramRenderer.plantUML).render
            case .mermaidClass: render = { ClassDiagram(demo: self, run: $0).mermaid }
            case .plantumlClass: render = { ClassDiagram(demo: self, run: $0).plantUML }
            }
            return Response(output: runs.map(render).joined(separator: "\n"))
        case .compare(let names, let variant, let display):
            if let refusal = refusal(display, terminal) { return refusal }
            return shown(
                compare(names, with: variant, palette: palette(display, terminal), focus: display.focus),
                display)
        }
    }

    /// The scenario run with the variant's design, or the default design for `nil`.
    func run(_ name: String, _ variant: String?) -> ScenarioRun? {
        guard let scenario = scenarios.first(where: { $0.name == name }),
            let design = scenario.design(for: variant)
        else { return nil }
        FaultInjection.trigger(scenario: name)
        let transcript = design.run { FaultInjection.duringRun(of: name) }
        return ScenarioRun(scenario: scenario, design: design, transcript: transcript)
    }

    /// `--step` waits for Enter, so it needs a terminal to read from; anything else would hang or
    /// read a file as keystrokes.
    private func refusal(_ display: Display, _ terminal: Terminal) -> Response? {
        guard display.step && !terminal.input else { return nil }
        let message =
            "\(Option.step.name) waits for Enter after each step, and standard input is not a terminal"
        return Response(error: "error: \(message)\n\(usageLine)\n", status: Self.usageStatus)
    }

    private func palette(_ display: Display, _ terminal: Terminal) -> Palette {
        switch display.color {
        case .always: Palette(enabled: true)
        case .never: Palette(enabled: false)
        case .auto: Palette(enabled: terminal.output && !terminal.colorDeclined)
        }
    }

    /// Runs the demo for this process's command line, prints, and exits with the response's status.
    /// Output that cannot be written ends the run with a message and `EX_IOERR`; a reader that closed
    /// the pipe early (`| head`) ends it quietly, by `SIGPIPE`.
    public func main() -> Never {
        FaultInjection.trigger()
        let response = respond(to: Array(CommandLine.arguments.dropFirst()), terminal: .current)
        if response.steps.isEmpty {
            Self.print(response.output)
        } else {
            Stepper(steps: response.steps).run()
        }
        _ = Self.write(response.error, to: 2)
        exit(response.status)
    }

    /// Writes `text` to standard output, or ends the run with a message and `EX_IOERR`.
    static func print(_ text: String) {
        guard let failure = write(text, to: 1) else { return }
        _ = write("error: cannot write the output: \(failure)\n", to: 2)
        exit(ioErrorStatus)
    }

    /// Writes all of `text`, or returns why it could not.
    static func write(_ text: String, to descriptor: Int32) -> String? {
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
