import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--step` on a real terminal: each demo reads its Enter keys from a pseudo-terminal, as it would
/// from an instructor's keyboard. Its standard output is a pipe, so it is neither coloured nor
/// prompted, and must be the demo's full run, byte for byte.
@Suite("Step mode")
struct StepTests {
    /// A pseudo-terminal whose input already holds `keys`; the child opens its terminal side by name.
    final class Keyboard {
        let controller: Int32
        let terminal: Int32
        let path: String

        init?(typing keys: String) {
            guard let (controller, path) = try? PseudoTerminal.open() else { return nil }
            (self.controller, self.path) = (controller, path)
            terminal = open(path, O_RDWR | O_NOCTTY)
            _ = keys.withCString { write(controller, $0, strlen($0)) }
        }

        deinit {
            close(terminal)
            close(controller)
        }
    }

    @Test(arguments: Golden.demos) func enterStepsThroughTheWholeRunAndQStopsIt(_ demo: String) async throws {
        let keyboard = try #require(
            Keyboard(typing: String(repeating: "\n", count: 400)), "a pseudo-terminal")
        var process = try ChildProcess.demo(demo, ["--step"])
        process.input = keyboard.path
        let stepped = try await process.run().ended(0, "swift run \(demo) --step")
        // The full run as a pipe gets it, whatever the demo prints today (in-process, once the process
        // above has shown that it neither traps nor hangs).
        let full = Data(try await TerminalTests.piped(demo).utf8)
        #expect(Data(stepped.standardOutput) == full, "\(demo) --step")
        guard demo == "StrategyDemo" else { return }  // q: one demo (DemoTools' Stepper decides it)
        let quitter = try #require(Keyboard(typing: "q\n"), "a pseudo-terminal")
        process.input = quitter.path
        let stopped = try await process.run().ended(0, "swift run \(demo) --step")
        let firstStep = String(decoding: stopped.standardOutput, as: UTF8.self)
        #expect(full.starts(with: stopped.standardOutput), "\(demo) --step, q")
        #expect(
            firstStep.split(separator: "\n").filter { $0.hasPrefix("-- ") }.count <= 1,
            "\(demo): one step")
    }
}
