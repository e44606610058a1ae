#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A hidden fault for testing the golden harness, never mentioned in `--help` or the docs: the
/// environment variable `PATTERN_PLAYGROUND_FAULT` makes a demo trap or hang, so that tests can prove
/// that a crashing or endless demo fails its own cases and never overwrites a golden file.
///
/// | value | effect |
/// | --- | --- |
/// | `trap` | traps at start, before reading the command line |
/// | `trap:<scenario>` | traps when that scenario runs |
/// | `hang` | sleeps for ever at start |
/// | `hang:<scenario>` | sleeps for ever when that scenario runs |
/// | `mislabelled:<scenario>` | makes that scenario's run record a traced call with fewer values than labels |
enum FaultInjection {
    static let variable = "PATTERN_PLAYGROUND_FAULT"

    /// Triggers the fault if it is set for `scenario`, or for the start when `scenario` is `nil`.
    static func trigger(scenario: String? = nil) {
        guard let raw = getenv(variable) else { return }
        let value = String(cString: raw)
        let (kind, target) =
            value.firstIndex(of: ":").map { (String(value[..<$0]), String(value[value.index(after: $0)...])) }
            ?? (value, nil)
        guard target == scenario else { return }
        switch kind {
        case "trap": fatalError("\(variable)=\(value)")
        case "hang": while true { sleep(1000) }
        default: return
        }
    }

    /// Inside a scenario's run: with `mislabelled:<scenario>`, a traced call whose values do not match
    /// its labels, recorded in that run's transcript.
    static func duringRun(of scenario: String) {
        guard let raw = getenv(variable), String(cString: raw) == "mislabelled:\(scenario)" else { return }
        Mislabelled().call(1, with: 2)
    }

    /// A participant whose method passes one value for its two labels.
    private struct Mislabelled: Traced {
        let traceName = "mislabelled"

        func call(_ value: Int, with other: Int) { traced(value) {} }
    }
}
