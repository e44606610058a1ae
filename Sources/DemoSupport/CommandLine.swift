/// What a command line asks a demo to do, once it has been checked against the demo.
public enum Invocation: Equatable, Sendable {
    /// Run `scenarios` (already in run order) with the named variant, or the default design.
    case run(scenarios: [String], variant: String?, format: Format)
    case list
    case help
    /// Harness options, left out of `--help`: the golden cases, and the demo's own checks.
    case goldenCases
    case selfCheck
    case callSites
}

/// How a run is printed.
public enum Format: String, CaseIterable, Sendable {
    case text
    case mermaid
    case plantuml
}

/// A misused command line: one line of explanation that names the valid choices.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// One option of the command line all demos share. The parser, the usage line, `--help` and the
/// error messages all read ``Demo/options``, so they cannot disagree.
struct Option: Sendable {
    var name: String
    var short: String?
    /// The value's placeholder in `--help` (`<name>`); nil for an option that takes no value.
    var value: String?
    /// What the option does, for `--help`; nil for a harness option, which `--help` leaves out.
    var help: (@Sendable (Demo) -> [String])?
    /// The valid values of an option with a value.
    var choices: @Sendable (Demo) -> [String] = { _ in [] }
    /// What an option without a value asks for; it must then be the only argument.
    var invocation: Invocation?
}

extension Demo {
    static let options: [Option] = [
        Option(
            name: "--variant", value: "<name>",
            help: { demo in
                [
                    "Run the alternative design <name> of the scenarios that have it",
                    "(all of them when no scenario is named). One of: "
                        + (demo.variantNames.isEmpty ? "none" : demo.variantNames.joined(separator: ", "))
                        + ".",
                ]
            }, choices: \.variantNames),
        Option(
            name: "--format", value: "<format>",
            help: { _ in
                ["text (default), or a sequence diagram of each scenario in", "mermaid or plantuml."]
            },
            choices: { _ in Format.allCases.map(\.rawValue) }),
        Option(
            name: "--list", help: { _ in ["List the scenarios with their purposes and variants."] },
            invocation: .list),
        Option(name: "--help", short: "-h", help: { _ in ["Show this help."] }, invocation: .help),
        Option(name: "--golden-cases", invocation: .goldenCases),
        Option(name: "--self-check", invocation: .selfCheck),
        Option(name: "--call-sites", invocation: .callSites),
    ]

    /// The one-line usage hint printed under every error.
    public var usageLine: String {
        let formats = Format.allCases.map(\.rawValue).joined(separator: "|")
        return "usage: \(usage(value: { $0.name == "--format" ? formats : $0.value }))"
            + " | \(shownAlone.joined(separator: " | "))"
    }

    /// `StrategyDemo [<scenario> ...] [--variant <name>] [--format <format>]`, with each option's
    /// value as `value` spells it.
    func usage(value: (Option) -> String?) -> String {
        "\(name) [<scenario> ...]"
            + Self.options.compactMap { option in value(option).map { " [\(option.name) \($0)]" } }.joined()
    }

    /// The options that stand alone and that `--help` shows: `--list`, `--help`.
    var shownAlone: [String] {
        Self.options.filter { $0.invocation != nil && $0.help != nil }.map(\.name)
    }

    /// The `OPTIONS:` lines of `--help`.
    var optionHelp: [String] {
        Self.options.flatMap { option -> [String] in
            guard let help = option.help?(self) else { return [] }
            let names = (option.short.map { "\($0), " } ?? "") + option.name
            let head = "  \(names)" + (option.value.map { " \($0)" } ?? "")
            let indent = String(repeating: " ", count: 22)
            return help.enumerated().map { index, text in
                index > 0
                    ? indent + text : head + String(repeating: " ", count: max(2, 22 - head.count)) + text
            }
        }
    }

    /// Every variant name in the demo, in order of first appearance.
    public var variantNames: [String] {
        scenarios.flatMap { $0.variants.compactMap(\.variant) }.reduce(into: []) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }

    /// Checks a command line (without the program name) against this demo. After `--`, every argument
    /// is a scenario name.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
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
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if argument == "--" && !optionsEnded {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("-") && !optionsEnded else {
                guard scenarios.contains(where: { $0.name == argument }) else {
                    throw UsageError("unknown scenario \(shown(argument)); \(choices(scenarios.map(\.name)))")
                }
                guard !named.contains(argument) else {
                    throw UsageError("scenario \(shown(argument)) is named twice; name each scenario once")
                }
                named.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = Self.options.first(where: { $0.name == name && $0.value != nil }) else {
                let known = Self.options.filter { $0.help != nil }.map(\.name)
                throw UsageError("unknown option \(shown(argument)); \(choices(known))")
            }
            let allowed = option.choices(self)
            let hint = allowed.isEmpty ? "\(self.name) has no variants" : choices(allowed)
            guard values[name] == nil else {
                throw UsageError("option '\(name)' is given more than once; give it once, \(hint)")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("option '\(name)' needs a value; \(hint)")
            }
            guard allowed.contains(value) else {
                throw UsageError("unknown \(name.dropFirst(2)) \(shown(value)); \(hint)")
            }
            values[name] = value
        }
        let format = values["--format"].flatMap(Format.init(rawValue:)) ?? .text
        guard let variant = values["--variant"] else {
            return .run(
                scenarios: named.isEmpty ? scenarios.map(\.name) : named, variant: nil, format: format)
        }
        let having = scenarios.filter { $0.design(for: variant) != nil }.map(\.name)
        if let missing = named.first(where: { !having.contains($0) }) {
            throw UsageError(
                "scenario '\(missing)' has no variant '\(variant)'; scenarios that have it: "
                    + having.joined(separator: ", "))
        }
        return .run(scenarios: named.isEmpty ? having : named, variant: variant, format: format)
    }

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
