import Foundation
import XCTest

@testable import Grading

/// scripts/exercises (Exercises.swift): what prove reads from the tools it runs fails closed; a text it
/// cannot read is a problem, never "nothing found".
final class ExercisesTests: XCTestCase {
    func testDeclaredTypes() {
        XCTAssertEqual(
            declaredTypes("# what a file may declare\nBus: Traced, Mode\n\n  ConfirmInput  # why\n:\n"),
            ["Bus", "ConfirmInput"])
        XCTAssertEqual(declaredTypes(""), [])
    }

    /// Only a type the compiler could not find is new: a probe that printed nothing (it did not run)
    /// finds every type declared elsewhere, so prove fails.
    func testProbeFailsClosed() {
        let log = "p.swift:5:9: error: cannot find 'Bus' in scope\n"
        XCTAssertEqual(typesFoundElsewhere(["Bus", "Journey"], probeLog: log), ["Journey"])
        XCTAssertEqual(typesFoundElsewhere(["Bus", "Journey"], probeLog: ""), ["Bus", "Journey"])
        XCTAssertEqual(
            declaresProbeSource(["Bus"]),
            "import DemoSupport\nimport Foundation\n\nfunc declaresProbe() {\n    _ = Bus.self\n}\n")
    }

    func testPackageName() {
        XCTAssertEqual(
            packageName(debugYAML: #"args: ["-module-name","A","-package-name","package","-g"]"#), "package")
        XCTAssertNil(packageName(debugYAML: ""))
        XCTAssertNil(packageName(debugYAML: #""-package-name","""#))
    }

    /// Before its solution an exercise must fail on its output alone; any other reason, an empty line or
    /// another exercise's line is not that.
    func testFailsOnOutputAlone() {
        let visible =
            "FAIL x (D): not solved yet (its scenario says so): the output differs from the expected file: 2 lines missing, 1 line extra"
        XCTAssertTrue(failsOnOutputAlone(visible, name: "x", demo: "D"))
        XCTAssertTrue(
            failsOnOutputAlone(
                "FAIL x (D): not attempted: its files are the course's as they are", name: "x", demo: "D"))
        XCTAssertTrue(
            failsOnOutputAlone(
                visible + "; hidden variation lake: the output differs from the reference solution's",
                name: "x",
                demo: "D"))
        for line in [
            "", "(no line for x)", "PASS x (D): prints the expected output",
            "FAIL x (D): D does not build: e",
            "FAIL x (D): 'D x' exited with status 1 (a run that succeeds exits with 0); its output is the expected one",
            visible + "; changed a protected file: Sources/D/a.swift",
            visible.replacingOccurrences(of: "x (D)", with: "y (D)"),
        ] {
            XCTAssertFalse(failsOnOutputAlone(line, name: "x", demo: "D"), line)
        }
    }

    func testOwnRows() {
        let table = """
            exercise               demo              result why
            a                      D                 FAIL   not solved yet (its scenario says so): the output differs
            b                      D                 FAIL   changed a protected file: X; not solved yet (its scenario says so)
            c                      D                 PASS   prints the expected output

            """
        XCTAssertEqual(ownRows(table, names: ["a"], solved: false), [])
        XCTAssertEqual(ownRows(table, names: ["b", "c", "d"], solved: false).count, 3)
        XCTAssertEqual(ownRows(table, names: ["c"], solved: true), [])
        XCTAssertEqual(
            ownRows(table, names: ["a", "d"], solved: true),
            [
                "a, graded in place with its solution: scripts/grade --all said: a                      D                 FAIL   not solved yet (its scenario says so): the output differs",
                "d, graded in place with its solution: scripts/grade --all said: (no row for d)",
            ])
        XCTAssertEqual(ownRows("", names: ["a"], solved: false).count, 1)
    }

    func testReleaseCopy() {
        let good = """
            FAIL travel-bus (StrategyDemo): not solved yet (its scenario says so): the output differs from the expected file: 3 lines missing, 2 lines extra
            --- expected
            note: no hidden variations in this copy: the visible scenario only.
            """
        XCTAssertTrue(releaseCopyGradesTravelBus(good))
        XCTAssertFalse(releaseCopyGradesTravelBus(""))
        XCTAssertFalse(
            releaseCopyGradesTravelBus(
                "FAIL travel-bus (StrategyDemo): StrategyDemo does not build: error: module cache\nno hidden variations"
            ))
        XCTAssertFalse(releaseCopyGradesTravelBus(good + "\nchanged a protected file: Sources/A.swift"))
    }

    /// A build copied from another folder is recognised from the compiler's words, and only then.
    func testCopiedModuleCache() {
        let log =
            "<unknown>:0: error: PCH was compiled with module cache path '/a/.build/ModuleCache/X', but the path is currently '/b/.build/ModuleCache/X'"
        XCTAssertTrue(copiedModuleCache(Array(log.utf8)))
        XCTAssertTrue(
            copiedModuleCache(Array("error: module file was compiled with module cache path '/a'".utf8)))
        XCTAssertFalse(copiedModuleCache(Array("A.swift:1:1: error: cannot find 'Bus' in scope".utf8)))
        XCTAssertFalse(copiedModuleCache([]))
    }

    func testGraderSteps() {
        XCTAssertTrue(isGraderStep("          scripts/grade travel-bus >\"$out\" 2>&1"))
        XCTAssertFalse(isGraderStep("scripts/grade travel-bus >x"))
        XCTAssertFalse(isGraderStep("    scripts/grade Travel >x"))
        XCTAssertFalse(isGraderStep("    scripts/grade travel-bus"))
    }

    /// The release's baseline: SHA-256 of Package.swift and every file under Sources/, byte order; the
    /// hash the grader in place compares with.
    func testBaseline() throws {
        let root = NSTemporaryDirectory() + "baseline-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/B", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
        _ = FileManager.default.createFile(atPath: root + "/Sources/B/b.swift", contents: Data("abc".utf8))
        _ = FileManager.default.createFile(atPath: root + "/Sources/B/B.swift", contents: Data("abc".utf8))
        let tool = ExercisesTool(course: root, program: "", say: { _ in }, complain: { _ in })
        XCTAssertEqual(
            tool.baseline(of: root),
            """
            e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  Package.swift
            ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  Sources/B/B.swift
            ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  Sources/B/b.swift

            """)
        // No Package.swift: no baseline, never one that leaves it out.
        try FileManager.default.removeItem(atPath: root + "/Package.swift")
        XCTAssertNil(tool.baseline(of: root))
    }

    /// The command line: one error line and the usage, status 64; a near name gets a did-you-mean.
    func testMisuse() {
        var said: [String] = []
        let tool = ExercisesTool(
            course: "/nonexistent", program: "", say: { said.append($0) }, complain: { said.append($0) })
        XCTAssertEqual(tool.main([]), 64)
        XCTAssertEqual(tool.main(["prov"]), 64)
        XCTAssertTrue(said.last?.hasPrefix("error: unknown mode 'prov'; did you mean 'prove'?") == true)
        XCTAssertEqual(tool.main(["record"]), 64)
        XCTAssertEqual(tool.main(["release"]), 64)
        XCTAssertEqual(tool.main(["release", "/"]), 64)
        XCTAssertEqual(tool.main(["--help"]), 0)
        XCTAssertEqual(said.last, exercisesUsage)
        // No index: status 1, not a prove that proves nothing.
        XCTAssertEqual(tool.main(["prove"]), 1)
    }
}

/// A hidden variation's files are read without following links: anything but a plain file it can read
/// is a problem with its reason, never a file left out.
final class HiddenFilesTests: XCTestCase {
    func testUnreadableFilesAreProblems() throws {
        let root = NSTemporaryDirectory() + "hidden-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Sources/Data.swift", contents: Data("d".utf8))
        XCTAssertNil(HiddenFiles(root: root).problem)
        XCTAssertEqual(HiddenFiles(root: root).files, ["Sources/Data.swift": Array("d".utf8)])
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/Gone.swift", withDestinationPath: root + "/nowhere")
        XCTAssertEqual(HiddenFiles(root: root).problem, "Sources/Gone.swift is not a plain file")
        try FileManager.default.removeItem(atPath: root + "/Sources/Gone.swift")
        XCTAssertEqual(mkfifo(root + "/Sources/Pipe.swift", 0o600), 0)
        XCTAssertEqual(HiddenFiles(root: root).problem, "Sources/Pipe.swift is not a plain file")
        XCTAssertEqual(HiddenFiles(root: root + "/missing").problem, "not a folder")
    }
}
