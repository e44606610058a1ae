import Foundation
import XCTest

@testable import Grading

/// Verdicts fail closed: whatever the grader cannot read is a FAIL with its reason, never a PASS.
final class VerdictTests: XCTestCase {
    /// A build that prints 64 MiB (a gibibyte in issue 41; the cap does not depend on it) keeps 1 MiB in memory, writes nothing on the host, and
    /// still counts every byte, so the report can say how much was left out.
    func testABuildLogIsCapped() {
        let flood = runCommand(
            ["/bin/sh", "-c", "head -c 67108864 /dev/zero | tr '\\0' 'x'"], limit: Sandbox.logLimit,
            mergeErrors: true)
        XCTAssertEqual(flood.status, 0)
        XCTAssertEqual(flood.output.kept.count, Sandbox.logLimit)
        XCTAssertEqual(flood.output.bytes, 1 << 26)
    }

    func testReportLines() {
        XCTAssertEqual(Ending(report: "exited 0\n"), .exited(0))
        XCTAssertEqual(Ending(report: "exited 3"), .exited(3))
        XCTAssertEqual(Ending(report: "signal SIGKILL\n"), .signal("SIGKILL"))
        XCTAssertEqual(Ending(report: "limit wall-clock 10\n"), .wallClock(seconds: 10))
        XCTAssertEqual(Ending(report: "limit cpu 60\n"), .cpu(seconds: 60))
        XCTAssertEqual(Ending(report: "limit file-size\n"), .fileSize)
        XCTAssertEqual(Ending(report: "sandbox-error no bwrap here\n"), .sandboxError("no bwrap here"))
    }

    /// The bash grader's `[ "$status" -ne 0 ]` was false on an empty status: here an empty, missing or
    /// unknown report never reads as success.
    func testUnreadableReportsFail() {
        for report in [
            nil, "", "\n", "exited", "exited \n", "exited -1", "exited 0x0", "exited 0 0",
            "exited 0\nexited 1",
            "EXITED 0", "signal", "limit wall-clock", "limit memory", "done", "Cannot allocate memory",
        ] as [String?] {
            let ending = Ending(report: report)
            XCTAssertFalse(ending.succeeded, "\(String(describing: report)) read as success")
            guard case .unreadable = ending else {
                XCTFail("\(String(describing: report)) read as \(ending)")
                continue
            }
        }
    }

    func testWholeNumbers() {
        XCTAssertEqual(wholeNumber("0"), 0)
        XCTAssertEqual(wholeNumber("124"), 124)
        for text in ["", " 1", "1 ", "-1", "+1", "1e3", "١", "99999999999999999999"] {
            XCTAssertNil(wholeNumber(text), text)
        }
    }

    func run(_ ending: Ending, _ output: String = "out\n", bytes: Int? = nil) -> RunResult {
        RunResult(
            ending: ending, output: Array(output.utf8), bytes: bytes ?? output.utf8.count,
            lines: output.filter { $0 == "\n" }.count)
    }

    func testVisibleRun() {
        let expected = Array("out\n".utf8)
        func judge(_ run: RunResult) -> Verdict {
            judgeVisible(run, expected: expected, what: "D x", exercise: "x", outputLimit: 100)
        }
        XCTAssertEqual(judge(run(.exited(0))), .passed(hiddenVariations: 0))
        // A non-zero status is the student's program failing: wrong output, the status in the reason,
        // never a PASS even with the expected output; "crashed" is for a signal only.
        XCTAssertEqual(judge(run(.exited(1))), .exitedWithStatus(1, what: "D x", missing: 0, extra: 0))
        XCTAssertFalse(judge(run(.exited(1))).isPass)
        XCTAssertEqual(judge(run(.exited(1))).cell, "wrong output")
        XCTAssertEqual(
            judge(run(.exited(1), "Cannot allocate memory\n")),
            .exitedWithStatus(1, what: "D x", missing: 1, extra: 1))
        XCTAssertEqual(
            judge(run(.exited(1), "Cannot allocate memory\n")).reason,
            "'D x' exited with status 1 (a run that succeeds exits with 0); the output differs from the expected file: 1 line missing, 1 line extra"
        )
        XCTAssertEqual(judge(run(.signal("SIGSEGV"))).cell, "crashed")
        XCTAssertEqual(
            judge(run(.wallClock(seconds: 10))), .stoppedByLimit(.time(seconds: 10), what: "'D x'"))
        XCTAssertEqual(judge(run(.cpu(seconds: 60))).cell, "cpu limit")
        XCTAssertEqual(judge(run(.fileSize)).cell, "file size limit")
        XCTAssertEqual(judge(run(.sandboxError("x"))), .sandboxError("x"))
        XCTAssertEqual(judge(run(.unreadable("the sandbox gave no report"))).cell, "sandbox error")
        // The same output, but more was printed than kept: the output limit, not a PASS.
        XCTAssertEqual(judge(run(.exited(0), bytes: 500)).cell, "output limit")
        XCTAssertEqual(
            judge(run(.exited(0), "other\n")), .wrongOutput(missing: 1, extra: 1, notSolvedYet: false))
        XCTAssertEqual(
            judge(run(.exited(0), "note: exercise x is not solved yet\n")),
            .wrongOutput(missing: 1, extra: 1, notSolvedYet: true))
    }

    /// A hidden run passes only with status 0 and the reference's output, nothing cut off.
    func testHiddenRunFailsClosed() {
        let reference = Array("out\n".utf8)
        func judge(_ run: RunResult) -> Verdict {
            judgeHidden(run, reference: reference, variation: "lake", outputLimit: 100)
        }
        XCTAssertTrue(judge(run(.exited(0))).isPass)
        for ending in [
            Ending.exited(1), .signal("SIGKILL"), .wallClock(seconds: 1), .cpu(seconds: 1), .fileSize,
            .sandboxError("x"), .unreadable(""),
        ] {
            XCTAssertEqual(judge(run(ending)), .hiddenVariationFails(variation: "lake"), "\(ending)")
        }
        XCTAssertEqual(judge(run(.exited(0), bytes: 500)), .hiddenVariationFails(variation: "lake"))
        XCTAssertEqual(judge(run(.exited(0), bytes: 5)), .hiddenVariationFails(variation: "lake"))
        // Every way to fail reads the same: nothing of the hidden data shows.
        XCTAssertEqual(
            Verdict.hiddenVariationFails(variation: "lake").reason,
            "hidden variation lake: the output differs from the reference solution's")
    }

    func testCellsDiffer() {
        let verdicts: [Verdict] = [
            .passed(hiddenVariations: 1), .wrongOutput(missing: 1, extra: 0, notSolvedYet: false),
            .doesNotBuild(demo: "D", firstError: "e"), .notAttempted, .hiddenVariationFails(variation: "v"),
            .protectedFileChanged(["p"]), .refused("r"), .stoppedByLimit(.time(seconds: 1), what: "w"),
            .stoppedByLimit(.budget(seconds: 1), what: "w"), .sandboxError("s"), .cannotGrade("c"),
        ]
        XCTAssertEqual(Set(verdicts.map(\.cell)).count, verdicts.count)
        XCTAssertEqual(verdicts.filter(\.isPass).count, 1)
    }
}

final class BuildLogTests: XCTestCase {
    let log = """
        [1/9] Compiling StrategyDemo Bus.swift
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        /grade/package/Sources/S/Z.swift:9:1: error: second in the file order, first in the log
        /grade/package/Sources/S/A.swift:2:5: error: cannot find 'DemoSupport' in scope
        /grade/package/Sources/S/A.swift:1:1: note: add import of module 'DemoSupport'
         1 | struct A {}
        /grade/package/Sources/S/Z.swift:9:1: error: second in the file order, first in the log
        [2/9] Compiling StrategyDemo A.swift

        """

    /// The compiler's order, not sorted by file; the note stays with its error; a block printed twice once.
    func testCompilerOrderWithNotes() {
        XCTAssertEqual(
            firstError(Array(log.utf8)),
            "Sources/S/Z.swift:9:1: error: second in the file order, first in the log")
        XCTAssertEqual(
            buildDiagnostics(Array(log.utf8)),
            [
                "Sources/S/Z.swift:9:1: error: second in the file order, first in the log",
                "Sources/S/A.swift:2:5: error: cannot find 'DemoSupport' in scope",
                "Sources/S/A.swift:1:1: note: add import of module 'DemoSupport'",
                " 1 | struct A {}",
            ])
    }

    /// An error of no file (`<unknown>:0`) is the compiler's too: it is shown, and is the first error
    /// rather than the driver's "emit-module command failed" after it.
    func testUnknownLocation() {
        let log = Array(
            """
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            <unknown>:0: error: missing required module 'SwiftShims'

            """.utf8)
        XCTAssertEqual(firstError(log), "<unknown>:0: error: missing required module 'SwiftShims'")
        XCTAssertEqual(buildDiagnostics(log), ["<unknown>:0: error: missing required module 'SwiftShims'"])
    }

    func testEscapedError() {
        XCTAssertEqual(
            firstError(Array("S.swift:1:1: error: \u{1B}[2J\n".utf8)), "S.swift:1:1: error: \\e[2J")
        XCTAssertNil(firstError([]))
    }
}

final class CommandTests: XCTestCase {
    let index = readIndex("# comment\ntravel-bus StrategyDemo\nview-length  DocumentViewDemo\n")

    func testDidYouMean() {
        XCTAssertEqual(didYouMean("Travel-Bus", among: index.map(\.name)), "travel-bus")
        XCTAssertEqual(didYouMean("travel-buss", among: index.map(\.name)), "travel-bus")
        XCTAssertEqual(didYouMean("viewlength", among: index.map(\.name)), "view-length")
        XCTAssertNil(didYouMean("completely-else", among: index.map(\.name)))
        XCTAssertThrowsError(try chooseExercises(parseArguments(["Travel-bus"]), index: index)) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message, "unknown exercise 'Travel-bus'; did you mean 'travel-bus'?")
        }
    }

    func testMisuse() {
        for arguments in [
            ["--jobs", "0", "x"], ["--jobs", "2", "x"], ["--shard", "3/2"], ["--shard", "a/b"], ["--csv"],
            ["--bogus"], ["--package", "/nonexistent-folder"], ["--budget", "0"],
        ] {
            XCTAssertThrowsError(try parseArguments(arguments), "\(arguments)")
        }
        XCTAssertThrowsError(try chooseExercises(parseArguments(["--all", "travel-bus"]), index: index))
        XCTAssertThrowsError(try chooseExercises(parseArguments([]), index: index))
    }

    func testShards() {
        XCTAssertEqual(shardRange(k: 1, n: 2, count: 5), 0..<2)
        XCTAssertEqual(shardRange(k: 2, n: 2, count: 5), 2..<5)
        XCTAssertEqual(shardRange(k: 3, n: 3, count: 1), 0..<1)
    }

    func testCSV() throws {
        XCTAssertEqual(csvField("ann"), "\"ann\"")
        XCTAssertEqual(csvField(" =1+1"), "\"' =1+1\"")
        XCTAssertEqual(csvField("＝1"), "\"'＝1\"")
        XCTAssertEqual(csvField("a\"b"), "\"a\"\"b\"")
        let merged = try mergeCSV([("1", "h,x\n\"a\",PASS\n"), ("2", "h,x\n\"b\",wrong output\n")])
        XCTAssertEqual(merged, "h,x\n\"a\",PASS\n\"b\",wrong output\n")
        XCTAssertThrowsError(try mergeCSV([("1", "h,x\n"), ("2", "h,y\n")]))
    }

    func testWritable() {
        XCTAssertNil(readWritable("Sources/../x\n"))
        XCTAssertNil(readWritable("/etc/passwd\n"))
        let read = readWritable("# c\nSources/A.swift # slot\nSources/B/\n")
        XCTAssertEqual(read?.slots, ["Sources/A.swift"])
        XCTAssertEqual(read?.folders, ["Sources/B/"])
    }
}

/// The submission is read once, never through a link.
final class SnapshotTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "snapshot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/A", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data("p".utf8))
        _ = FileManager.default.createFile(atPath: root + "/Sources/A/a.swift", contents: Data("a".utf8))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testPlain() {
        let snapshot = Snapshot(root: root)
        XCTAssertEqual(snapshot.problems, [])
        XCTAssertEqual(
            snapshot.files, ["Package.swift": Array("p".utf8), "Sources/A/a.swift": Array("a".utf8)])
    }

    func testLinksRefused() throws {
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/A/b.swift", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/B", withDestinationPath: "/etc")
        let snapshot = Snapshot(root: root)
        XCTAssertEqual(
            snapshot.problems,
            [
                "a symbolic link or special file, not followed: Sources/A/b.swift",
                "a symbolic link or special file, not followed: Sources/B",
            ])
        XCTAssertNil(snapshot.files["Sources/A/b.swift"])
    }

    func testHardLinkAndSize() throws {
        try FileManager.default.linkItem(atPath: root + "/Package.swift", toPath: root + "/Sources/A/p.swift")
        _ = FileManager.default.createFile(
            atPath: root + "/Sources/A/big.swift", contents: Data(count: (1 << 20) + 1))
        let problems = Snapshot(root: root).problems
        XCTAssertTrue(
            problems.contains("a hard link (a file with another name elsewhere), not read: Package.swift"),
            "\(problems)")
        XCTAssertTrue(
            problems.contains("a file larger than 1 MiB, not copied: Sources/A/big.swift"), "\(problems)")
    }

    func testDeepFolder() throws {
        let deep = (1...300).map { _ in "d" }.joined(separator: "/")
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/" + deep, withIntermediateDirectories: true)
        let problems = Snapshot(root: root).problems
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(
            problems[0].hasPrefix("a folder more than 64 levels deep, not copied: Sources/d/d/"), problems[0])
    }

    func testSubmissionThatIsALink() throws {
        let link = root + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root)
        defer { try? FileManager.default.removeItem(atPath: link) }
        XCTAssertEqual(Snapshot(root: link).problems, ["the submission is a symbolic link or not a folder"])
    }

    func testEmptyHiddenFolderIsAnError() throws {
        let course = root
        try FileManager.default.createDirectory(
            atPath: course + "/Tests/Exercises/x/hidden", withIntermediateDirectories: true)
        for file in ["expected.txt", "declares", "writable"] {
            _ = FileManager.default.createFile(
                atPath: course + "/Tests/Exercises/x/" + file, contents: Data())
        }
        let grader = try Grader(
            course: course, exercisesFolder: course + "/Tests/Exercises",
            index: [Exercise(name: "x", demo: "A")],
            sandbox: Sandbox(launcher: nil, runSeconds: 1, buildSeconds: 1),
            options: GradeOptions())
        XCTAssertEqual(grader.infos["x"]?.error, "its hidden/ folder holds no variation")
        // A hidden variation with no file in it is an error too, not a variation named `*`.
        try FileManager.default.createDirectory(
            atPath: course + "/Tests/Exercises/x/hidden/empty", withIntermediateDirectories: true)
        let again = try Grader(
            course: course, exercisesFolder: course + "/Tests/Exercises",
            index: [Exercise(name: "x", demo: "A")],
            sandbox: Sandbox(launcher: nil, runSeconds: 1, buildSeconds: 1),
            options: GradeOptions())
        XCTAssertEqual(again.infos["x"]?.error, "its hidden variation empty holds no file")
    }
}
