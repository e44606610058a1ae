/// One command line whose output is kept as a golden file, derived from the demo itself so that a new
/// scenario, variant or format gets its golden case without anyone listing it.
struct GoldenCase: Equatable, Sendable {
    /// The golden file's name without `.txt`, for example `scenario-login`.
    var name: String
    /// 0 when the golden file holds standard output; 64 when it holds the standard error of a misuse.
    var status: Int32
    var arguments: [String]

    /// `name status arguments...`, the line `--golden-cases` prints (names and arguments have no spaces).
    var line: String {
        ([name, String(status)] + arguments).joined(separator: " ")
    }
}

extension Demo {
    /// The full run, each scenario, each variant, each diagram format, each comparison, the full run
    /// in colour, `--help`, `--list`, the full run with `--focus`, and every kind of misuse.
    var goldenCases: [GoldenCase] {
        func ok(_ name: String, _ arguments: [String]) -> GoldenCase {
            GoldenCase(name: name, status: 0, arguments: arguments)
        }
        func misuse(_ name: String, _ arguments: [String]) -> GoldenCase {
            GoldenCase(name: "error-" + name, status: Self.usageStatus, arguments: arguments)
        }
        var cases = [ok("all", [])]
        // An exercise's expected output is the solved one, in Tests/Exercises (scripts/grade).
        cases += scenarios.filter { !$0.isExercise }.map { ok("scenario-\($0.name)", [$0.name]) }
        cases += variantNames.map { ok("variant-\($0)", ["--variant", $0]) }
        cases += Format.allCases.filter { $0 != .text }.map {
            ok("format-\($0.rawValue)", ["--format", $0.rawValue])
        }
        cases += variantNames.map { ok("compare-\($0)", ["--compare", $0]) }
        cases += [ok("color-always", ["--color", "always"]), ok("list", ["--list"]), ok("help", ["--help"])]
        cases.append(ok("focus", ["--focus"]))
        cases += [
            misuse("unknown-scenario", ["no-such-scenario"]),
            misuse("unknown-option", ["--no-such-option"]),
            misuse("unknown-variant", ["--variant", "no-such-variant"]),
            misuse("unknown-format", ["--format", "no-such-format"]),
            misuse("missing-variant-value", ["--variant"]),
            misuse("missing-format-value", ["--format"]),
            misuse("repeated-option", ["--format", "text", "--format", "text"]),
            misuse("list-with-arguments", ["--list"] + scenarios.prefix(1).map(\.name)),
            // The golden tests run every demo with standard input from /dev/null, not a terminal.
            misuse("step-without-terminal", ["--step"]),
            misuse("step-with-diagram", ["--step", "--format", "mermaid"]),
        ]
        if let variant = variantNames.first {
            cases.append(misuse("compare-with-variant", ["--compare", variant, "--variant", variant]))
        }
        if let variant = variantNames.first,
            let scenario = scenarios.first(where: { !$0.isExercise && $0.design(for: variant) == nil })
        {
            cases.append(misuse("scenario-without-variant", [scenario.name, "--variant", variant]))
        }
        return cases
    }
}
