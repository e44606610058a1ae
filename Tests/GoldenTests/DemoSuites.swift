import Foundation
import Testing

@testable import DemoSupport

// One suite per demo, named after it, so that `swift test --filter StrategyDemo` runs the demo's
// golden cases with its unit tests. Each suite runs its golden files first: a demo that crashes or
// hangs there (in a process of its own) is not run in-process by the checks after it.
// Adding a demo: add a suite here, and the demo to `Golden.data`.

@Suite("LibraryDemo", .serialized) struct LibraryDemoChecks {
    @Test func goldenFiles() async { await DemoChecks.goldenFiles("LibraryDemo") }
    @Test func docsPage() async { await DemoChecks.docsPage("LibraryDemo") }
    @Test func fullRunIsDeterministic() async { await DemoChecks.fullRunIsDeterministic("LibraryDemo") }
    @Test func selfCheck() { DemoChecks.selfCheck("LibraryDemo") }
    @Test func claimsMatchTheSource() { DemoChecks.sourceClaims("LibraryDemo") }
    @Test func outputErrors() async { await DemoChecks.outputErrors("LibraryDemo") }
}

@Suite("BekamDemo", .serialized) struct BekamDemoChecks {
    @Test func goldenFiles() async { await DemoChecks.goldenFiles("BekamDemo") }
    @Test func docsPage() async { await DemoChecks.docsPage("BekamDemo") }
    @Test func fullRunIsDeterministic() async { await DemoChecks.fullRunIsDeterministic("BekamDemo") }
    @Test func selfCheck() { DemoChecks.selfCheck("BekamDemo") }
    @Test func claimsMatchTheSource() { DemoChecks.sourceClaims("BekamDemo") }
    @Test func outputErrors() async { await DemoChecks.outputErrors("BekamDemo") }
}

@Suite("StrategyDemo", .serialized) struct StrategyDemoChecks {
    @Test func goldenFiles() async { await DemoChecks.goldenFiles("StrategyDemo") }
    @Test func docsPage() async { await DemoChecks.docsPage("StrategyDemo") }
    @Test func fullRunIsDeterministic() async { await DemoChecks.fullRunIsDeterministic("StrategyDemo") }
    @Test func selfCheck() { DemoChecks.selfCheck("StrategyDemo") }
    @Test func claimsMatchTheSource() { DemoChecks.sourceClaims("StrategyDemo") }
    @Test func outputErrors() async { await DemoChecks.outputErrors("StrategyDemo") }
}

@Suite("MVVMDemo", .serialized) struct MVVMDemoChecks {
    @Test func goldenFiles() async { await DemoChecks.goldenFiles("MVVMDemo") }
    @Test func docsPage() async { await DemoChecks.docsPage("MVVMDemo") }
    @Test func fullRunIsDeterministic() async { await DemoChecks.fullRunIsDeterministic("MVVMDemo") }
    @Test func selfCheck() { DemoChecks.selfCheck("MVVMDemo") }
    @Test func claimsMatchTheSource() { DemoChecks.sourceClaims("MVVMDemo") }
    @Test func outputErrors() async { await DemoChecks.outputErrors("MVVMDemo") }
}

@Suite("DocumentViewDemo", .serialized) struct DocumentViewDemoChecks {
    @Test func goldenFiles() async { await DemoChecks.goldenFiles("DocumentViewDemo") }
    @Test func docsPage() async { await DemoChecks.docsPage("DocumentViewDemo") }
    @Test func fullRunIsDeterministic() async { await DemoChecks.fullRunIsDeterministic("DocumentViewDemo") }
    @Test func selfCheck() { DemoChecks.selfCheck("DocumentViewDemo") }
    @Test func claimsMatchTheSource() { DemoChecks.sourceClaims("DocumentViewDemo") }
    @Test func outputErrors() async { await DemoChecks.outputErrors("DocumentViewDemo") }
}

/// What every demo's suite checks, run as a grader runs the demo: the built executable in a
/// process of its own, with a time limit.
enum DemoChecks {
    static func goldenFiles(_ demo: String) async {
        guard let settings = validSettings(), let data = Golden.data[demo] else { return }
        var report = await GoldenRun(demo: demo, settings: settings).check(data.goldenCases)
        if !report.failures.contains(where: { !$0.acceptable }) {
            report.failures += await unlistedDesigns(of: data, settings)
        }
        if report.failures.contains(where: { !$0.acceptable }) {
            Crashed.shared.insert(demo, atStart: report.failures.contains { $0.name == "--help" })
        }
        record(report)
    }

    /// The designs no golden case runs (those of the scenarios a full run leaves out: exercises and
    /// tours), each run once in a process of its own: the checks after this one run every design
    /// in-process, where a trap would end the whole test run.
    static func unlistedDesigns(of data: Demo, _ settings: GoldenSettings) async -> [GoldenFailure] {
        var failures: [GoldenFailure] = []
        let run = GoldenRun(demo: data.name, settings: settings)
        for scenario in data.scenarios where !scenario.inFullRun {
            for variant in [nil] + scenario.variants.map(\.variant) {
                let arguments = [scenario.name] + (variant.map { ["--variant", $0] } ?? [])
                let command = (["swift", "run", data.name] + arguments).joined(separator: " ")
                if let problem = await run.run(arguments, expecting: 0).problem {
                    failures.append(
                        GoldenFailure(
                            demo: data.name, name: command, command: command,
                            message: "`\(command)`: \(problem)",
                            acceptable: false))
                }
            }
        }
        return failures
    }

    /// The generated blocks of `docs/<Demo>.md`.
    static func docsPage(_ demo: String) async {
        guard let settings = validSettings(), await startsCleanly(demo, settings) else { return }
        let page = "docs/\(demo).md"
        guard GeneratedBlock.pages.contains(page) else {
            Issue.record("\(page) is missing; every demo has a docs page")
            return
        }
        let report = await GoldenRun.checkPage(page, settings: settings)
        if report.passed + report.failures.count + report.recorded.count == 0 {
            Issue.record("\(page) has no generated block (<!-- generated by: swift run \(demo) ... -->)")
        }
        record(report)
    }

    static func fullRunIsDeterministic(_ demo: String) async {
        guard let settings = validSettings(), await startsCleanly(demo, settings) else { return }
        let run = GoldenRun(demo: demo, settings: settings)
        let (first, second) = (await run.run([], expecting: 0), await run.run([], expecting: 0))
        guard first.problem == nil, second.problem == nil else { return }  // goldenFiles reports it
        if first.shown != second.shown {
            record(
                failure(
                    demo, "full run", "swift run \(demo)",
                    "two full runs printed different bytes:\n"
                        + UnifiedDiff.capped(
                            UnifiedDiff.make(
                                expected: String(decoding: first.shown, as: UTF8.self),
                                actual: String(decoding: second.shown, as: UTF8.self),
                                expectedName: "first run", actualName: "second run"),
                            lines: GoldenRun.diffLines)))
        }
    }

    /// The demo's contracts (``Demo/selfCheckProblems``): a variant whose results differ from the
    /// default design's, a scenario name declared twice, a self-message written like a call...
    static func selfCheck(_ demo: String) {
        guard let data = inProcess(demo) else { return }
        let problems = data.selfCheckProblems
        guard !problems.isEmpty else { return }
        record(
            failure(
                demo, "self-check", "swift test --filter \(demo)",
                "\(demo) breaks \(problems.count) of its contracts:\n" + problems.joined(separator: "\n")))
    }

    /// A write error ends the run with exit status 74 (EX_IOERR) and a message; a closed pipe, as
    /// with `| head -1`, ends it quietly.
    static func outputErrors(_ demo: String) async {
        guard let settings = validSettings(), await startsCleanly(demo, settings),
            let executable = Golden.executable(of: demo)
        else { return }
        var process = ChildProcess(executable: executable, timeout: settings.timeout)
        process.environment["SWIFT_BACKTRACE"] = "enable=no"
        let full = "/dev/full"  // Linux and FreeBSD; macOS has no such device
        if FileManager.default.fileExists(atPath: full) {
            process.output = .file(full)
            if let result = try? await process.run(),
                result.ending != .exited(74) || result.standardError.isEmpty
            {
                record(
                    failure(
                        demo, "> \(full)", "swift run \(demo) > \(full)",
                        "a write error must end the demo with exit status 74 and a message on standard "
                            + "error: " + GoldenRun.describe(result.ending, expected: 74) + "\n"
                            + GoldenRun.excerpt(of: result)))
            }
        }
        process.output = .closedPipe
        if let result = try? await process.run() {
            let quiet: Bool
            switch result.ending {
            case .exited(let status): quiet = status == 0 || status == 74
            case .signaled(let signal): quiet = signal == SIGPIPE
            case .timedOut: quiet = false
            }
            if !quiet || !result.standardError.isEmpty {
                record(
                    failure(
                        demo, "| head -1", "swift run \(demo) | head -1",
                        "a closed pipe must end the demo quietly (no message, no crash): "
                            + GoldenRun.describe(result.ending, expected: 0) + "\n"
                            + GoldenRun.excerpt(of: result)))
            }
        }
    }

    /// Whether the demo gets as far as running cleanly in a process of its own. When it does not, its
    /// golden-files test reports that, and the demo's other checks say only that they did not run.
    static func startsCleanly(_ demo: String, _ settings: GoldenSettings) async -> Bool {
        let fails =
            Crashed.shared.failsAtStart(demo)
            ? true
            : await GoldenRun(demo: demo, settings: settings).run(["--help"], expecting: 0).problem != nil
        if fails { Issue.record("not run: \(demo) fails at start (its goldenFiles test says how)") }
        return !fails
    }

    /// The demo's data, to run in this process; nil (and one issue saying why) when its golden files
    /// found it crashing or hanging, which would take this test process down with it.
    static func inProcess(_ demo: String) -> Demo? {
        if Crashed.shared.contains(demo) {
            Issue.record("not run: \(demo) crashes or hangs (its goldenFiles test says where)")
            return nil
        }
        if Golden.data[demo] == nil { Issue.record("\(demo) is missing from Golden.data") }
        return Golden.data[demo]
    }

    static func failure(_ demo: String, _ name: String, _ command: String, _ message: String)
        -> GoldenReport
    {
        var report = GoldenReport(demo: demo)
        report.failures.append(
            GoldenFailure(demo: demo, name: name, command: command, message: message, acceptable: false))
        return report
    }

    /// The settings, or one issue naming the valid values of the variable that is wrong.
    static func validSettings() -> GoldenSettings? {
        switch GoldenSettings.current {
        case .success(let settings): return settings
        case .failure(let error):
            Issue.record(Comment(rawValue: error.message))
            return nil
        }
    }

    /// Records a report's failures as issues of the current test, one per failing case, and adds it
    /// to the summary printed when the test run ends.
    static func record(_ report: GoldenReport) {
        for failure in report.failures { Issue.record(Comment(rawValue: failure.message)) }
        if !report.recorded.isEmpty {
            Issue.record(
                Comment(
                    rawValue:
                        "recorded \(report.recorded.count) file\(report.recorded.count == 1 ? "" : "s"): review with git diff, then run again\n"
                        + report.recorded.map { "  \($0)\n" }.joined()))
        }
        GoldenSummary.shared.add(report)
    }
}

/// The demos whose golden cases crashed or hung in a process of their own; the suite runs them in-process
/// no more.
final class Crashed: @unchecked Sendable {
    static let shared = Crashed()

    private let lock = NSLock()
    private var demos: Set<String> = []
    /// Those that failed at start (`--help`): the checks after goldenFiles do not wait for them again.
    private var atStart: Set<String> = []

    func insert(_ demo: String, atStart failedAtStart: Bool) {
        lock.lock()
        defer { lock.unlock() }
        demos.insert(demo)
        if failedAtStart { atStart.insert(demo) }
    }

    func contains(_ demo: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return demos.contains(demo)
    }

    func failsAtStart(_ demo: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return atStart.contains(demo)
    }
}

/// The lines that end a failing run: one per failing case with the command that reproduces it, then
/// how to accept. Printed on standard error when the test process exits, after the test library's
/// own report, so it is the last thing a grader reads.
final class GoldenSummary: @unchecked Sendable {
    static let shared = GoldenSummary()

    private let lock = NSLock()
    private var failures: [GoldenFailure] = []
    private var recorded: [String] = []
    private var registered = false

    func add(_ report: GoldenReport) {
        lock.lock()
        defer { lock.unlock() }
        failures += report.failures
        recorded += report.recorded
        guard !registered, report.isFailing else { return }
        registered = true
        atexit {
            let text = GoldenSummary.shared.text()
            guard !text.isEmpty else { return }
            var bytes = Array(text.utf8)
            _ = write(2, &bytes, bytes.count)
        }
    }

    func text() -> String {
        lock.lock()
        defer { lock.unlock() }
        return Self.text(failures: failures, recorded: recorded)
    }

    static func text(failures: [GoldenFailure], recorded: [String]) -> String {
        guard !failures.isEmpty || !recorded.isEmpty else { return "" }
        let failures = failures.sorted { ($0.demo, $0.name) < ($1.demo, $1.name) }
        var text = "\nGolden summary: \(failures.count) failing"
        text += recorded.isEmpty ? "\n" : ", \(recorded.count) recorded\n"
        for failure in failures {
            text += "  FAIL \(failure.demo) \(failure.name): \(failure.command)\n"
        }
        if !recorded.isEmpty {
            text +=
                "recorded \(recorded.count) file\(recorded.count == 1 ? "" : "s"): review with git diff, then run again\n"
        }
        let demos = Set(failures.filter(\.acceptable).map(\.demo))
        if !demos.isEmpty {
            let filter = demos.count == 1 ? demos.first.map { " --filter \($0)" } ?? "" : ""
            text +=
                "Accept an intended change, after reading the diff: GOLDEN_RECORD=failed swift test\(filter)\n"
        }
        if failures.contains(where: { !$0.acceptable }) {
            text += demos.isEmpty ? "These failures" : "The other failures"
            text += " are not output changes and are never recorded: fix the demo, then run again.\n"
        }
        return text
    }
}
