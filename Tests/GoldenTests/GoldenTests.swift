import Foundation
import Testing

/// One golden case of one demo: a command line and the file that holds what it must print.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let demo: String
    let name: String
    /// 0: the file holds standard output. 64: the file holds standard error of a misuse.
    let status: Int32
    let arguments: [String]

    var testDescription: String { "\(demo) \(name)" }
    var file: URL { Golden.directory(of: demo).appendingPathComponent("\(name).txt") }
    var relativePath: String { "Tests/Golden/\(demo)/\(name).txt" }
    var command: String { (["swift", "run", demo] + arguments).joined(separator: " ") }
}

/// Where the golden files are, which demos exist, and which cases each demo has.
enum Golden {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["GOLDEN_RECORD"] == "1" }

    static func directory(of demo: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Golden/\(demo)")
    }

    /// Every executable target is a demo: a folder of `Sources` with a `main.swift`.
    static let demos: [String] = {
        let sources = packageRoot.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return folders.filter {
            FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/main.swift").path)
        }.sorted()
    }()

    /// The cases each demo derives for itself (`--golden-cases`), so that none is listed by hand.
    static func cases(of demo: String) -> [GoldenCase] {
        guard let output = try? DemoProcess(demo: demo).run(["--golden-cases"]), output.status == 0 else {
            return []
        }
        return output.standardOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2, let status = Int32(fields[1]) else { return nil }
            return GoldenCase(
                demo: demo, name: fields[0], status: status, arguments: Array(fields.dropFirst(2)))
        }
    }

    static let allCases: [GoldenCase] = demos.flatMap(cases(of:))
}

@Suite("Golden files")
struct GoldenTests {
    @Test("Every demo is built and derives its golden cases", arguments: Golden.demos)
    func demoHasCases(demo: String) {
        #expect(!Golden.demos.isEmpty, "no demo found under \(Golden.packageRoot.path)/Sources")
        let process = DemoProcess(demo: demo)
        #expect(process.isBuilt, "\(process.executable.path) is missing: run swift build first")
        let names = Golden.cases(of: demo).map(\.name)
        #expect(names.contains("all") && names.contains("help") && names.contains("list"))
        #expect(names.contains { $0.hasPrefix("scenario-") })
        #expect(names.contains { $0.hasPrefix("error-") })
    }

    @Test("Output matches the golden file", arguments: Golden.allCases)
    func matchesGoldenFile(_ golden: GoldenCase) throws {
        let output = try DemoProcess(demo: golden.demo).run(golden.arguments)
        let isMisuse = golden.status != 0
        #expect(output.status == golden.status, "exit status of `\(golden.command)`")
        if isMisuse {
            #expect(output.standardOutput.isEmpty, "a misuse prints nothing on standard output")
        } else {
            #expect(output.standardError.isEmpty, "standard error of `\(golden.command)`")
        }
        let actual = isMisuse ? output.standardError : output.standardOutput

        if Golden.isRecording {
            try FileManager.default.createDirectory(
                at: Golden.directory(of: golden.demo), withIntermediateDirectories: true)
            if (try? String(contentsOf: golden.file, encoding: .utf8)) != actual {
                try actual.write(to: golden.file, atomically: true, encoding: .utf8)
                print("recorded \(golden.relativePath)")
            }
            return
        }
        guard let expected = try? String(contentsOf: golden.file, encoding: .utf8) else {
            Issue.record(
                """
                \(golden.relativePath) does not exist.
                Record it after reading the output of `\(golden.command)`:
                    GOLDEN_RECORD=1 swift test --filter GoldenTests
                """)
            return
        }
        if expected != actual {
            Issue.record(
                """
                `\(golden.command)` no longer prints what \(golden.relativePath) holds.
                Reproduce: \(golden.command)\(isMisuse ? " (standard error)" : "")
                Accept, once every changed line below is meant: GOLDEN_RECORD=1 swift test --filter GoldenTests

                \(UnifiedDiff.make(
                    expected: expected, actual: actual,
                    expectedName: "expected \(golden.relativePath)", actualName: "actual \(golden.command)"))
                """)
        }
    }

    @Test("No golden file is left without a case", arguments: Golden.demos)
    func noStaleGoldenFiles(demo: String) throws {
        let names = Set(Golden.allCases.filter { $0.demo == demo }.map { "\($0.name).txt" })
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: Golden.directory(of: demo).path)) ?? []
        let stale = files.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "no case prints these files of Tests/Golden/\(demo); delete them: \(stale)")
    }

    @Test("A full run prints the same bytes every time", arguments: Golden.demos)
    func fullRunIsDeterministic(demo: String) throws {
        let first = try DemoProcess(demo: demo).run([])
        let second = try DemoProcess(demo: demo).run([])
        #expect(first == second)
        #expect(!first.standardOutput.isEmpty)
    }
}
