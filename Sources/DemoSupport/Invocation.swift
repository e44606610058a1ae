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

    public init(_ message: String) { self.message = message }
}

extension Demo {
    /// The one-line usage hint printed under every error.
    public var usageLine: String {
        let formats = Format.allCases.map(\.rawValue).joined(separator: "|")
        return "usage: \(name) [<scenario> ...] [--variant <name>] [--format \(formats)] | --list | --help"
    }

    /// Every variant name in the demo, in order of first appearance.
    public var variantNames: [String] {
        scenarios.flatMap { $0.variants.compactMap(\.variant) }.reduce(into: []) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }

    /// Checks a command line (without the program name) against this demo.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if let option = arguments.first(where: { $0 == "--list" || $0 == "--golden-cases" }) {
            guard arguments.count == 1 else {
                throw UsageError("\(option) takes no other arguments; run '\(name) \(option)' alone")
            }
            return option == "--list" ? .list : .goldenCases
        }
        var named: [String] = []
        var values: [String: String] = [:]  // looked up only, never iterated
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                guard scenarios.contains(where: { $0.name == argument }) else {
                    throw UsageError("unknown scenario '\(argument)'; \(choices(scenarios.map(\.name)))")
                }
                named.append(argument)
                continue
            }
            let (option, inlineValue) = split(argument)
            let allowed: [String]
            switch option {
            case "--variant": allowed = variantNames
            case "--format": allowed = Format.allCases.map(\.rawValue)
            default:
                throw UsageError(
                    "unknown option '\(argument)'; choose from: --variant, --format, --list, --help, --golden-cases"
                )
            }
            let hint = allowed.isEmpty ? "\(name) has no variants" : choices(allowed)
            guard values[option] == nil else {
                throw UsageError("option '\(option)' is given more than once; give it once, \(hint)")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("option '\(option)' needs a value; \(hint)")
            }
            guard allowed.contains(value) else {
                throw UsageError("unknown \(option.dropFirst(2)) '\(value)'; \(hint)")
            }
            values[option] = value
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

    /// Splits `--option=value`; any other argument comes back unchanged, without a value.
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
