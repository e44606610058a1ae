import Foundation

/// Runs a built demo the way a student or grader does, and captures what it prints.
struct DemoProcess {
    struct Output: Equatable {
        var standardOutput: String
        var standardError: String
        var status: Int32
    }

    /// The folder that holds the built executables: the test runner's own folder on Linux, the folder
    /// of the `.xctest` bundle on macOS. `DEMO_BIN_PATH` (for example `$(swift build --show-bin-path)`)
    /// overrides both.
    static let productsDirectory: URL = {
        if let path = ProcessInfo.processInfo.environment["DEMO_BIN_PATH"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }()

    let demo: String

    var executable: URL { Self.productsDirectory.appendingPathComponent(demo) }

    var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    /// Reads standard output to its end before waiting, so a long transcript cannot fill the pipe and
    /// stall the demo; standard error goes to a file for the same reason.
    func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("golden-\(UUID().uuidString).stderr")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardError = errorHandle
        try process.run()
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let standardError = try Data(contentsOf: errorFile)
        return Output(
            standardOutput: String(decoding: standardOutput, as: UTF8.self),
            standardError: String(decoding: standardError, as: UTF8.self),
            status: process.terminationStatus)
    }
}
