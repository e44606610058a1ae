/// What a command line asks a demo to do, once it has been checked against the demo.
enum Invocation: Equatable, Sendable {
    /// Run `scenarios` (already in run order) with the named variant, or the default design.
    case run(scenarios: [String], variant: String?, format: Format, display: Display = Display())
    /// Run `scenarios` (each has the variant) in both designs and show how the transcripts differ.
    case compare(scenarios: [String], variant: String, display: Display = Display())
    case list
    case help
}

/// How a run is printed.
enum Format: String, CaseIterable, Sendable {
    case text
    case mermaid
    case plantuml
    case mermaidClass = "mermaid-class"
    case plantumlClass = "plantuml-class"
}

/// How a text transcript is shown: in colour or not (`--color`), at once or step by step (`--step`).
struct Display: Equatable, Sendable {
    enum Color: String, CaseIterable, Sendable {
        case auto, always, never
    }

    var color = Color.auto
    var step = false
}

/// A misused command line: one line of explanation that names the valid choices.
struct UsageError: Error, Equatable, Sendable {
    var message: String

    init(_ message: String) { self.message = message }
}

/// One option of the command line all demos share. The parser, the usage line, `--help` and the
/// error messages all read ``Demo/options``, so they cannot disagree.
struct Option: Sendable {
    var name: String
    var short: String?
    /// The value's placeholder (`<name>`); nil for an option that takes none.
    var value: String?
    /// An option without a value that combines with the others (`--step`); the other options
    /// without a value stand alone (`--list`).
    var isFlag = false
    /// What `--help` says; empty for a harness option, which `--help` and the errors leave out.
    /// `{variants}` stands for the demo's variant names.
    var help: [String] = []
    var invocation: Invocation?
}

extension Demo {
    static let options = [
        Option(
            name: "--variant", value: "<name>",
            help: [
                "Run the alternative design <name> of the scenarios that have it",
                "(all of them when no scenario is named). One of: {variants}.",
            ]),
        Option(
            name: "--format", value: "<format>",
            help: [
                "text (default); a sequence diagram of each scenario: mermaid,",
                "plantuml; its class diagram: mermaid-class, plantuml-class.",
            ]),
        Option(
            name: "--compare", value: "<variant>",
            help: ["Both designs of each scenario that has <variant>, diffed."]),
        Option(
            name: "--step", isFlag: true, help: ["On a terminal: pause after each step (Enter; q quits)."]),
        Option(
            name: "--color", value: "<when>",
            help: ["auto (default: on a terminal, without NO_COLOR), always, never."]),
        Option(
            name: "--list", help: ["The patterns, their folders and roles; the scenarios."], invocation: .list
        ),
        Option(name: "--help", short: "-h", help: ["Show this help."], invocation: .help),
    ]

    /// The valid values of an option that takes one.
    func choices(of option: Option) -> [String] {
        switch option.name {
        case "--format": Format.allCases.map(\.rawValue)
        case "--color": Display.Color.allCases.map(\.rawValue)
        default: variantNames
        }
    }

    /// The one-line usage hint printed under every error.
    var usageLine: String { "usage: \(usage) | \(shownAlone.joined(separator: " | "))" }

    /// `StrategyDemo [<scenario> ...] [--variant <name>] [--format <format>] ... [--step] ...`: the
    /// options that combine with scenarios.
    private var usage: String {
        "\(name) [<scenario> ...]"
            + Self.options.compactMap { option in
                option.isFlag ? " [\(option.name)]" : option.value.map { " [\(option.name) \($0)]" }
            }.joined()
    }

    /// The options `--help` shows that stand alone: `--list`, `--help`.
    private var shownAlone: [String] {
        Self.options.filter { $0.invocation != nil && !$0.help.isEmpty }.map(\.name)
    }

    /// The text of `--help`.
    var help: String {
        let variants = variantNames.isEmpty ? "none" : variantNames.joined(separator: ", ")
        var lines = [
            "\(name): \(title)", "", "USAGE: \(usage)",
            "       \(name) \(shownAlone.joined(separator: " | "))",
            "", "ARGUMENTS:",
            "  <scenario>          Scenarios to run, in the order given (default: "
                + (fullRun.count == scenarios.count ? "all of them)." : "the full run; see --list)."),
            "                      One of: \(scenarios.map(\.name).joined(separator: ", ")).", "", "OPTIONS:",
        ]
        for option in Self.options where !option.help.isEmpty {
            let head =
                "  " + (option.short.map { "\($0), " } ?? "") + option.name
                + (option.value.map { " \($0)" } ?? "")
            for (index, text) in option.help.enumerated() {
                let start = index == 0 ? head : ""
                lines.append(start.padding(22) + text.replacing("{variants}", with: variants))
            }
        }
        lines += ["", "EXAMPLES:"] + scenarios.prefix(1).map { "  swift run \(name) \($0.name)" }
        if let scenario = scenarios.first(where: { !$0.variants.isEmpty }),
            let variant = scenario.variants[0].variant
        {
            let run = "swift run \(name) \(scenario.name)"
            lines.append("  diff <(\(run)) <(\(run) --variant \(variant))")
        }
        lines.append("  swift run \(name) --format mermaid")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of `--list`: every scenario with its purpose and its variants.
    var list: String {
        let width = scenarios.map(\.name.count).max() ?? 0
        var lines = ["\(name): \(title)", ""]
        if !patterns.isEmpty {
            lines.append("Patterns, the folder of their roles, the roles, and the scenarios that show them:")
            for pattern in patterns {
                let shown = scenarios.first { pattern.scenarios.contains($0.name) }
                let roles =
                    pattern.roles.isEmpty ? shown?.design(for: pattern.variant)?.roles ?? [] : pattern.roles
                let width = roles.map(\.role.count).max() ?? 0
                lines.append("  \(pattern.name): Sources/\(name)/\(pattern.folder)/")
                // The types only: a role's explanation in parentheses is for the transcript.
                lines += roles.map { "    \($0.role.padding(width))  \($0.typesAlone)" }
                lines.append(
                    "    scenarios: " + pattern.scenarios.joined(separator: ", ")
                        + (pattern.variant.map { " (--variant \($0))" } ?? ""))
            }
            lines.append("")
        }
        let groups = [
            ("Scenarios, in the order a full run shows them:", fullRun),
            ("Run only when named:", scenarios.filter { !$0.inFullRun && !$0.isExercise }),
            (
                "Exercises (docs/exercises.md), each checked by scripts/grade NAME:",
                scenarios.filter(\.isExercise)
            ),
        ]
        for (index, (heading, group)) in groups.enumerated() where !group.isEmpty {
            lines += index == 0 ? [heading] : ["", heading]
            for scenario in group {
                lines.append("  \(scenario.name.padding(width))  \(scenario.purpose)")
                for variant in scenario.variants {
                    lines.append(
                        "".padding(width + 4) + "--variant \(variant.variant ?? ""): \(variant.summary)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every variant name in the demo, in order of first appearance.
    public var variantNames: [String] {
        scenarios.flatMap { $0.variants.compactMap(\.variant) }.uniqued()
    }

    /// Checks a command line (without the program name) against this demo. After `--`, every argument
    /// is a scenario name.
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let optionPart = arguments.prefix { $0 != "--" }
        if optionPart.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        if let option = Self.options.first(where: { $0.invocation != nil && optionPart.contains($0.name) }),
            let invocation = option.invocation
        {
            guard arguments.count == 1 else {
                throw UsageError(
                    "\(option.name) takes no other arguments; run '\(name) \(option.name)' alone")
            }
            return invocation
        }
        var named: [String] = []
        var values: [String: String] = [:]  // looked up only, never iterated
        var display = Display()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if argument == "--" && !optionsEnded {
                optionsEnded = true
            } else if !argument.hasPrefix("-") || optionsEnded {
                guard scenarios.contains(where: { $0.name == argument }) else {
                    throw UsageError("unknown scenario \(shown(argument)); \(choices(scenarios.map(\.name)))")
                }
                guard !named.contains(argument) else {
                    throw UsageError("scenario \(shown(argument)) is named twice; name each scenario once")
                }
                named.append(argument)
            } else if argument == "--step" {
                guard !display.step else {
                    throw UsageError("option '--step' is given more than once; give it once")
                }
                display.step = true
            } else {
                let (name, inlineValue) = split(argument)
                guard let option = Self.options.first(where: { $0.name == name && $0.value != nil }) else {
                    let known = Self.options.filter { !$0.help.isEmpty }.map(\.name)
                    throw UsageError("unknown option \(shown(argument)); \(choices(known))")
                }
                let allowed = choices(of: option)
                let hint = allowed.isEmpty ? "\(self.name) has no variants" : choices(allowed)
                guard values[name] == nil else {
                    throw UsageError("option '\(name)' is given more than once; give it once, \(hint)")
                }
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError("option '\(name)' needs a value; \(hint)")
                }
                guard allowed.contains(value) else {
                    let noun = name == "--compare" ? "variant" : name.dropFirst(2)
                    throw UsageError("unknown \(noun) \(shown(value)); \(hint)")
                }
                values[name] = value
            }
        }
        let format = values["--format"].flatMap(Format.init(rawValue:)) ?? .text
        display.color = values["--color"].flatMap(Display.Color.init(rawValue:)) ?? .auto
        if format != .text, let text = display.step ? "--step" : values["--compare"].map({ _ in "--compare" })
        {
            throw UsageError(
                "\(text) shows the text transcript; it does not combine with --format \(format.rawValue)")
        }
        if let compared = values["--compare"] {
            guard values["--variant"] == nil else {
                throw UsageError("--compare runs both designs; give it without --variant")
            }
            return .compare(scenarios: try having(compared, named), variant: compared, display: display)
        }
        guard let variant = values["--variant"] else {
            return .run(
                scenarios: named.isEmpty ? fullRun.map(\.name) : named, variant: nil, format: format,
                display: display)
        }
        return .run(scenarios: try having(variant, named), variant: variant, format: format, display: display)
    }

    /// The scenarios named, or without names all those that have the variant; a named scenario
    /// without it is a misuse.
    private func having(_ variant: String, _ named: [String]) throws(UsageError) -> [String] {
        let having = scenarios.filter { $0.design(for: variant) != nil }.map(\.name)
        if let missing = named.first(where: { !having.contains($0) }) {
            throw UsageError(
                "scenario '\(missing)' has no variant '\(variant)'; scenarios that have it: "
                    + having.joined(separator: ", "))
        }
        guard named.isEmpty else { return named }
        // Without names, the scenarios of the full run that have it (all that have it, if none does).
        let inFullRun = having.filter { name in fullRun.contains { $0.name == name } }
        return inFullRun.isEmpty ? having : inFullRun
    }

    /// The scenarios a run without names shows, in order.
    var fullRun: [Scenario] { scenarios.filter(\.inFullRun) }

    private func choices(_ names: [String]) -> String {
        "choose from: " + names.joined(separator: ", ")
    }

    /// An argument as an error message shows it: in single quotes, control characters visible, and
    /// cut to 40 characters.
    private func shown(_ argument: String) -> String {
        "'\(escaped(argument, limit: 40, quote: "'"))'"
    }

    /// Splits `--option=value`; any other argument comes back unchanged, without a value.
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

extension String {
    /// The text followed by spaces up to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
