import DemoSupport

/// What a command line asks a demo to do, once it has been checked against the demo.
enum Invocation: Equatable, Sendable {
    /// Run `scenarios` (already in run order) with the named variant, or the default design.
    case run(scenarios: [String], variant: String?, format: Format, display: Display = Display())
    /// Run `scenarios` (each has the variant) in both designs and show how the transcripts differ.
    case compare(scenarios: [String], variant: String, display: Display = Display())
    case list
    case help
    case version
}

/// How a run is printed.
enum Format: String, CaseIterable, Sendable {
    case text, mermaid, plantuml
    case mermaidClass = "mermaid-class"
    case plantumlClass = "plantuml-class"
    case json, html
}

/// How a text transcript is shown: in colour or not, at once or step by step, whole or only the
/// messages between the roles' participants.
struct Display: Equatable, Sendable {
    enum Color: String, CaseIterable, Sendable {
        case auto, always, never
    }

    var color = Color.auto
    var step = false
    var focus = false
}

/// A misused command line: one line of explanation that names the valid choices.
struct UsageError: Error, Equatable, Sendable {
    var message: String

    init(_ message: String) { self.message = message }
}

/// The options of one command line as typed values, each stored by its ``Option``.
struct Options: Sendable {
    var variant: String?
    var format = Format.text
    var compare: String?
    var display = Display()
}

/// One option, declared once: the parser, its errors, the usage line and `--help` derive from it.
struct Option: Sendable {
    let name: String
    var short: String?
    /// The value's placeholder and what an error calls a wrong one; nil for an option without one.
    var value: (placeholder: String, noun: String)?
    /// What `--help` says; `{variants}` stands for the demo's variant names.
    let help: [String]
    var choices: @Sendable (Demo) -> [String] = { _ in [] }
    /// Stores a valid value ("" for an option without one) in the typed options.
    var store: @Sendable (inout Options, String) -> Void = { _, _ in }
    /// What an option that stands alone answers; one that `wins` answers whatever else is given.
    var alone: Invocation?
    var wins = false

    static let variant = Option(
        name: "--variant", value: ("<name>", "variant"),
        help: [
            "Run the variant design <name> of the scenarios that have it",
            "(all of them when no scenario is named). One of: {variants}.",
        ], choices: { $0.variantNames }, store: { $0.variant = $1 })
    static let format = Option(
        name: "--format", value: ("<format>", "format"),
        help: [
            "text (default); a sequence diagram of each scenario: mermaid,",
            "plantuml; its class diagram: mermaid-class, plantuml-class;",
            "the trace as data: json; a page to step through: html.",
        ], choices: { _ in Format.allCases.map(\.rawValue) },
        store: { $0.format = Format(rawValue: $1) ?? .text })
    static let compare = Option(
        name: "--compare", value: ("<variant>", "variant"),
        help: ["Both designs of each scenario that has <variant>, diffed."], choices: { $0.variantNames },
        store: { $0.compare = $1 })
    static let step = Option(
        name: "--step",
        help: [
            "On a terminal: pause after each step (Enter: on; b: back; a number: that step;",
            "l: list the steps; q: quit). The prompt fits the terminal's width, read anew at each one.",
        ],
        store: { options, _ in options.display.step = true })
    static let focus = Option(
        name: "--focus",
        help: [
            "Only the messages between role players, a person's, and those of the client a person's",
            "action reaches; says how many are hidden.",
        ],
        store: { options, _ in options.display.focus = true })
    static let color = Option(
        name: "--color", value: ("<when>", "color"),
        help: ["auto (default: on a terminal, without NO_COLOR), always, never."],
        choices: { _ in Display.Color.allCases.map(\.rawValue) },
        store: { $0.display.color = Display.Color(rawValue: $1) ?? .auto })
    static let noColor = Option(
        name: "--no-color", help: ["The same as --color never."],
        store: { options, _ in options.display.color = .never })
    static let list = Option(
        name: "--list", help: ["The patterns, their folders and roles; the scenarios."], alone: .list)
    static let help = Option(name: "--help", short: "-h", help: ["Show this help."], alone: .help, wins: true)
    static let version = Option(
        name: "--version", help: ["The version, and the Swift it was built with."], alone: .version)
    /// Every option, in the order the usage line and `--help` show them.
    static let all = [variant, format, compare, step, focus, color, noColor, list, help, version]
}

extension Demo {
    /// The one-line usage hint printed under every error.
    var usageLine: String { "usage: \(usage) | \(alone)" }

    /// `StrategyDemo [<scenario> ...] [--variant <name>] ... [--step] ...`: what combines with scenarios.
    private var usage: String {
        "\(name) [<scenario> ...]"
            + Option.all.filter { $0.alone == nil }.map {
                " [\($0.name)\($0.value.map { " \($0.placeholder)" } ?? "")]"
            }
            .joined()
    }

    /// `--list | --help`: the options that stand alone.
    private var alone: String { Option.all.filter { $0.alone != nil }.map(\.name).joined(separator: " | ") }

    /// The text of `--help`, within ``helpWidth`` columns: the title, the usage and each text wrap,
    /// each further row under the column its text began in; the example diff is a continued line.
    var help: String {
        let variants = variantNames.isEmpty ? "none" : variantNames.joined(separator: ", ")
        let column = String(repeating: " ", count: 22)
        var lines = Self.wrap("\(name): \(title)", indent: "  ")
        lines +=
            [""] + Self.wrap("USAGE: \(usage)", indent: "       ") + [
                "       \(name) \(alone)", "", "ARGUMENTS:",
            ]
        lines += Self.wrap(
            "  <scenario>".padding(22) + "Scenarios to run, in the order given (default: "
                + (fullRun.count == scenarios.count
                    ? "all of them)." : "the full run; see \(Option.list.name)).")
                + " One of: \(scenarios.map(\.name).joined(separator: ", ")).", indent: column)
        lines += ["", "OPTIONS:"]
        for option in Option.all {
            let head =
                "  " + (option.short.map { "\($0), " } ?? "") + option.name
                + (option.value.map { " \($0.placeholder)" } ?? "")
            let text = option.help.joined(separator: " ").replacing("{variants}", with: variants)
            lines += Self.wrap(head.padding(22) + text, indent: column)
        }
        lines += ["", "EXAMPLES:"] + scenarios.prefix(1).map { "  swift run \(name) \($0.name)" }
        if let scenario = scenarios.first(where: { !$0.variants.isEmpty }),
            let variant = scenario.variants[0].variant
        {
            let run = "swift run \(name) \(scenario.name)"
            let diff = "  diff <(\(run)) <(\(run) \(Option.variant.name) \(variant))"
            lines +=
                diff.count <= Self.helpWidth
                ? [diff] : ["  diff <(\(run)) \\", "       <(\(run) \(Option.variant.name) \(variant))"]
        }
        lines.append("  swift run \(name) \(Option.format.name) \(Format.mermaid.rawValue)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The widest line of `--help`.
    static let helpWidth = 80

    /// `text` in rows of at most ``helpWidth`` characters, broken at spaces (a word longer than a row
    /// stays whole), each row after the first beginning with `indent`.
    static func wrap(_ text: String, indent: String) -> [String] {
        let lead = text.prefix { $0 == " " }
        var rows = [String]()
        var row = String(lead)
        for word in text.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let fresh = row == lead || row == indent
            if !fresh && row.count + 1 + word.count > helpWidth {
                rows.append(row)
                row = indent
            }
            row += (row == lead || row == indent ? "" : " ") + word
        }
        return rows + [row]
    }

    /// The text of `--list`: the patterns with their folders and roles, then the scenarios.
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
                        + (pattern.variant.map { " (\(Option.variant.name) \($0))" } ?? ""))
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
                lines += scenario.variants.map {
                    "".padding(width + 4) + "\(Option.variant.name) \($0.variant ?? ""): \($0.summary)"
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every variant name in the demo, in order of first appearance.
    public var variantNames: [String] { scenarios.flatMap { $0.variants.compactMap(\.variant) }.uniqued() }

    /// The scenarios a run without names shows, in order.
    var fullRun: [Scenario] { scenarios.filter(\.inFullRun) }

    /// Checks a command line (without the program name) against this demo. After `--`, every argument
    /// is a scenario name.
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let given = Option.all.filter { option in
            arguments.prefix { $0 != "--" }.contains { $0 == option.name || $0 == option.short }
        }
        if let option = given.first(where: \.wins) ?? given.first(where: { $0.alone != nil }),
            let answer = option.alone
        {
            guard arguments.count == 1 || option.wins else {
                throw UsageError(
                    "\(option.name) takes no other arguments; run '\(name) \(option.name)' alone")
            }
            return answer
        }
        var named: [String] = []
        var options = Options()
        var seen: [String] = []
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if argument == "--" && !optionsEnded {
                optionsEnded = true
            } else if !argument.hasPrefix("-") || optionsEnded {
                guard scenarios.contains(where: { $0.name == argument }) else {
                    throw UsageError(
                        "unknown scenario \(shown(argument)); \(choices(scenarios.map(\.name), argument))")
                }
                guard !named.contains(argument) else {
                    throw UsageError("scenario \(shown(argument)) is named twice; name each scenario once")
                }
                named.append(argument)
            } else {
                let (name, inline) = split(argument)
                guard let option = Option.all.first(where: { $0.name == name }),
                    inline == nil || option.value != nil
                else {
                    throw UsageError(
                        "unknown option \(shown(argument)); \(choices(Option.all.map(\.name), name))")
                }
                let allowed = option.choices(self)
                let hint = allowed.isEmpty ? "\(self.name) has no variants" : choices(allowed)
                guard !seen.contains(name) else {
                    throw UsageError(
                        "option '\(name)' is given more than once; give it once"
                            + (option.value == nil ? "" : ", \(hint)"))
                }
                seen.append(name)
                let value = option.value == nil ? "" : inline ?? remaining.popFirst()
                guard let value else { throw UsageError("option '\(name)' needs a value; \(hint)") }
                guard option.value == nil || allowed.contains(value) else {
                    let hint = allowed.isEmpty ? hint : choices(allowed, value)
                    throw UsageError("unknown \(option.value?.noun ?? "") \(shown(value)); \(hint)")
                }
                option.store(&options, value)
            }
        }
        let textOnly = [(options.display.step, Option.step), (options.compare != nil, Option.compare)]
            .first { $0.0 }?.1
        if options.format != .text, let textOnly {
            throw UsageError(
                "\(textOnly.name) shows the text transcript; it does not combine with \(Option.format.name) \(options.format.rawValue)"
            )
        }
        // --focus draws sequence diagrams with fewer messages; a class diagram has no messages.
        if options.display.focus, [Format.mermaidClass, .plantumlClass].contains(options.format) {
            throw UsageError(
                "\(Option.focus.name) hides messages, and a class diagram has none; it does not combine with \(Option.format.name) \(options.format.rawValue)"
            )
        }
        // The trace and the page keep every message: a step's number is the same in both.
        if options.display.focus, [Format.json, .html].contains(options.format) {
            throw UsageError(
                "\(Option.focus.name) hides messages, and \(Option.format.name) \(options.format.rawValue) shows every step; give one of them"
            )
        }
        if seen.contains(Option.color.name) && seen.contains(Option.noColor.name) {
            throw UsageError("\(Option.noColor.name) and \(Option.color.name) both set the colour; give one")
        }
        if let compared = options.compare {
            guard options.variant == nil else {
                throw UsageError(
                    "\(Option.compare.name) runs both designs; give it without \(Option.variant.name)")
            }
            return .compare(
                scenarios: try having(compared, named), variant: compared, display: options.display)
        }
        return .run(
            scenarios: try having(options.variant, named), variant: options.variant, format: options.format,
            display: options.display)
    }

    /// The scenarios named, or without names those of the full run (with a variant, those that have
    /// it: of the full run if any); a named scenario without the variant is a misuse.
    private func having(_ variant: String?, _ named: [String]) throws(UsageError) -> [String] {
        let having = scenarios.filter { $0.design(for: variant) != nil }.map(\.name)
        if let variant, let missing = named.first(where: { !having.contains($0) }) {
            throw UsageError(
                "scenario '\(missing)' has no variant '\(variant)'; scenarios that have it: "
                    + having.joined(separator: ", "))
        }
        let inFullRun = having.filter { name in fullRun.contains { $0.name == name } }
        return !named.isEmpty ? named : inFullRun.isEmpty && variant != nil ? having : inFullRun
    }

    /// The valid names, after the one nearest to what was typed when a slip of a letter or two (or a
    /// third of it) would explain it, in any case (`LOGIN` too): `did you mean 'login'? choose from: ...`.
    private func choices(_ names: [String], _ typed: String? = nil) -> String {
        let all = "choose from: " + names.joined(separator: ", ")
        guard let typed else { return all }
        let near = names.map { (name: $0, distance: editDistance(typed.lowercased(), $0.lowercased())) }.min {
            $0.distance < $1.distance
        }
        guard let near, near.distance <= max(2, typed.count / 3) else { return all }
        return "did you mean '\(near.name)'? " + all
    }

    /// How many letters must be inserted, deleted, replaced or swapped with a neighbour to turn `a` into
    /// `b` (the optimal string alignment distance).
    private func editDistance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var rows = [Array(0...b.count)]
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                row[j] = min(
                    rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rows[i - 2][j - 2] + 1)
                }
            }
            rows.append(row)
        }
        return rows[a.count][b.count]
    }

    /// An argument as an error shows it: quoted, control characters visible, cut to 40 characters.
    private func shown(_ argument: String) -> String { "'\(escaped(argument, limit: 40, quote: "'"))'" }

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
