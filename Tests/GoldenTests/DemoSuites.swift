import Foundation
import Testing

@testable import DemoSupport
@testable import DemoTools

// One suite per demo, named after it, so that `swift test --filter StrategyDemo` runs the demo's
// golden checks with its unit tests (a parameterised test is not selected by its argument). Adding a
// demo: add its line here, and the demo to `Golden.data`.

struct LibraryDemoGolden { @Test func golden() async { await DemoChecks.all("LibraryDemo") } }
struct BekamDemoGolden { @Test func golden() async { await DemoChecks.all("BekamDemo") } }
struct StrategyDemoGolden { @Test func golden() async { await DemoChecks.all("StrategyDemo") } }
struct MVVMDemoGolden { @Test func golden() async { await DemoChecks.all("MVVMDemo") } }
struct DocumentViewDemoGolden { @Test func golden() async { await DemoChecks.all("DocumentViewDemo") } }

/// What every demo's suite checks, run as a grader runs the demo: the built executable in a
/// process of its own, with a time limit.
enum DemoChecks {
    /// Every check of the demo, in turn. Its golden files run first: a demo that crashes or hangs there
    /// (in a process of its own) is not run in-process by the checks after them.
    static func all(_ demo: String) async {
        await goldenFiles(demo)
        await fullRunIsTheScenarioFilesJoined(demo)
        await docsPage(demo)
        selfCheck(demo)
        sourceClaims(demo)
        await outputErrors(demo)
        traceChecks(demo)  // issue 39: --format json and html (TraceTests.swift)
    }

    static func goldenFiles(_ demo: String) async {
        guard let settings = validSettings(), let data = Golden.data[demo] else { return }
        let unlisted = unlisted(data)
        let report = await GoldenRun(demo: demo, settings: settings).check(
            data.goldenCases, alsoClean: unlisted, extra: Array(probed(data).dropFirst(unlisted.count))
        ) {
            data.variantDiscrepancies
        }
        if report.failures.contains(where: \.runFailed) { Found.shared.crashed(demo) }
        if report.failures.contains(where: \.blocksRecording) { Found.shared.refused(demo) }
        record(report)
    }

    /// What the demo's own process answers besides its golden cases (``GoldenRun/probe(_:)``), all of
    /// which the test process then runs: the designs no golden case runs (those of the scenarios a full
    /// run leaves out: exercises and tours), which the self-check runs; the docs pages' blocks; and the
    /// full run, plain and in colour.
    static func probed(_ data: Demo) -> [[String]] {
        let blocks = GeneratedBlock.pages.flatMap { page in
            GeneratedBlock.blocks(
                in: (try? String(contentsOf: Golden.packageRoot.appendingPathComponent(page), encoding: .utf8))
                    ?? ""
            ).filter { $0.demo == data.name }.map(\.arguments)
        }
        return unlisted(data) + blocks + [[], ["--color", "always"]]
    }

    /// The designs no golden case runs, which must run cleanly all the same.
    static func unlisted(_ data: Demo) -> [[String]] {
        data.scenarios.filter { !$0.inFullRun }.flatMap { scenario in
            ([nil] + scenario.variants.map(\.variant)).map {
                [scenario.name] + ($0.map { ["--variant", $0] } ?? [])
            }
        }
    }

    /// The full run prints the same bytes twice, and the scenario files joined as it joins the
    /// scenarios (``FullRun/joined``), and `--color always` prints the same with colour codes: neither has a golden file of its own, so a
    /// scenario's change is recorded in one file. A mismatch is never recorded: it is the joining that
    /// changed, not a scenario.
    static func fullRunIsTheScenarioFilesJoined(_ demo: String) async {
        guard let settings = validSettings(), await startsCleanly(demo, settings),
            let data = Golden.data[demo]
        else { return }
        var files: [(name: String, text: String)] = []
        for scenario in data.fullRun {
            let file = Golden.directory(of: demo).appendingPathComponent("scenario-\(scenario.name).txt")
            // A missing file is goldenFiles' failure.
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return }
            files.append((scenario.name, text))
        }
        let run = GoldenRun(demo: demo, settings: settings)
        // A process of its own prints the full run too, on a terminal (TerminalTests'
        // aTerminalGetsColourUnlessNoColorAsks): an order that changes from run to run shows there.
        let (plain, painted) = (
            await run.run([], expecting: 0), await run.run(["--color", "always"], expecting: 0)
        )
        for (outcome, command) in [
            (plain, "swift run \(demo)"), (painted, "swift run \(demo) --color always"),
        ] {
            if let problem = outcome.problem {
                record(failure(demo, "full run", command, "`\(command)`: \(problem)"))
            }
        }
        guard plain.problem == nil, painted.problem == nil else { return }
        let (full, colour) = (
            String(decoding: plain.shown, as: UTF8.self), String(decoding: painted.shown, as: UTF8.self)
        )
        let joined = FullRun.joined(files)
        let names = data.fullRun.map { "scenario-\($0.name).txt" }.joined(separator: ", ")
        if full != joined {
            record(
                failure(
                    demo, "full run", "swift run \(demo)",
                    "`swift run \(demo)` is not its scenario files (\(names)) joined as a full run joins them:\n"
                        + UnifiedDiff.capped(
                            UnifiedDiff.make(
                                expected: joined, actual: full, expectedName: "the scenario files joined",
                                actualName: "swift run \(demo)"),
                            lines: GoldenRun.diffLines)))
        }
        if FullRun.withoutColour(colour) != full || !colour.contains("\u{1B}[") {
            record(
                failure(
                    demo, "full run in colour", "swift run \(demo) --color always",
                    "`swift run \(demo) --color always` must be the full run with colour codes"
                        + (colour.contains("\u{1B}[") ? "; without them it differs:\n" : ", and has none\n")
                        + UnifiedDiff.capped(
                            UnifiedDiff.make(
                                expected: full, actual: FullRun.withoutColour(colour),
                                expectedName: "swift run \(demo)",
                                actualName: "swift run \(demo) --color always, colour codes removed"),
                            lines: GoldenRun.diffLines)))
        }
    }

    /// The generated blocks of `docs/<Demo>.md`.
    static func docsPage(_ demo: String) async {
        guard var settings = validSettings(), await startsCleanly(demo, settings) else { return }
        if Found.shared.refusesRecording(demo) { settings.mode = nil }  // goldenFiles says why
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

    /// The demo's contracts (``Demo/selfCheckProblems``): a variant whose results differ from the
    /// default design's, a scenario name declared twice, a self-message written like a call...
    static func selfCheck(_ demo: String) {
        guard let data = inProcess(demo) else { return }
        let problems = data.selfCheckProblems
        guard !problems.isEmpty else { return }
        var report = failure(
            demo, "self-check", "swift test --filter \(demo)Golden",
            "\(demo) breaks \(problems.count) of its contracts:\n" + problems.joined(separator: "\n"))
        // Designs that disagree are never recorded: the summary says so instead of offering to.
        report.failures[0].blocksRecording = !data.variantDiscrepancies.isEmpty
        record(report)
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
        if Found.shared.startedCleanly(demo) { return true }  // goldenFiles ran it
        Issue.record("not run: \(demo) fails in its own process (its goldenFiles check says how)")
        return false
    }

    /// The demo's data, to run in this process; nil (and one issue saying why) when its golden files
    /// found it crashing or hanging, which would take this test process down with it.
    static func inProcess(_ demo: String) -> Demo? {
        if Found.shared.crashes(demo) {
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

/// What the golden files of each demo found, for the checks after them: the demos whose cases
/// crashed or hung in a process of their own (the suite runs them in-process no more; those that
/// failed at start are not waited for again), and those whose recording was refused because their
/// designs disagree (their docs blocks are not recorded either).
final class Found: @unchecked Sendable {
    static let shared = Found()

    private let lock = NSLock()
    private var crashes: Set<String> = []
    private var refusals: Set<String> = []
    private var starts: Set<String> = []

    func crashed(_ demo: String) { locked { _ = crashes.insert(demo) } }

    func refused(_ demo: String) { locked { _ = refusals.insert(demo) } }
    func started(_ demo: String) { locked { _ = starts.insert(demo) } }

    func crashes(_ demo: String) -> Bool { locked { crashes.contains(demo) } }
    func refusesRecording(_ demo: String) -> Bool { locked { refusals.contains(demo) } }
    func startedCleanly(_ demo: String) -> Bool { locked { starts.contains(demo) } }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// The lines that end a failing run: one per failing golden case, docs block, docs quote or link and
/// broken contract, each with the command that shows it in full, then how to accept. Printed on standard error when the test process exits, after the test library's
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

    /// Adds problems of the docs pages, each `docs/Page.md:12: what is wrong`, as lines of the summary:
    /// the place, what kind of check found it, and the test that lists them all in full.
    func add(docs problems: [String], _ kind: String, shownBy test: String) {
        var report = GoldenReport(demo: "docs")
        report.failures = problems.map { problem in
            let place = problem.range(of: ": ").map { String(problem[..<$0.lowerBound]) } ?? problem
            return GoldenFailure(
                demo: place, name: kind, command: "swift test --filter \(test)", message: problem,
                acceptable: false)
        }
        add(report)
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
        let blocked = Set(failures.filter(\.blocksRecording).map(\.demo))
        let demos = Set(failures.filter(\.acceptable).map(\.demo)).subtracting(blocked)
        if !demos.isEmpty {
            let filter = demos.count == 1 ? demos.first.map { " --filter \($0)" } ?? "" : ""
            text +=
                "Accept an intended change, after reading the diff: GOLDEN_RECORD=failed swift test\(filter)\n"
        }
        for demo in blocked.sorted() {
            text += "\(demo) is not recorded while its designs disagree: make them agree first.\n"
        }
        if failures.contains(where: { !$0.acceptable && !$0.blocksRecording }) {
            text += demos.isEmpty && blocked.isEmpty ? "These failures" : "The other failures"
            text += " are not output changes and are never recorded: fix them, then run again.\n"
        }
        return text
    }
}
