import DemoSupport
import DemoTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The golden harness's own fixture (Tests/GoldenTests/HarnessTests.swift): a small demo whose faults
// are its own, so the harness tests depend on no real demo's output. Its `calm` scenario runs; the
// others, run only when named, trap, hang, or trace a call whose values do not match its labels.
// `FAULTY_DEMO=trap` makes it trap at start, before reading the command line, `FAULTY_DEMO=hang` hang
// there (main.swift).

/// A participant: `ring(_:)` answers; `ring(_:loudly:)` passes one value for its two labels.
struct Bell: Traced {
    func ring(_ times: Int) -> String { traced(times) { "ding" } }
    func ring(_ times: Int, loudly: Bool) { traced(times) { selfMessage(loudly ? "rings loudly" : "rings") } }
}

let demo = Demo(
    name: "FaultyDemo", title: "A demo that fails on request, for the golden harness's tests",
    scenarios: [
        Scenario("calm", purpose: "A bell rings once.", roles: [:]) { t in
            t.heading("The bell")
            t.result("it said \(Bell().ring(1))")
        },
        Scenario("trap", purpose: "Traps.", roles: [:]) { _ in
            fatalError("the trap scenario traps, as a demo with a bug would")
        }.onlyWhenNamed(),
        Scenario("hang", purpose: "Never ends.", roles: [:]) { _ in
            while true { sleep(1000) }
        }.onlyWhenNamed(),
        Scenario("mislabelled", purpose: "Traces a call with fewer values than labels.", roles: [:]) { _ in
            Bell().ring(1, loudly: true)
        }.onlyWhenNamed(),
    ])
