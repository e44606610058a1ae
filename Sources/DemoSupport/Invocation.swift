/// What a command line asks a demo to do, once it has been checked against the demo.
public enum Invocation: Equatable, Sendable {
    /// Run `scenarios` (already in run order) with the named variant, or the default design.
    case run(scenarios: [String], variant: String?, format: Format)
    case list
    case help
    case goldenCases
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
}

extension Demo {
    /// The one-line usage hint printed under every error.
    public var usageLine: String {
        let formats = Format.allCases.map(\.rawValue).joined(separator: "|")
        return "usage: \(name) [<scenario> ...] [--variant <name>] [--format \(formats)]"
            + " | --list | --help"
    }

    /// Every variant name in the demo, in order of first appearance.
    public var variantNames: [String] {
        var names: [String] = []
        for scenario in scenarios {
            for name in scenario.variants.compactMap(\.variant) where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Checks a command line (without the program name) against this demo.
    public func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
        var named: [String] = []
        var variant: String?
        var format: Format?
        var alone: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (option, inlineValue) = split(argument)
            switch option {
            case "--variant", "--format":
                guard let value = inlineValue ?? remaining.popFirst() else {
                    return failure("option '\(option)' needs a value; \(choices(for: option))")
                }
                if option == "--variant" {
                    guard variant == nil else { return repeated(option) }
                    guard variantNames.contains(value) else {
                        return failure("unknown variant '\(value)'; \(choices(for: option))")
                    }
                    variant = value
                } else {
                    guard format == nil else { return repeated(option) }
                    guard let chosen = Format(rawValue: value) else {
                        return failure("unknown format '\(value)'; \(choices(for: option))")
                    }
                    format = chosen
                }
            case "--list" where inlineValue == nil, "--golden-cases" where inlineValue == nil:
                alone.append(option)
            case _ where argument.hasPrefix("-"):
                return failure(
                    "unknown option '\(argument)'; choose from: --variant, --format, --list, --help,"
                        + " --golden-cases")
            default:
                guard scenarios.contains(where: { $0.name == argument }) else {
                    return failure("unknown scenario '\(argument)'; \(scenarioChoices)")
                }
                named.append(argument)
            }
        }
        if let option = alone.first {
            guard arguments.count == 1 else {
                return failure("\(option) takes no other arguments; run '\(name) \(option)' alone")
            }
            return .success(option == "--list" ? .list : .goldenCases)
        }
        return selection(named: named, variant: variant, format: format ?? .text)
    }

    private func selection(named: [String], variant: String?, format: Format) -> Result<
        Invocation, UsageError
    > {
        guard let variant else {
            let all = named.isEmpty ? scenarios.map(\.name) : named
            return .success(.run(scenarios: all, variant: nil, format: format))
        }
        let having = scenarios.filter { $0.design(for: variant) != nil }.map(\.name)
        if let missing = named.first(where: { !having.contains($0) }) {
            return failure(
                "scenario '\(missing)' has no variant '\(variant)'; scenarios that have it: "
                    + having.joined(separator: ", "))
        }
        return .success(.run(scenarios: named.isEmpty ? having : named, variant: variant, format: format))
    }

    private var scenarioChoices: String {
        "choose from: " + scenarios.map(\.name).joined(separator: ", ")
    }

    private func choices(for option: String) -> String {
        if option == "--format" {
            return "choose from: " + Format.allCases.map(\.rawValue).joined(separator: ", ")
        }
        if variantNames.isEmpty { return "\(name) has no variants" }
        return "choose from: " + variantNames.joined(separator: ", ")
    }

    private func repeated(_ option: String) -> Result<Invocation, UsageError> {
        failure("option '\(option)' is given more than once; give it once, \(choices(for: option))")
    }

    private func failure(_ message: String) -> Result<Invocation, UsageError> {
        .failure(UsageError(message: message))
    }

    /// Splits `--option=value`; other arguments come back unchanged with no value.
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
