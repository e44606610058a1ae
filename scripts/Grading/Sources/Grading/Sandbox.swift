import Foundation

/// How builds and runs of a submission's code happen: through the sandbox launcher (scripts/grade-sandbox,
/// whose one report line says how each ended), or, with --no-sandbox, directly.
public struct Sandbox: Sendable {
    /// The launcher, or nil for --no-sandbox.
    public let launcher: String?
    public let runSeconds: Int
    public let buildSeconds: Int
    public static let logLimit = 1 << 20

    public init(launcher: String?, runSeconds: Int, buildSeconds: Int) {
        self.launcher = launcher
        self.runSeconds = runSeconds
        self.buildSeconds = buildSeconds
    }

    /// Builds `product` in the scratch copy `folder`; the log (output and errors together, the first MiB).
    func build(_ folder: String, product: String, uid: Int, seconds: Int) -> (ending: Ending, log: Captured) {
        let command = ["swift", "build", "--product", product]
        let seconds = min(seconds, buildSeconds)
        let result =
            launch(
                "build", folder: folder, uid: uid, seconds: seconds, readOnly: [], command: command,
                limit: Self.logLimit, merge: true)
            ?? direct(
                folder, command: [onPath("swift") ?? "/usr/bin/swift"] + command.dropFirst(),
                seconds: seconds, limit: Self.logLimit, merge: true)
        return (result.ending, result.output)
    }

    /// Runs `.build/debug/DEMO ARGUMENT` of the scratch copy `folder`, seeing only that program.
    func run(_ folder: String, demo: String, argument: String, uid: Int, seconds: Int, limit: Int)
        -> RunResult
    {
        let program = ".build/debug/\(demo)"
        let result =
            launch(
                "run", folder: folder, uid: uid, seconds: min(seconds, runSeconds), readOnly: [program],
                command: [program, argument], limit: limit, merge: false)
            ?? direct(
                folder, command: [folder + "/" + program, argument], seconds: min(seconds, runSeconds),
                limit: limit, merge: false)
        return RunResult(
            ending: result.ending, output: result.output.kept, bytes: result.output.bytes,
            lines: result.output.lines,
            errors: result.errors.kept)
    }

    private func launch(
        _ mode: String, folder: String, uid: Int, seconds: Int, readOnly: [String], command: [String],
        limit: Int,
        merge: Bool
    ) -> (ending: Ending, output: Captured, errors: Captured)? {
        guard let launcher else { return nil }
        let report = NSTemporaryDirectory() + "grade-report-\(getpid())-\(uid)-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: report) }
        var arguments = [
            launcher, mode, "--dir", folder, "--report", report, "--uid", String(uid),
            "--seconds", String(max(1, seconds)),
        ]
        for path in readOnly { arguments += ["--ro", path] }
        arguments += ["--"] + command
        let result = runCommand(arguments, limit: limit, mergeErrors: merge)
        let text = FileManager.default.contents(atPath: report).map { String(decoding: $0, as: UTF8.self) }
        var ending = Ending(report: text)
        if result.status != 0, case .unreadable = ending {
            ending = .sandboxError("the sandbox launcher failed (status \(result.status)) and gave no report")
        }
        return (ending, result.output, result.errors)
    }

    private func direct(_ folder: String, command: [String], seconds: Int, limit: Int, merge: Bool)
        -> (ending: Ending, output: Captured, errors: Captured)
    {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let result = runCommand(
            command, in: folder, environment: environment, limit: limit, mergeErrors: merge,
            seconds: seconds)
        let ending: Ending =
            result.timedOut
            ? .wallClock(seconds: seconds)
            : result.status > 128 ? .signal(signalName(result.status - 128)) : .exited(Int(result.status))
        return (ending, result.output, result.errors)
    }
}

func signalName(_ number: Int32) -> String {
    let names: [Int32: String] = [
        SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
        SIGBUS: "SIGBUS", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGFPE: "SIGFPE",
    ]
    return names[number] ?? "SIG\(number)"
}
