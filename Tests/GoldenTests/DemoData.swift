@testable import DemoSupport
@testable import DemoTools

/// What the harness reads of a demo in-process, from its data (it no longer ships in the demo): the
/// golden cases, the self-check, the call sites and the class diagrams' relations.
extension Demo {
    /// Each scenario (exercises excepted: their expected output is in `Tests/Exercises`), each variant,
    /// each diagram format, each comparison, `--list`, `--help`, and the full run with `--focus`. The
    /// full run and the full run in colour are the scenario files joined (``FullRun``), checked in code.
    /// Derived from the demo, so a new scenario, variant or format gets its golden case unlisted.
    var goldenCases: [GoldenCase] {
        func named(_ name: String, _ arguments: [String]) -> GoldenCase {
            GoldenCase(demo: self.name, name: name, arguments: arguments)
        }
        return scenarios.filter { !$0.isExercise }.map { named("scenario-\($0.name)", [$0.name]) }
            + variantNames.map { named("variant-\($0)", ["--variant", $0]) }
            // The trace and the page hold line numbers and source text: TraceTests checks them.
            + Format.allCases.filter { ![.text, .json, .html].contains($0) }.map {
                named("format-\($0.rawValue)", ["--format", $0.rawValue])
            }
            + variantNames.map { named("compare-\($0)", ["--compare", $0]) }
            + [named("list", ["--list"]), named("help", ["--help"]), named("focus", ["--focus"])]
    }

    /// One line per broken contract, empty when the demo keeps them: scenario names are unique, every
    /// variant keeps its promise, no self-message reads like a call, no two participants differ only in case,
    /// and patterns and scenarios name each other.
    var selfCheckProblems: [String] {
        let names = scenarios.map(\.name)
        let repeated = names.enumerated().filter { names.prefix($0.offset).contains($0.element) }
        let unknown = patterns.flatMap { pattern in
            pattern.scenarios.filter { !names.contains($0) }.map {
                "pattern '\(pattern.name)' names no scenario '\($0)'"
            }
        }
        let untaught = names.enumerated().filter { index, name in
            !names.prefix(index).contains(name) && !patterns.contains { $0.scenarios.contains(name) }
        }.map(\.element)
        return repeated.map { "scenario '\($0.element)' is declared more than once" } + variantDiscrepancies
            + selfMessagesThatReadLikeCalls + participantsApartOnlyByCase + unknown
            + untaught.map { "scenario '\($0)' is in no pattern, so it has no class diagram" }
    }

    /// A self-message (`A -> A: text`) written like a call (`name(...)`) would pass for one unchecked.
    var selfMessagesThatReadLikeCalls: [String] {
        designs.flatMap { $0.run().events }.compactMap { event in
            guard case .message(let message) = event, message.kind == .selfMessage,
                let open = message.text.firstIndex(of: "("),
                message.text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                open != message.text.startIndex
            else { return nil }
            return
                "self-message '\(message.text)' of \(message.from) reads like a call; "
                + "trace the method instead"
        }
    }

    /// Two participants of one transcript whose names differ only in letter case (an instance
    /// `letterInput` beside its type `LetterInput`) would be told apart by case alone.
    var participantsApartOnlyByCase: [String] {
        scenarios.flatMap { scenario in
            ([scenario.design] + scenario.variants).flatMap { design -> [String] in
                let names = design.run().participants.map(\.name)
                return names.enumerated().compactMap { index, name in
                    guard
                        let other = names.prefix(index).first(where: {
                            $0 != name && $0.lowercased() == name.lowercased()
                        })
                    else { return nil }
                    let label = scenario.name + (design.variant.map { " --variant \($0)" } ?? "")
                    return "\(label): participants \(other) and \(name) differ only in letter case"
                }
            }
        }
    }

    /// Every place a traced call was recorded, in any scenario and design, each once (read by
    /// ``DemoChecks/falseLabel(_:demo:sources:)``).
    var recordedCalls: [RecordedCall] {
        designs.flatMap { $0.run().events }.compactMap { event in
            guard case .message(let message) = event, let site = message.site else { return nil }
            if case .notification = message.kind { return RecordedCall(site: site, isNotification: true) }
            return RecordedCall(site: site, isNotification: false)
        }.uniqued()
    }

    /// Every design of every scenario: the default ones and the variants.
    private var designs: [Design] { scenarios.flatMap { [$0.design] + $0.variants } }

    /// What each variant that breaks the promise every variant makes (the same results, headings and
    /// notes as its scenario's default design, but those either design marks its own (`own: true`), so
    /// that a text diff of the two shows only titles, roles, messages and the designs' own words), or
    /// that sends exactly the default design's messages, does wrong. A difference
    /// names neither design right: it quotes the first line apart in each, with its line number in
    /// what the demo prints for that design.
    var variantDiscrepancies: [String] {
        scenarios.filter { !$0.variants.isEmpty }.flatMap { scenario in
            // What a design must share: its results, and its headings and notes but its own (`own: true`).
            let shared = { (run: Transcript) in
                run.events.indices.filter { !run.events[$0].isMessage && !run.designsOwn.contains($0) }
                    .map { run.events[$0] }
            }
            let baseRun = scenario.design.run()
            let base = baseRun.events
            return scenario.variants.compactMap { variant -> String? in
                let variantRun = variant.run()
                let events = variantRun.events
                let name = variant.variant ?? ""
                let (kept, other) = (shared(baseRun), shared(variantRun))
                guard kept == other else {
                    let index =
                        kept.indices.first { $0 >= other.count || kept[$0] != other[$0] }
                        ?? min(kept.count, other.count)
                    let width = max("default design".count, "variant \(name)".count)
                    let shown = { (label: String, variant: String?, events: [TranscriptEvent]) in
                        "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                            + printedLine(of: index, events, scenario.name, variant)
                    }
                    return """
                        \(scenario.name): the default design and variant \(name) show different results, \
                        headings or notes; the first apart:
                        \(shown("default design", nil, kept))
                        \(shown("variant \(name)", name, other))
                        """
                }
                return events == base
                    ? "\(scenario.name): variant \(name) sends the same messages as the default design" : nil
            }
        }
    }

    /// `line 12: => shown`: where the `index`th of a design's non-message events is printed by
    /// `swift run <demo> <scenario> [--variant <variant>]`, found in what the demo answers for it.
    private func printedLine(
        of index: Int, _ events: [TranscriptEvent], _ scenario: String, _ variant: String?
    ) -> String {
        let lines = respond(to: [scenario] + (variant.map { ["--variant", $0] } ?? [])).output
            .split(separator: "\n", omittingEmptySubsequences: false)
        var found = 0
        for (number, line) in lines.enumerated() where found < events.count {
            guard line == TextRenderer.line(for: events[found]) else { continue }
            if found == index { return "line \(number + 1): \(line)" }
            found += 1
        }
        guard index >= events.count else { return TextRenderer.line(for: events[index]) }
        return "nothing: its transcript ends at line \(lines.count - (lines.last == "" ? 1 : 0))"
    }
}

/// Where a traced call was recorded, and whether it was a subject's notification of an observer.
struct RecordedCall: Equatable {
    var site: CallSite
    var isNotification = false
}
