import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a built demo as a grader does, in its own process group and with a time limit, and captures
/// what it prints. Foundation's `Process` can neither put the child in a new process group nor kill
/// one, so this uses `posix_spawn`.
struct ChildProcess {
    /// How a run ended.
    enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
        /// Still running at the time limit: its whole process group was killed.
        case timedOut(seconds: Double)
    }

    /// Where the child's standard output goes.
    enum Output: Sendable {
        /// A pipe read to its end.
        case capture
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
        /// A pipe whose reading end is closed before the child starts, as `| head` does once it has
        /// read enough.
        case closedPipe
    }

    struct Result: Equatable, Sendable {
        var standardOutput: [UInt8]
        var standardError: [UInt8]
        var ending: Ending
        /// The child's process id, which is also its process group id.
        var processGroup: pid_t

        /// Itself when the run ended with `status`; otherwise ``Failed``, naming the signal, the time
        /// limit or the status, with the first lines the demo printed.
        func ended(_ status: Int32 = 0, _ command: String) throws -> Result {
            guard ending != .exited(status) else { return self }
            throw Failed(
                description: "`\(command)`: \(GoldenRun.describe(ending, expected: status))\n"
                    + GoldenRun.excerpt(of: self))
        }
    }

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// A run that did not end as the test needs (a signal, the time limit, another status), thrown so
    /// that the test stops there, naming what happened, instead of reading output it does not have.
    struct Failed: Error, CustomStringConvertible {
        var description: String
        /// The process group that was killed at the time limit; 0 for none.
        var processGroup: pid_t = 0
    }

    let executable: String
    var arguments: [String] = []
    var environment: [String: String] = ProcessInfo.processInfo.environment
    var timeout: Double = 10
    var output: Output = .capture
    /// The file standard input reads: nothing, or the terminal of a pseudo-terminal pair.
    var input = "/dev/null"

    /// Runs on a thread of its own, so a slow or endless child never blocks Swift concurrency's
    /// few shared threads.
    func run() async throws -> Result {
        try await onThread { try runBlocking() }
    }

    func runBlocking() throws -> Result {
        ChildGroups.installInterruptHandlers()
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard makePipe(&outputPipe), makePipe(&errorPipe) else {
            throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        defer { for fd in outputPipe + errorPipe where fd >= 0 { close(fd) } }
        if case .closedPipe = output {
            close(outputPipe[0])
            outputPipe[0] = -1
        }

        let spawn = SpawnSetup()
        posix_spawn_file_actions_addopen(&spawn.actions, 0, input, O_RDONLY, 0)
        if case .file(let path) = output {
            posix_spawn_file_actions_addopen(&spawn.actions, 1, path, O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&spawn.actions, outputPipe[1], 1)
        }
        posix_spawn_file_actions_adddup2(&spawn.actions, errorPipe[1], 2)
        // Its own process group (so a timeout kills everything it started), default signal handling
        // and no blocked signals (so `| head` ends it as it would from a shell).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&spawn.attributes, &defaults)
        posix_spawnattr_setsigmask(&spawn.attributes, &noMask)
        posix_spawnattr_setpgroup(&spawn.attributes, 0)
        posix_spawnattr_setflags(
            &spawn.attributes,
            Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
                | SpawnSetup.closingFlags)
        spawn.closeTheRest()

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = ChildGroups.spawning {
            let result = posix_spawn(&pid, executable, &spawn.actions, &spawn.attributes, argv, envp)
            return (result, pid)
        }
        guard spawned == 0 else {
            throw SpawnError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        defer { ChildGroups.remove(pid) }
        // The child holds the writing ends now; closing ours lets the reads see the end.
        close(outputPipe[1])
        close(errorPipe[1])
        (outputPipe[1], errorPipe[1]) = (-1, -1)

        let deadline = Date().addingTimeInterval(timeout)
        var captured: [Int32: [UInt8]] = [:]
        var open = [outputPipe[0], errorPipe[0]].filter { $0 >= 0 }
        var timedOut = false
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                timedOut = true
                break
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 1) * 1000) + 1)
            guard ready > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    captured[entry.fd, default: []] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        var status: Int32 = 0
        if timedOut {
            kill(-pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        } else {
            // Its output is closed: it has ended, or it runs on without it. A blocking wait, with the
            // time limit armed to kill its group in the second case.
            let limit = TimeLimit(group: pid, after: deadline.timeIntervalSinceNow)
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else {
                    _ = limit.disarm()
                    throw SpawnError(description: "waitpid: \(String(cString: strerror(errno)))")
                }
            }
            timedOut = limit.disarm()
        }
        return Result(
            standardOutput: outputPipe[0] >= 0 ? captured[outputPipe[0], default: []] : [],
            standardError: captured[errorPipe[0], default: []],
            ending: timedOut ? .timedOut(seconds: timeout) : Self.ending(of: status),
            processGroup: pid)
    }

    /// A built demo as the tests run it: the settings' time limit (`GOLDEN_TIMEOUT`), no backtrace (its
    /// register dump would bury the line that says what failed), and `extraEnvironment` on top.
    static func demo(
        _ demo: String, _ arguments: [String] = [], extraEnvironment: [String: String] = [:]
    ) throws -> ChildProcess {
        guard let executable = Golden.executable(of: demo) else {
            throw SpawnError(
                description: "\(Golden.productsDirectory.path)/\(demo) is not built: run swift build first")
        }
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment.merge(extraEnvironment) { $1 }
        return ChildProcess(
            executable: executable, arguments: arguments, environment: environment,
            timeout: GoldenSettings.timeLimit)
    }

    static func ending(of status: Int32) -> Ending {
        // The wait status macros are not imported into Swift: low 7 bits the signal, else the code.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    private func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        // Close-on-exec, so that a demo started at the same time by another test does not hold our
        // pipe open.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }
}

/// A kill of a process group at a time limit, unless disarmed first: it lets the thread that runs a
/// child wait for it without polling.
final class TimeLimit: @unchecked Sendable {
    private let lock = NSLock()
    private let group: pid_t
    private var (fired, disarmed) = (false, false)

    init(group: pid_t, after seconds: Double) {
        self.group = group
        DispatchQueue.global().asyncAfter(deadline: .now() + max(seconds, 0)) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !disarmed else { return }
            kill(-group, SIGKILL)
            fired = true
        }
    }

    /// Disarms it; whether it had fired already.
    func disarm() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        disarmed = true
        return fired
    }
}

/// The process groups of the demos running now, so that an interrupted or crashed test run (Ctrl-C, a
/// `kill` of the runner, a trap in a test) kills them too instead of leaving them running. A timeout
/// is the main guarantee; this is the best effort on top of it.
enum ChildGroups {
    private static let capacity = 256
    /// Read by the signal handler without a lock: it only calls `kill`, which is async-signal-safe.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// Spawns under the lock, so that an interrupt between the spawn and the registration cannot
    /// miss the new group.
    static func spawning(_ spawn: () -> (Int32, pid_t)) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let (result, pid) = spawn()
        if result == 0, let free = (0..<capacity).first(where: { slots[$0] == 0 }) { slots[free] = pid }
        return result
    }

    /// The process groups registered now.
    static var running: [pid_t] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).map { slots[$0] }.filter { $0 > 0 }
    }

    static func remove(_ pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        for index in 0..<capacity where slots[index] == pid { slots[index] = 0 }
    }

    static func installInterruptHandlers() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            _ = setSignalHandler(signal) { received in
                ChildGroups.killAll()
                _ = setSignalHandler(received, SIG_DFL)
                raise(received)
            }
        }
        // A crash of the runner: the groups are killed, then the handler that was there (the
        // backtracer's, or the default) is put back, and the fault, repeated on return, goes to it.
        for (index, signal) in crashSignals.enumerated() {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = { received in ChildGroups.crashed(received) }
            #else
                action.__sigaction_handler.sa_handler = { received in ChildGroups.crashed(received) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, previousActions + index)
        }
    }

    private static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignals.count)
        actions.initialize(repeating: sigaction(), count: crashSignals.count)
        return actions
    }()

    private static func killAll() {
        for index in 0..<capacity where slots[index] > 0 { kill(-slots[index], SIGKILL) }
    }

    private static func crashed(_ signal: Int32) {
        killAll()
        if let index = crashSignals.firstIndex(of: signal) { sigaction(signal, previousActions + index, nil) }
    }
}

/// Runs `body`, which blocks (waiting for a child), on a thread of its own rather than one of Swift
/// concurrency's few shared threads, which it would hold for as long as the child runs.
func onThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
}

/// `signal(2)`, with the handler type both C libraries import.
@discardableResult
private func setSignalHandler(
    _ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?
) -> (@convention(c) (Int32) -> Void)? {
    signal(number, handler)
}

/// posix_spawn's file actions and attributes, initialised, and destroyed with it.
final class SpawnSetup {
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
    #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
    #endif

    init() {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
    }

    /// The flags to add to the attributes' own: on Darwin, every descriptor the file actions do not
    /// name is closed in the child.
    #if canImport(Darwin)
        static let closingFlags = Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
        static let closingFlags: Int16 = 0
    #endif

    /// The last file action: close every descriptor above standard error, so that a demo that
    /// outlives its test holds none of the test runner's pipes open (Linux; Darwin: `closingFlags`).
    func closeTheRest() {
        #if os(Linux)
            typealias CloseFrom = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
            // A GNU extension (glibc 2.34), looked up by name: Swift's Glibc module leaves it out.
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
                return
            }
            _ = withUnsafeMutablePointer(to: &actions) { unsafeBitCast(symbol, to: CloseFrom.self)($0, 3) }
        #endif
    }

    deinit {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }
}
