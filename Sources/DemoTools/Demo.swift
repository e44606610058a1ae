import DemoSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `write`, under a name that `Demo.write` and a signal handler (which captures
/// nothing) can call.
let systemWrite = write

/// A runnable demo: a name, a one-line title naming its patterns and document, and its scenarios in
/// the order a full run shows them. Every demo's `main.swift` is `demo.main()`, so all demos accept
/// the same command line and print the same way.
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

    /// Where a run prints and reads: whether standard input and output are terminals, and whether the
    /// environment declines colour (`NO_COLOR`, `TERM=dumb`).
    struct Terminal: Equatable, Sendable {
        var input = false
        var output = false
        var colorDeclined = false

        static var current: Terminal {
            let variable = { (name: String) in getenv(name).map { String(cString: $0) } ?? "" }
            return Terminal(
                input: isatty(0) == 1, output: isatty(1) == 1,
                colorDeclined: !variable("NO_COLOR").isEmpty || variable("TERM") == "dumb")
        }
    }

    /// The package's version, kept here only; `--version` prints it.
    static let version = "0.9.0"

    /// The Swift language version of the compiler that built this program (to its minor version).
    static var swift: String {
        #if compiler(>=6.4)
            "6.4 or later"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #elseif compiler(>=6.1)
            "6.1"
        #else
            "6.0"
        #endif
    }

    /// The last line of a full run on a terminal (not with `--step`): where to go from here.
    var whatNext: String {
        let first = fullRun.first.map { " \($0.name)" } ?? ""
        return "Next: swift run \(name) --list, swift run \(name)\(first) --step, or read docs/\(name).md"
    }

    /// Exit status of a misused command line (`EX_USAGE` in sysexits.h).
    static let usageStatus: Int32 = 64

    /// Answers a command line (without the program name) without printing anything.
    func respond(to arguments: [String], terminal: Terminal = Terminal()) -> Response {
        let invocation: Invocation
        do {
            invocation = try parse(arguments)
        } catch {
            return misuse(error.message)
        }
        switch invocation {
        case .help:
            return Response(output: help)
        case .list:
            return Response(output: list)
        case .version:
            return Response(
                output: "\(name) \(Self.version) (Pattern Playground), built with Swift \(Self.swift)\n")
        case .run(let names, let variant, let format, let display):
            if display.step && !terminal.input { return stepRefusal }
            let runs = names.compactMap { run($0, variant) }
            let render: (ScenarioRun) -> String
            switch format {
            case .text:
                let full = variant == nil && names == fullRun.map(\.name) && terminal.output && !display.step
                return shown(
                    TextRenderer(demo: self, palette: palette(display, terminal), focus: display.focus)
                        .render(runs) + (full ? [TextLine(""), TextLine(whatNext)] : []),
                    display)
            case .mermaid:
                render = DiagramRenderer(demo: self, dialect: .mermaid, focus: display.focus).render
            case .plantuml:
                render = DiagramRenderer(demo: self, dialect: .plantUML, focus: display.focus).render
            case .mermaidClass: render = { ClassDiagram(demo: self, run: $0).mermaid }
            case .plantumlClass: render = { ClassDiagram(demo: self, run: $0).plantUML }
            case .json: return Response(output: TraceJSON(demo: self).render(runs))
            case .html: return Response(output: HTMLPage(demo: self).render(runs))
            }
            return Response(output: runs.map(render).joined(separator: "\n"))
        case .compare(let names, let variant, let display):
            if display.step && !terminal.input { return stepRefusal }
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
        return ScenarioRun(scenario: scenario, design: design, transcript: design.run())
    }

    private func misuse(_ message: String) -> Response {
        Response(error: "error: \(message)\n\(usageLine)\n", status: Self.usageStatus)
    }

    /// `--step` waits for Enter, so it needs a terminal to read from; anything else would hang or
    /// read a file as keystrokes.
    private var stepRefusal: Response {
        misuse("\(Option.step.name) waits for Enter after each step, and standard input is not a terminal")
    }

    /// Colour when asked, or (`auto`) on a terminal whose environment does not decline it.
    private func palette(_ display: Display, _ terminal: Terminal) -> Palette {
        Palette(
            enabled: display.color == .always
                || display.color == .auto && terminal.output && !terminal.colorDeclined)
    }

    /// Runs the demo for this process's command line, prints, and exits with the response's status.
    /// Output that cannot be written ends the run with a message and `EX_IOERR`; a reader that closed
    /// the pipe early (`| head`) ends it quietly, by `SIGPIPE`.
    public func main() -> Never {
        respondEachIfAsked()
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
        exit(74)  // EX_IOERR in sysexits.h
    }

    /// Writes all of `text`, or returns why it could not.
    static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
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
    var title: String { design.variant.map { "\(scenario.name) (variant: \($0))" } ?? scenario.name }

    /// Whether it has roles and they are those of `earlier`: its Roles block is then one line naming it.
    func sharesRoles(with earlier: ScenarioRun?) -> Bool {
        !design.roles.isEmpty && earlier?.design.roles == design.roles
    }
}
