import Foundation
import Testing

/// The golden harness itself, against the real StrategyDemo made to trap or hang by the hidden
/// `PATTERN_PLAYGROUND_FAULT` trigger. Recording goes to copies of the golden files, never to them.
@Suite("Golden harness")
struct HarnessTests {
    static let demo = "StrategyDemo"
    static let fault = "PATTERN_PLAYGROUND_FAULT"

    /// A short time limit keeps the hang tests fast.
    static func settings(_ mode: RecordMode?, timeout: Double = 2) -> GoldenSettings {
        GoldenSettings(mode: mode, timeout: timeout)
    }

    /// A fresh copy of a demo's golden files, and their bytes by file name.
    static func copyOfGoldenFiles(of demo: String = demo) throws -> (URL, [String: Data]) {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("golden-\(UUID().uuidString)").appendingPathComponent(demo)
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Golden.directory(of: demo), to: copy)
        return (copy, try contents(of: copy))
    }

    static func contents(of directory: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            contents[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return contents
    }

    @Test func everyDemoHasASuiteNamedAfterIt() {
        #expect(DemoChecks.covered == Golden.demos)
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

    @Test func aSignalIsNamedNotReportedAsAnExitStatus() {
        #expect(
            GoldenRun.describe(.signaled(SIGILL), expected: 0)
                == "terminated by signal 4 (SIGILL): a runtime trap such as a failed precondition")
    }

    /// Finding 1 and 3: a trap in one scenario fails only the cases that run it, names the signal,
    /// and recording in `all` mode writes nothing of it, but does write a clean case's change.
    @Test func recordingNeverWritesTheOutputOfATrap() async throws {
        let (copy, before) = try Self.copyOfGoldenFiles()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try Data("changed\n".utf8).write(to: copy.appendingPathComponent("help.txt"))
        let report = await GoldenRun(
            demo: Self.demo, settings: Self.settings(.all), directory: copy,
            extraEnvironment: [Self.fault: "trap:login"]
        ).check()

        let failed = Set(report.failures.map(\.name))
        #expect(failed.contains("scenario-login") && failed.contains("all"))
        #expect(!failed.contains("scenario-swap") && !failed.contains("help") && !failed.contains("list"))
        #expect(report.failures.allSatisfy { $0.message.contains("terminated by signal") })
        #expect(report.failures.allSatisfy { !$0.acceptable })
        #expect(report.recorded == ["\(copy.path)/help.txt"])
        #expect(report.isFailing)
        #expect(try Self.contents(of: copy) == before)
    }

    /// A traced call whose values do not match its method's labels can never be printed or recorded:
    /// it traps (`mislabelled:login` makes one inside the login scenario), and recording keeps nothing.
    @Test func recordingRefusesACallWhoseValuesDoNotMatchItsLabels() async throws {
        let (copy, before) = try Self.copyOfGoldenFiles()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let report = await GoldenRun(
            demo: Self.demo, settings: Self.settings(.all), directory: copy,
            extraEnvironment: [Self.fault: "mislabelled:login"]
        ).check()

        let failed = Set(report.failures.map(\.name))
        #expect(failed.contains("scenario-login") && failed.contains("all"))
        #expect(report.failures.allSatisfy { $0.message.contains("terminated by signal") && !$0.acceptable })
        #expect(report.recorded.isEmpty && report.isFailing)
        #expect(try Self.contents(of: copy) == before)
    }

    @Test func recordMissingWritesOnlyAbsentFiles() async throws {
        let (copy, before) = try Self.copyOfGoldenFiles()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("list.txt"))
        try Data("changed\n".utf8).write(to: copy.appendingPathComponent("help.txt"))
        let report = await GoldenRun(demo: Self.demo, settings: Self.settings(.missing), directory: copy)
            .check()

        #expect(report.recorded == ["\(copy.path)/list.txt"])
        #expect(report.failures.map(\.name) == ["help"])
        var after = try Self.contents(of: copy)
        #expect(after["help.txt"] == Data("changed\n".utf8))
        after["help.txt"] = before["help.txt"]
        #expect(after == before)
    }

    /// Finding 2: a demo that never ends is killed, with its process group, at the time limit.
    @Test func aHangIsKilledAtTheTimeLimit() async throws {
        let executable = try #require(Golden.executable(of: Self.demo))
        var process = ChildProcess(executable: executable, arguments: ["swap"], timeout: 1)
        process.environment[Self.fault] = "hang:swap"
        let started = Date()
        let result = try await process.run()
        #expect(result.ending == .timedOut(seconds: 1))
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(kill(-result.processGroup, 0) == -1, "the demo's process group is still alive")

        let (copy, before) = try Self.copyOfGoldenFiles()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let report = await GoldenRun(
            demo: Self.demo, settings: Self.settings(.all, timeout: 1), directory: copy,
            extraEnvironment: [Self.fault: "hang:swap"]
        ).check()
        #expect(report.failures.contains { $0.name == "scenario-swap" && $0.message.contains("time limit") })
        #expect(report.recorded.isEmpty)
        #expect(try Self.contents(of: copy) == before)
    }

    /// Finding 4: a demo that crashes at start is one failure, is never told to delete its golden
    /// files, and the next demo is still checked.
    @Test func aCrashAtStartIsOneFailureAndTheNextDemoIsChecked() async throws {
        for demo in ["StrategyDemo", "MVVMDemo"] {
            let (copy, before) = try Self.copyOfGoldenFiles(of: demo)
            defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
            let report = await GoldenRun(
                demo: demo, settings: Self.settings(.failed), directory: copy,
                extraEnvironment: [Self.fault: "trap"]
            ).check()
            #expect(report.failures.count == 1)
            #expect(report.failures.first?.message.contains("terminated by signal") == true)
            #expect(report.failures.allSatisfy { !$0.message.contains("delete") })
            #expect(try Self.contents(of: copy) == before)
        }
    }

    @Test func docsBlocksAreNeverRecordedFromATrap() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let page = "docs/\(Self.demo).md"
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Golden.packageRoot.appendingPathComponent(page), to: root.appendingPathComponent(page))
        let before = try Data(contentsOf: root.appendingPathComponent(page))
        let report = await GoldenRun.checkPage(
            page, settings: Self.settings(.all), root: root, extraEnvironment: [Self.fault: "trap:login"])
        #expect(!report.failures.isEmpty && report.recorded.isEmpty)
        #expect(try Data(contentsOf: root.appendingPathComponent(page)) == before)
    }

    @Test func summaryEndsWithReproduceCommandsAndHowToAccept() {
        let failure = GoldenFailure(
            demo: "StrategyDemo", name: "scenario-login", command: "swift run StrategyDemo login",
            message: "",
            acceptable: true)
        let text = GoldenSummary.text(failures: [failure], recorded: [])
        #expect(text.contains("  FAIL StrategyDemo scenario-login: swift run StrategyDemo login\n"))
        #expect(
            text.hasSuffix("after reading the diff: GOLDEN_RECORD=failed swift test --filter StrategyDemo\n"))
    }
}
