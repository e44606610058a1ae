import Foundation

@testable import BekamDemo
@testable import DemoSupport
@testable import DemoTools
@testable import DocumentViewDemo
@testable import LibraryDemo
@testable import MVVMDemo
@testable import StrategyDemo

/// Where the golden files and the built demos are, which demos exist, and how this run is set up.
enum Golden {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func directory(of demo: String) -> URL {
        packageRoot.appendingPathComponent("Tests").appendingPathComponent("Golden")
            .appendingPathComponent(demo)
    }

    /// Each demo's data by name, read in-process: its golden cases, its self-check, its call sites and
    /// relations. Adding a demo: add it here and to Package.swift's `demos`.
    static let data: [String: Demo] = [
        "BekamDemo": BekamDemo.demo, "DocumentViewDemo": DocumentViewDemo.demo,
        "LibraryDemo": LibraryDemo.demo,
        "MVVMDemo": MVVMDemo.demo, "StrategyDemo": StrategyDemo.demo,
    ]

    /// Every executable target is a demo: a folder of `Sources` with a `main.swift`.
    static let demos: [String] = {
        let sources = packageRoot.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return folders.filter {
            FileManager.default.fileExists(
                atPath: sources.appendingPathComponent($0).appendingPathComponent("main.swift").path)
        }.sorted()
    }()

    /// The folder that holds the built executables: the test runner's own folder on Linux and
    /// Windows, the folder of the `.xctest` bundle on macOS. `DEMO_BIN_PATH` (for example
    /// `$(swift build --show-bin-path)`) overrides both.
    static let productsDirectory: URL = {
        if let path = ProcessInfo.processInfo.environment["DEMO_BIN_PATH"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        #if canImport(Darwin)
            // On macOS the bundle's code runs inside a host (`xctest`, or for Swift Testing SwiftPM's
            // helper, which loads it with dlopen and is no Bundle), so the bundle is found from the
            // image that holds this code: `<bin>/<name>.xctest/Contents/MacOS/<name>`.
            var image = Dl_info()
            if dladdr(#dsohandle, &image) != 0, let name = image.dli_fname {
                var url = URL(fileURLWithPath: String(cString: name))
                while url.pathComponents.count > 1 && url.pathExtension != "xctest" {
                    url.deleteLastPathComponent()
                }
                if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
            }
        #endif
        return Bundle.main.bundleURL
    }()

    /// The harness tests' fixtures, run as demos are but never built: checked-in scripts by the name
    /// they answer to (Tests/Fixtures). They are no products of the package, so `swift run` does not
    /// offer them.
    static let fixtures = [
        "FaultyDemo": packageRoot.appendingPathComponent("Tests/Fixtures/faulty-demo").path
    ]

    /// The demo's executable, with or without the `.exe` suffix, or the fixture of that name; `nil`
    /// when it is not built.
    static func executable(of demo: String) -> String? {
        if let fixture = fixtures[demo] { return fixture }
        return [demo, demo + ".exe"].map { productsDirectory.appendingPathComponent($0).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// `GOLDEN_RECORD`: which golden files a run may write. Unset (or empty) only checks.
enum RecordMode: String, CaseIterable, Sendable {
    /// Writes only golden files that do not exist yet.
    case missing
    /// Rewrites the golden files of failing cases (missing or different output).
    case failed
    /// Rewrites every golden file whose case ran cleanly.
    case all
}

/// How this run checks: the record mode and the time limit of each demo process.
struct GoldenSettings: Equatable, Sendable {
    var mode: RecordMode?
    var timeout: Double = 10

    static let recordVariable = "GOLDEN_RECORD"
    static let timeoutVariable = "GOLDEN_TIMEOUT"

    /// Reads `GOLDEN_RECORD` and `GOLDEN_TIMEOUT`; an unknown value is an error, never ignored.
    static func from(_ environment: [String: String]) -> Swift.Result<GoldenSettings, SettingsError> {
        var settings = GoldenSettings()
        switch environment[recordVariable] ?? "" {
        case "": settings.mode = nil
        case "1": settings.mode = .all  // the name it had before the modes
        case let value:
            guard let mode = RecordMode(rawValue: value) else {
                let valid = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(
                    SettingsError(
                        "\(recordVariable)='\(value)' is not a record mode; use one of: \(valid) "
                            + "(or unset it to check without recording)"))
            }
            settings.mode = mode
        }
        if let value = environment[timeoutVariable], !value.isEmpty {
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                return .failure(
                    SettingsError("\(timeoutVariable)='\(value)' is not a number of seconds greater than 0"))
            }
            settings.timeout = seconds
        }
        return .success(settings)
    }

    static let current = from(ProcessInfo.processInfo.environment)

    /// The time limit of each demo process (`GOLDEN_TIMEOUT`; 10 s when unset or invalid, which the
    /// golden suites report).
    static var timeLimit: Double { (try? current.get())?.timeout ?? GoldenSettings().timeout }
}

struct SettingsError: Error, Equatable, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
