import Foundation

@testable import DemoTools

/// One golden case of one demo: a command line, and the file that holds what it prints on standard
/// output (``Demo/goldenCases`` lists them).
struct GoldenCase: Equatable, Sendable {
    let demo: String
    let name: String
    let arguments: [String]

    var command: String { (["swift", "run", demo] + arguments).joined(separator: " ") }
}

/// A failing case, with what a grader needs: the command that shows it in full and what went wrong.
struct GoldenFailure: Sendable {
    var demo: String
    /// The case (`scenario-login`), `--help` (a demo that fails at start), or a docs page.
    var name: String
    /// The command that shows it in full: the run that crashed, the diff of a changed output, the
    /// test that lists every broken contract.
    var command: String
    var message: String
    /// Whether recording would accept it: the demo ran cleanly and printed something else.
    var acceptable: Bool
    /// A broken contract between the demo's designs: while it stands, nothing of the demo is recorded.
    var blocksRecording = false
    /// The demo's run went wrong (a crash, a hang, another status, stray output): its designs are not
    /// run in the test process, where a crash would take the whole test run down.
    var runFailed = false
}

/// What checking one demo found.
struct GoldenReport: Sendable {
    var demo: String
    var passed = 0
    var failures: [GoldenFailure] = []
    /// The files written, as paths to show.
    var recorded: [String] = []

    var isFailing: Bool { !failures.isEmpty || !recorded.isEmpty }
}

/// Runs a demo's golden cases, each in its own process with a time limit, and compares or records
/// their output. The only place that knows how golden files are checked: `swift test` and
/// `scripts/golden` both come here.
struct GoldenRun: Sendable {
    let demo: String
    var directory: URL
    /// How the directory is named in messages.
    var shownDirectory: String
    var settings: GoldenSettings
    /// Added to the environment of every demo process (the tests' fault triggers).
    var extraEnvironment: [String: String] = [:]

    init(
        demo: String, settings: GoldenSettings, directory: URL? = nil,
        extraEnvironment: [String: String] = [:]
    ) {
        self.demo = demo
        self.directory = directory ?? Golden.directory(of: demo)
        self.shownDirectory = directory?.path ?? "Tests/Golden/\(demo)"
        self.settings = settings
        self.extraEnvironment = extraEnvironment
    }

    /// The name of the failure of a demo that does not answer its command lines cleanly in a process.
    static let ownProcess = "own process"
    /// The demo's own process (``probe(_:)``) answers all its command lines within this many times
    /// the time limit of one.
    static let probeLimitFactor = 3.0
    /// Lines of a failing demo's output shown in a failure.
    static let excerptLines = 20
    /// Diff lines shown per failing case.
    static let diffLines = 40
    /// Demo processes of one demo running at once.
    static let parallelRuns = 4

    /// The outcome of one command line: what it printed, or why that output must not be trusted.
    struct Outcome: Sendable {
        var result: ChildProcess.Result
        /// What the golden file or docs block holds: standard output, or standard error of a misuse.
        var shown: [UInt8]
        /// Why the run was not clean (crash, timeout, wrong status, stray output); nil when clean.
        var problem: String?
    }

    /// Runs one command line: in the test process, through `Demo.respond(to:)`, once the demo's own
    /// process has answered every command line of the run cleanly (``probe(_:)``); otherwise, and
    /// with `inProcess: false`, as a process of its own with the time limit.
    func run(_ arguments: [String], expecting status: Int32, inProcess: Bool = true) async -> Outcome {
        if inProcess, Found.shared.startedCleanly(demo), let data = Golden.data[demo] {
            let response = data.respond(to: arguments)
            let result = ChildProcess.Result(
                standardOutput: Array(response.output.utf8), standardError: Array(response.error.utf8),
                ending: .exited(response.status), processGroup: 0)
            return Self.judge(result, expecting: status)
        }
        guard let result = await spawn(arguments) else {
            let empty = ChildProcess.Result(
                standardOutput: [], standardError: [], ending: .exited(0), processGroup: 0)
            return Outcome(
                result: empty, shown: [],
                problem: "\(Golden.productsDirectory.path)/\(demo) is not built: run swift build first")
        }
        return Self.judge(result, expecting: status)
    }

    /// The demo run as a process of its own with the time limit; nil when it is not built.
    func spawn(_ arguments: [String], environment extra: [String: String] = [:]) async -> ChildProcess.Result?
    {
        guard let executable = Golden.executable(of: demo) else { return nil }
        var environment = ProcessInfo.processInfo.environment
        // The backtracer's register dump would bury the one line that says what failed.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment.merge(extraEnvironment) { $1 }
        environment.merge(extra) { $1 }
        let process = ChildProcess(
            executable: executable, arguments: arguments, environment: environment, timeout: settings.timeout)
        do {
            return try await process.run()
        } catch {
            return ChildProcess.Result(
                standardOutput: [], standardError: Array("\(error)".utf8), ending: .exited(-1),
                processGroup: 0)
        }
    }

    /// The run's output, and why it must not be trusted: another ending, stray output, no output.
    static func judge(_ result: ChildProcess.Result, expecting status: Int32) -> Outcome {
        let (shown, other, otherName) =
            status == 0
            ? (result.standardOutput, result.standardError, "standard error")
            : (result.standardError, result.standardOutput, "standard output")
        var problem: String?
        if result.ending != .exited(status) {
            problem = Self.describe(result.ending, expected: status)
        } else if !other.isEmpty {
            problem = "it printed on \(otherName), which must stay empty"
        } else if shown.isEmpty {
            problem = "it printed nothing"
        }
        return Outcome(
            result: result, shown: shown,
            problem: problem.map { $0 + "\n" + Self.excerpt(of: result) })
    }

    /// What the demo's own process answers: `--help`, the cases, then the other command lines.
    static func commands(_ cases: [GoldenCase], _ others: [[String]]) -> [[String]] {
        [["--help"]] + cases.map(\.arguments) + others
    }

    /// One process of a demo answers all `commands` in turn (``Demo/respondEachIfAsked()``), so that a
    /// trap or hang ends that process and names the command line it was in, and not the test process.
    /// A fixture (no demo of this package) answers `--help` instead. Nil when all ran cleanly.
    func probe(_ commands: [[String]]) async -> (command: String, problem: String)? {
        guard Golden.data[demo] != nil else {
            let problem = await run(["--help"], expecting: 0, inProcess: false).problem
            return problem.map { ("swift run \(demo) --help", $0) }
        }
        let list = commands.map { $0.joined(separator: "\t") }.joined(separator: "\n")
        return await Probes.shared.result(of: demo + "\n" + list) { await probe(commands, list) }
    }

    private func probe(_ commands: [[String]], _ list: String) async -> (command: String, problem: String)? {
        // All of a demo's command lines share one process, so it gets a few times one line's limit.
        var run = self
        run.settings.timeout *= Self.probeLimitFactor
        guard let result = await run.spawn([], environment: [Demo.respondEachVariable: list]) else {
            return (
                "swift run \(demo)",
                "\(Golden.productsDirectory.path)/\(demo) is not built: run swift build first"
            )
        }
        let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
        if result.ending == .exited(0) && lines.last == "done" { return nil }
        let last = lines.last.flatMap { Int($0) }.map { commands[$0] }
        let command = (["swift", "run", demo] + (last ?? [])).joined(separator: " ")
        let problem =
            (last == nil ? "" : "it ended while answering `\(command)`: ")
            + Self.describe(result.ending, expected: 0) + "\n"
            + Self.excerpt(result.standardError, name: "standard error")
        return (command, problem)
    }

    /// Checks (or records) the cases, all of one demo. A demo that fails at start (`--help` does not
    /// run cleanly) is one failure, and none of its cases runs. `alsoClean` are command lines with no
    /// golden file that must run cleanly all the same (the designs no case runs).
    ///
    /// Nothing is written until every case has run: then, when every run was clean, `designsDiffer`
    /// (the variant contract, read in-process, which a trap would take down with it) is asked, and
    /// if it finds anything, nothing is written and the report says why.
    func check(
        _ cases: [GoldenCase], alsoClean: [[String]] = [], extra: [[String]] = [],
        designsDiffer: @Sendable () async -> [String] = { [] }
    ) async -> GoldenReport {
        var report = GoldenReport(demo: demo)
        if let (command, problem) = await probe(Self.commands(cases, alsoClean + extra)) {
            report.failures.append(
                GoldenFailure(
                    demo: demo, name: Self.ownProcess, command: command,
                    message: """
                        \(demo) failed in its own process, so none of its golden cases was compared and no \
                        golden file was changed: \(problem)
                        """,
                    acceptable: false, runFailed: true))
            return report
        }
        Found.shared.started(demo)
        let checks =
            cases.map { golden in { @Sendable in await check(golden) } }
            + alsoClean.map { arguments in { @Sendable in await runsCleanly(arguments) } }
        let results = await withTaskGroup(of: (Int, CaseResult).self) { group in
            var results = [CaseResult?](repeating: nil, count: checks.count)
            for (index, check) in checks.enumerated() {
                if index >= Self.parallelRuns, let (done, result) = await group.next() {
                    results[done] = result
                }
                group.addTask { (index, await check()) }
            }
            for await (done, result) in group { results[done] = result }
            return results.compactMap { $0 }
        }
        var writes: [(file: URL, bytes: [UInt8], shown: String, failure: GoldenFailure)] = []
        for result in results {
            switch result {
            case .passed: report.passed += 1
            case .failed(let failure): report.failures.append(failure)
            case .changed(let file, let bytes, let shown, let failure):
                writes.append((file, bytes, shown, failure))
            }
        }
        let names = Set(cases.map { "\($0.name).txt" })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files.sorted() where !file.hasPrefix(".") && !names.contains(file) {
            report.failures.append(
                GoldenFailure(
                    demo: demo, name: file, command: "swift run \(demo)",
                    message: """
                        \(shownDirectory)/\(file): no case of \(demo) prints it any more (its cases are \
                        derived from its data in Tests/GoldenTests/DemoData.swift); if the case was \
                        removed on purpose, delete the file
                        """,
                    acceptable: false))
        }
        guard !writes.isEmpty else { return report }
        let problems = report.failures.contains(where: \.runFailed) ? [] : await designsDiffer()
        guard problems.isEmpty else {
            report.failures += writes.map(\.failure)
            report.failures.append(
                GoldenFailure(
                    demo: demo, name: "recording refused",
                    command: "swift test --filter \(demo)Golden",
                    message: """
                        recording refused: \(demo)'s designs disagree, so none of its \(writes.count) changed \
                        golden files was written; make them agree, then record again:
                        \(problems.joined(separator: "\n"))
                        """,
                    acceptable: false, blocksRecording: true))
            return report
        }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for write in writes {
            do {
                try Data(write.bytes).write(to: write.file, options: .atomic)
                report.recorded.append(write.shown)
            } catch {
                report.failures.append(
                    GoldenFailure(
                        demo: demo, name: write.failure.name, command: write.failure.command,
                        message: "cannot write \(write.shown): \(error)", acceptable: false))
            }
        }
        return report
    }

    enum CaseResult: Sendable {
        case passed
        case failed(GoldenFailure)
        /// Output that recording may write: the file, the bytes, the file as shown, and the failure it
        /// is when it is not written.
        case changed(URL, [UInt8], String, GoldenFailure)
    }

    /// A command line with no golden file that must run cleanly.
    private func runsCleanly(_ arguments: [String]) async -> CaseResult {
        let command = (["swift", "run", demo] + arguments).joined(separator: " ")
        guard let problem = await run(arguments, expecting: 0).problem else { return .passed }
        return .failed(
            GoldenFailure(
                demo: demo, name: arguments.joined(separator: " "), command: command,
                message: "`\(command)`: \(problem)",
                acceptable: false, runFailed: true))
    }

    private func check(_ golden: GoldenCase) async -> CaseResult {
        let file = directory.appendingPathComponent("\(golden.name).txt")
        let shownFile = "\(shownDirectory)/\(golden.name).txt"
        func failure(_ message: String, acceptable: Bool) -> GoldenFailure {
            GoldenFailure(
                demo: demo, name: golden.name, command: golden.command, message: message,
                acceptable: acceptable)
        }
        let outcome = await run(golden.arguments, expecting: 0)
        if let problem = outcome.problem {
            var failed = failure("`\(golden.command)`: \(problem)", acceptable: false)
            failed.runFailed = true
            return .failed(failed)
        }
        let expected = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) }
        if expected == outcome.shown { return .passed }
        var mismatch: GoldenFailure
        if let expected {
            let diff = UnifiedDiff.make(
                expected: String(decoding: expected, as: UTF8.self),
                actual: String(decoding: outcome.shown, as: UTF8.self),
                expectedName: "expected \(shownFile)", actualName: "actual \(golden.command)")
            mismatch = failure(
                "`\(golden.command)` no longer prints what \(shownFile) holds:\n"
                    + UnifiedDiff.capped(diff, lines: Self.diffLines),
                acceptable: true)
            mismatch.command += " | diff -u \(shownFile) -"  // the whole diff, for the summary
        } else {
            mismatch = failure(
                "\(shownFile) does not exist; `\(golden.command)` prints:\n"
                    + Self.excerpt(outcome.shown, name: "output"), acceptable: true)
        }
        let mayRecord: Bool
        switch settings.mode {
        case nil: mayRecord = false
        case .missing: mayRecord = expected == nil
        case .failed, .all: mayRecord = true
        }
        return mayRecord ? .changed(file, outcome.shown, shownFile, mismatch) : .failed(mismatch)
    }

    /// `terminated by signal 4 (SIGILL): a runtime trap such as a failed precondition`, and so on.
    static func describe(_ ending: ChildProcess.Ending, expected: Int32) -> String {
        switch ending {
        case .exited(let status):
            return "exit status \(status), expected \(expected)"
        case .timedOut(let seconds):
            return """
                still running after \(seconds.formatted()) s, the time limit (\(GoldenSettings.timeoutVariable)); \
                its process group was killed
                """
        case .signaled(let signal):
            let (name, meaning): (String, String?) =
                switch signal {
                case SIGILL: ("SIGILL", "a runtime trap such as a failed precondition")
                case SIGTRAP: ("SIGTRAP", "a runtime trap such as a failed precondition")
                case SIGABRT: ("SIGABRT", "an abort")
                case SIGSEGV: ("SIGSEGV", "a memory access fault such as a stack overflow")
                case SIGBUS: ("SIGBUS", "a memory access fault")
                case SIGFPE: ("SIGFPE", "an arithmetic fault")
                case SIGKILL: ("SIGKILL", "killed from outside")
                case SIGPIPE: ("SIGPIPE", "a write to a closed pipe")
                case SIGTERM: ("SIGTERM", "terminated from outside")
                case SIGINT: ("SIGINT", "interrupted")
                default: ("unknown", nil)
                }
            return "terminated by signal \(signal) (\(name))" + (meaning.map { ": \($0)" } ?? "")
        }
    }

    /// The first lines of what a failing run printed on each stream.
    static func excerpt(of result: ChildProcess.Result) -> String {
        excerpt(result.standardOutput, name: "standard output")
            + excerpt(result.standardError, name: "standard error")
    }

    static func excerpt(_ bytes: [UInt8], name: String) -> String {
        let lines = String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast(bytes.last == UInt8(ascii: "\n") ? 1 : 0)
        guard !bytes.isEmpty else { return "\(name): empty\n" }
        let shown = lines.prefix(excerptLines)
        let more = lines.count > shown.count ? "  … \(lines.count - shown.count) more lines\n" : ""
        return "\(name) (\(lines.count) lines):\n" + shown.map { "  | \($0)\n" }.joined() + more
    }
}

/// Each demo's process answers its command lines once per test run, whichever check asks first (the
/// golden files, or a terminal test that compares with what a pipe gets).
actor Probes {
    static let shared = Probes()
    private var tasks: [String: Task<(command: String, problem: String)?, Never>] = [:]

    func result(
        of key: String, _ body: @escaping @Sendable () async -> (command: String, problem: String)?
    ) async -> (command: String, problem: String)? {
        if let task = tasks[key] { return await task.value }
        let task = Task { await body() }
        tasks[key] = task
        return await task.value
    }
}
