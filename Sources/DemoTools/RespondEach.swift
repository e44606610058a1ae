#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The golden harness's one process per demo (Tests/GoldenTests/GoldenRun.swift): with
/// `DEMO_RESPOND_EACH` set to command lines (one a line, arguments apart by tabs), a demo answers
/// each in turn, as the test process then does, printing only each one's number before it starts and
/// `done` at the end. A trap or hang thus ends this process, naming the command line it was in, and
/// not the test process; the output itself is compared in the test process.
extension Demo {
    static let respondEachVariable = "DEMO_RESPOND_EACH"

    /// Answers the variable's command lines when it is set; otherwise returns.
    func respondEachIfAsked() {
        guard let value = getenv(Self.respondEachVariable) else { return }
        let lines = String(cString: value).split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            Self.print("\(number)\n")
            _ = respond(to: line.split(separator: "\t").map(String.init))
        }
        Self.print("done\n")
        exit(0)
    }
}
