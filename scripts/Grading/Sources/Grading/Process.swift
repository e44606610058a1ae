import Foundation

/// What a command printed, capped: the first `limit` bytes kept, everything counted.
public struct Captured: Sendable {
    public var kept: [UInt8] = []
    public var bytes = 0
    public var lines = 0
}

final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Captured()
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func add(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        if value.kept.count < limit { value.kept += data.prefix(limit - value.kept.count) }
        value.bytes += data.count
        value.lines += data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }
    var result: Captured {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// Runs `arguments` (the first is the program) in `folder` with no input; standard output and error
/// captured each up to `limit` bytes (`mergeErrors`: both into the output). `seconds`: killed after that
/// long (only for commands run without the launcher, which keeps its own clock). Returns the exit status
/// (128 + N for a signal N) and what was printed.
func runCommand(
    _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil, limit: Int,
    mergeErrors: Bool = false, seconds: Int? = nil
) -> (status: Int32, timedOut: Bool, output: Captured, errors: Captured) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    if let environment { process.environment = environment }
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let out = Pipe()
    let err = mergeErrors ? out : Pipe()
    process.standardOutput = out
    process.standardError = err
    let outputs = Collector(limit: limit)
    let errors = Collector(limit: limit)
    let group = DispatchGroup()
    func drain(_ pipe: Pipe, into collector: Collector) {
        group.enter()
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                collector.add(data)
            }
            group.leave()
        }
    }
    do {
        try process.run()
    } catch {
        return (127, false, Captured(), Captured(kept: Array("cannot start \(arguments[0])\n".utf8)))
    }
    drain(out, into: outputs)
    if !mergeErrors { drain(err, into: errors) }
    let timedOut = Flag()
    if let seconds {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
            if process.isRunning {
                timedOut.set()
                kill(pid, SIGKILL)
            }
        }
    }
    process.waitUntilExit()
    group.wait()
    let status =
        process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus
    return (status, timedOut.value, outputs.result, errors.result)
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var state = false
    func set() {
        lock.lock()
        state = true
        lock.unlock()
    }
    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return state
    }
}

/// The path of a program on PATH, or nil.
func onPath(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}
