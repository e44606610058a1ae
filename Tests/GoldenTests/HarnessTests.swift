import Foundation
import Testing

@testable import DemoSupport

/// The golden harness itself, against its own fixture (Tests/Fixtures/faulty-demo), a script that
/// answers as a small demo would, and whose scenarios trap or hang; it traps or hangs at start with
/// `FAULTY_DEMO=trap` or `hang`. No real demo's output is involved; recording goes to temporary
/// folders.
@Suite("Golden harness")
struct HarnessTests {
    static let demo = "FaultyDemo"
    /// The fixture's cases, as ``Demo/goldenCases`` would derive them from a demo with these scenarios.
    static let cases = [
        ("all", []), ("scenario-calm", ["calm"]), ("scenario-trap", ["trap"]), ("scenario-hang", ["hang"]),
        ("list", ["--list"]), ("help", ["--help"]),
    ].map { GoldenCase(demo: demo, name: $0, arguments: $1) }
    static func cases(_ names: String...) -> [GoldenCase] { cases.filter { names.contains($0.name) } }
    /// The cases that run cleanly (the faulty scenarios run only when named).
    static let clean = cases.filter { !["scenario-trap", "scenario-hang"].contains($0.name) }

    static func run(_ mode: RecordMode?, in directory: URL, timeout: Double = 5, fault: String? = nil)
        -> GoldenRun
    {
        GoldenRun(
            demo: demo, settings: GoldenSettings(mode: mode, timeout: timeout), directory: directory,
            extraEnvironment: fault.map { ["FAULTY_DEMO": $0] } ?? [:])
    }

    /// A fresh folder holding the fixture's clean cases, recorded from clean runs.
    static func recordedFolder() async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "golden-\(UUID().uuidString)")
        let report = await run(.missing, in: folder).check(clean)
        #expect(report.recorded.count == clean.count && report.failures.isEmpty)
        return folder
    }

    static func contents(of directory: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            contents[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return contents
    }

    /// Every demo (a folder of Sources with a main.swift) has its data and its line in DemoSuites.swift.
    @Test func everyDemoHasASuiteNamedAfterIt() throws {
        #expect(Golden.data.keys.sorted() == Golden.demos)
        let suites = try String(
            contentsOf: Golden.packageRoot.appendingPathComponent("Tests/GoldenTests/DemoSuites.swift"),
            encoding: .utf8)
        let missing = Golden.demos.filter {
            !suites.contains(
                "\nstruct \($0)Golden { @Test func golden() async { await DemoChecks.all(\"\($0)\") } }\n")
        }
        #expect(missing == [], "add their lines to Tests/GoldenTests/DemoSuites.swift")
    }

    @Test func recordModeMustBeKnown() {
        #expect(GoldenSettings.from([:]) == .success(GoldenSettings(mode: nil)))
        #expect(GoldenSettings.from(["GOLDEN_RECORD": "1"]) == .success(GoldenSettings(mode: .all)))
        #expect(
            GoldenSettings.from(["GOLDEN_RECORD": "missing", "GOLDEN_TIMEOUT": "2.5"])
                == .success(GoldenSettings(mode: .missing, timeout: 2.5)))
        guard case .failure(let error) = GoldenSettings.from(["GOLDEN_RECORD": "yes"]) else {
            Issue.record("GOLDEN_RECORD=yes was accepted")
            return
        }
        #expect(error.message.contains("'yes' is not a record mode; use one of: missing, failed, all"))
        guard case .failure = GoldenSettings.from(["GOLDEN_TIMEOUT": "soon"]) else {
            Issue.record("GOLDEN_TIMEOUT=soon was accepted")
            return
        }
    }

    #if compiler(>=6.2)  // exit tests came with Swift 6.2
        /// A traced call whose values do not match its method's labels traps, so its false line is
        /// never printed, nor recorded (the trap above).
        @Test func aTracedCallWithAValueMissingForALabelTraps() async {
            await #expect(processExitsWith: .failure) {
                struct Bell: Traced {}
                _ = Bell.callText("ring(_:loudly:)", ["1"])
            }
        }
    #endif

    @Test func aSignalIsNamedNotReportedAsAnExitStatus() {
        #expect(
            GoldenRun.describe(.signaled(SIGILL), expected: 0)
                == "terminated by signal 4 (SIGILL): a runtime trap such as a failed precondition")
    }

    /// A trap in one scenario, after it printed its first line, fails only its case and names the
    /// signal; recording in `all` mode keeps nothing of it, but does write a clean case's change.
    @Test func recordingNeverWritesTheOutputOfATrap() async throws {
        let folder = try await Self.recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("scenario-trap.txt"))
        try Data("changed\n".utf8).write(to: folder.appendingPathComponent("help.txt"))
        var before = try Self.contents(of: folder)
        let report = await Self.run(.all, in: folder).check(Self.clean + Self.cases("scenario-trap"))

        #expect(report.failures.map(\.name) == ["scenario-trap"])
        #expect(
            report.failures.allSatisfy {
                $0.message.contains("terminated by signal") && !$0.acceptable && $0.runFailed
            })
        #expect(report.recorded == ["\(folder.path)/help.txt"])
        #expect(report.isFailing)
        before["help.txt"] = try Data(contentsOf: folder.appendingPathComponent("help.txt"))
        #expect(try Self.contents(of: folder) == before)
    }

    /// `missing` writes only absent files; a changed file fails; a file no case prints is reported.
    @Test func recordMissingWritesOnlyAbsentFiles() async throws {
        let folder = try await Self.recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("list.txt"))
        try Data("changed\n".utf8).write(to: folder.appendingPathComponent("help.txt"))
        try Data("gone\n".utf8).write(to: folder.appendingPathComponent("scenario-gone.txt"))
        let report = await Self.run(.missing, in: folder).check(Self.clean)

        #expect(report.recorded == ["\(folder.path)/list.txt"])
        #expect(report.failures.map(\.name) == ["help", "scenario-gone.txt"])
        #expect(report.failures.first?.acceptable == true)
        #expect(report.failures.last?.message.contains("delete the file") == true)
        #expect(
            report.failures.allSatisfy { !$0.runFailed }, "no run went wrong: the designs may run in-process")
        #expect(try Data(contentsOf: folder.appendingPathComponent("help.txt")) == Data("changed\n".utf8))
    }

    /// While the designs disagree (the variant contract), recording writes nothing, not even a missing
    /// file, and says which scenario's designs differ; with them agreeing, the same run records.
    @Test func recordingRefusesADemoWhoseDesignsDisagree() async throws {
        let folder = try await Self.recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("list.txt"))
        try Data("changed\n".utf8).write(to: folder.appendingPathComponent("help.txt"))
        let before = try Self.contents(of: folder)
        let apart = "calm: the default design and variant loud show different results"
        let report = await Self.run(.all, in: folder).check(Self.clean) { [apart] }

        #expect(report.recorded.isEmpty && report.isFailing)
        #expect(try Self.contents(of: folder) == before)
        #expect(report.failures.map(\.name) == ["list", "help", "recording refused"])
        let refusal = try #require(report.failures.last)
        #expect(refusal.blocksRecording && !refusal.acceptable)
        #expect(refusal.message.contains("none of its 2 changed golden files was written"))
        #expect(refusal.message.hasSuffix("\n" + apart))
        let agreed = await Self.run(.all, in: folder).check(Self.clean) { [] }
        #expect(agreed.recorded.count == 2 && agreed.failures.isEmpty)
    }

    /// A demo that never ends is killed, with its process group, at the time limit (1 s here), whether
    /// or not it closed its output, and nothing of it is recorded.
    @Test func aHangIsKilledAtTheTimeLimit() async throws {
        let executable = try #require(Golden.executable(of: Self.demo))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        async let direct = ChildProcess(executable: executable, arguments: ["hang"], timeout: 1).run()
        async let silent = ChildProcess(executable: executable, arguments: ["silent-hang"], timeout: 1).run()
        async let checked = Self.run(.all, in: folder, timeout: 1).check(Self.cases("scenario-hang"))
        let (result, report) = (try await direct, await checked)
        #expect(result.ending == .timedOut(seconds: 1))
        #expect(try await silent.ending == .timedOut(seconds: 1), "one that closed its output runs on")
        // Which limit ended them is the ending above; this bound only catches a wait that never ends. It
        // is loose because the in-process goldens share the two cores with it (9.5 s seen under load).
        #expect(Date().timeIntervalSince(started) < 30, "killed at a time limit, not left running")
        #expect(kill(-result.processGroup, 0) == -1, "the demo's process group is still alive")
        #expect(report.failures.map(\.name) == ["scenario-hang"])
        #expect(report.failures.first?.message.contains("time limit") == true)
        #expect(report.recorded.isEmpty)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("scenario-hang.txt").path))
    }

    /// The terminal and step tests run a demo through a pipe and on a pseudo-terminal: there a trap
    /// or a hang at its start is an error that names the signal or the time limit (the test stops,
    /// reading no step the demo did not print), and the hung demo's process group is killed.
    @Test func aTrapOrAHangThroughAPipeOrOnATerminalIsAnErrorThatNamesIt() async throws {
        let (trap, hang) = (["FAULTY_DEMO": "trap"], ["FAULTY_DEMO": "hang"])
        let piped = await Self.failure {
            _ = try await TerminalTests.steps(Self.demo, atLeast: 2, extraEnvironment: trap)
        }
        #expect(piped?.description.hasPrefix("`swift run FaultyDemo`: terminated by signal") == true)
        let trapped = await Self.failure {
            _ = try await TerminalRun(Self.demo, ["--step"], keys: ["\n"], environment: trap)
        }
        #expect(trapped?.description.contains("--step (on a terminal)`: terminated by signal") == true)
        let hung = try #require(
            await Self.failure {
                _ = try await TerminalRun(Self.demo, ["--step"], environment: hang, timeout: 1)
            })
        #expect(hung.description.contains("time limit"))
        #expect(
            hung.processGroup > 0 && kill(-hung.processGroup, 0) == -1, "the demo's process group is alive")
        let short = await Self.failure {
            _ = try await TerminalTests.steps(Self.demo, atLeast: 3)
        }
        #expect(short?.description == "`swift run FaultyDemo` prints 2 steps; this test needs 3")
    }

    /// The `ChildProcess.Failed` that `body` throws, or nil (on Swift 6.0, `#expect(throws:)` returns
    /// nothing).
    static func failure(_ body: () async throws -> Void) async -> ChildProcess.Failed? {
        do {
            try await body()
        } catch let failed as ChildProcess.Failed {
            return failed
        } catch {
            return nil
        }
        return nil
    }

    /// A demo that crashes at start is one failure, is never told to delete its golden files, and
    /// changes none of them; without the fault, the same folder passes.
    @Test func aCrashAtStartIsOneFailure() async throws {
        let folder = try await Self.recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.contents(of: folder)
        let report = await Self.run(.failed, in: folder, fault: "trap").check(Self.clean)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.message.contains("terminated by signal") == true)
        #expect(report.failures.allSatisfy { !$0.message.contains("delete") })
        #expect(try Self.contents(of: folder) == before)
        let again = await Self.run(nil, in: folder).check(Self.clean)
        #expect(again.failures.isEmpty && again.passed == Self.clean.count)
    }

    /// A generated docs block is rewritten from a clean run only: the block of a trapping command
    /// stays as it was, the stale block of a clean one is recorded.
    @Test func docsBlocksAreNeverRecordedFromATrap() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let page = root.appendingPathComponent("docs/FaultyDemo.md")
        let block = { (arguments: String) in
            "<!-- generated by: swift run FaultyDemo \(arguments) -->\nold\n<!-- end generated -->\n"
        }
        try Data((block("trap") + block("calm")).utf8).write(to: page)
        let report = await GoldenRun.checkPage(
            "docs/FaultyDemo.md", settings: GoldenSettings(mode: .all, timeout: 5), root: root)
        #expect(report.failures.map(\.command) == ["swift run FaultyDemo trap"])
        #expect(report.recorded == ["docs/FaultyDemo.md (`swift run FaultyDemo calm`)"])
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.hasPrefix(block("trap")) && !text.contains("calm -->\nold"))
    }

    /// One line per failing golden case, docs problem and contract, each with the command that shows
    /// it in full; a demo whose designs disagree is not offered recording.
    @Test func summaryNamesEveryFailureWithTheCommandThatShowsItAndHowToAccept() {
        let changed = GoldenFailure(
            demo: "StrategyDemo", name: "scenario-login",
            command: "swift run StrategyDemo login | diff -u Tests/Golden/StrategyDemo/scenario-login.txt -",
            message: "", acceptable: true)
        let text = GoldenSummary.text(failures: [changed], recorded: [])
        #expect(
            text.contains(
                "\n  FAIL StrategyDemo scenario-login: swift run StrategyDemo login | diff -u "
                    + "Tests/Golden/StrategyDemo/scenario-login.txt -\n"))
        #expect(
            text.hasSuffix("after reading the diff: GOLDEN_RECORD=failed swift test --filter StrategyDemo\n"))

        var contract = changed
        (contract.name, contract.command, contract.acceptable, contract.blocksRecording) = (
            "self-check", "swift test --filter StrategyDemoGolden", false, true
        )
        var quote = GoldenReport(demo: "docs")
        quote.failures = [
            GoldenFailure(
                demo: "docs/StrategyDemo.md:12", name: "Swift quote",
                command: "swift test --filter DocsQuoteTests",
                message: "", acceptable: false)
        ]
        let both = GoldenSummary.text(failures: [changed, contract] + quote.failures, recorded: [])
        #expect(
            both.contains(
                "\n  FAIL StrategyDemo self-check: swift test --filter StrategyDemoGolden\n"))
        #expect(
            both.contains(
                "\n  FAIL docs/StrategyDemo.md:12 Swift quote: swift test --filter DocsQuoteTests\n"))
        #expect(!both.contains("GOLDEN_RECORD"))
        #expect(
            both.contains(
                "\nStrategyDemo is not recorded while its designs disagree: make them agree first.\n"))
    }

    /// A changed golden case names the diff that shows the whole change.
    @Test func aChangedCaseIsSummarisedWithItsWholeDiff() async throws {
        let folder = try await Self.recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("changed\n".utf8).write(to: folder.appendingPathComponent("help.txt"))
        let report = await Self.run(nil, in: folder).check(Self.clean)
        #expect(
            report.failures.map(\.command) == [
                "swift run FaultyDemo --help | diff -u \(folder.path)/help.txt -"
            ])
    }
}
