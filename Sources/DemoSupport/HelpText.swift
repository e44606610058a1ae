extension Demo {
    /// The text of `--help`.
    public var help: String {
        let scenarioNames = scenarios.map(\.name).joined(separator: ", ")
        var lines = [
            "\(name): \(title)",
            "",
            "USAGE: \(usage(value: \.value))",
            "       \(name) \(shownAlone.joined(separator: " | "))",
            "",
            "ARGUMENTS:",
            "  <scenario>          Scenarios to run, in the order given (default: all of them).",
            "                      One of: \(scenarioNames).",
            "",
            "OPTIONS:",
        ]
        lines += optionHelp
        lines += [
            "",
            "EXAMPLES:",
        ]
        if let first = scenarios.first {
            lines.append("  swift run \(name) \(first.name)")
        }
        if let scenario = scenarios.first(where: { !$0.variants.isEmpty }),
            let variant = scenario.variants.first?.variant
        {
            lines.append(
                "  diff <(swift run \(name) \(scenario.name)) <(swift run \(name) \(scenario.name)"
                    + " --variant \(variant))")
        }
        lines.append("  swift run \(name) --format mermaid")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of `--list`: every scenario with its purpose and its variants.
    public var list: String {
        let width = scenarios.map(\.name.count).max() ?? 0
        var lines = ["\(name): \(title)", "", "Scenarios, in the order a full run shows them:"]
        for scenario in scenarios {
            let padding = String(repeating: " ", count: width - scenario.name.count)
            lines.append("  \(scenario.name)\(padding)  \(scenario.purpose)")
            let indent = String(repeating: " ", count: width + 4)
            for variant in scenario.variants {
                lines.append("\(indent)--variant \(variant.variant ?? ""): \(variant.summary)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
