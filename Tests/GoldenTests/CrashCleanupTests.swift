import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Exit tests (`#expect(processExitsWith:)`) came with Swift 6.2; older toolchains build without them.
#if compiler(>=6.2)
    /// When the test process itself crashes (a trap in a test), the demos it started still running are
    /// killed with their process groups: none outlives the run.
    @Suite("Crash cleanup")
    struct CrashCleanupTests {
        /// Where the crashing child test (an exit test: this test binary, started by this process)
        /// writes the process group of the demo it started: a file named after this process.
        static func groupFile(of testProcess: pid_t) -> String {
            FileManager.default.temporaryDirectory.appendingPathComponent("crash-cleanup-\(testProcess)").path
        }

        @Test func aCrashOfTheTestProcessKillsTheDemosItStarted() async throws {
            let groupFile = Self.groupFile(of: getpid())
            defer { try? FileManager.default.removeItem(atPath: groupFile) }
            await #expect(processExitsWith: .failure) {  // SIGILL on Linux, SIGTRAP on arm64
                // A demo that hangs, started as the golden suites start one; then a trap in this process.
                let process = try ChildProcess.demo("FaultyDemo", ["hang"])
                Thread { _ = try? process.runBlocking() }.start()
                var group: pid_t = 0
                for _ in 0..<500 where group == 0 {  // 5 s: a fixture that does not hang fails, not spins
                    usleep(10_000)
                    group = ChildGroups.running.first ?? 0
                }
                try Data("\(group)".utf8).write(
                    to: URL(fileURLWithPath: CrashCleanupTests.groupFile(of: getppid())))
                let none: [Int] = []
                _ = none[Int(group) % 2 + 1]  // index out of range: the trap
            }
            let text = try String(contentsOfFile: groupFile, encoding: .utf8)
            let group = try #require(
                pid_t(text).flatMap { $0 > 0 ? $0 : nil }, "the crashing test started no demo")
            var alive = kill(-group, 0) == 0
            for _ in 0..<100 where alive {
                usleep(20_000)
                alive = kill(-group, 0) == 0
            }
            #expect(!alive, "the hung demo's process group \(group) outlived the crashed test process")
            if alive { kill(-group, SIGKILL) }
        }
    }
#endif
