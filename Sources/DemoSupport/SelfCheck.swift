/// What a demo checks of itself (`--self-check`, run by the golden tests in a process of its own, so
/// a scenario that traps cannot take the test run down): scenario names are unique, and every variant
/// keeps its promise.
extension Demo {
    /// One line per problem; empty when the demo keeps its contracts.
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

    /// Every role, operation and relation a class diagram of any pattern and design draws, pattern by
    /// pattern and design by design (`--relations`).
    var relations: [String] { patterns.flatMap(\.listing) }

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

    /// Every place a traced call was recorded, in any scenario and design, each once (`--call-sites`):
    /// the site's listing, then whether it was a `call` or a subject's `notification`.
    var callSites: [String] {
        designs.flatMap { $0.run().events }.compactMap { event in
            guard case .message(let message) = event, let site = message.site else { return nil }
            let kind = if case .notification = message.kind { "notification" } else { "call" }
            return "\(site.listing)\t\(kind)"
        }.uniqued()
    }

    /// Every design of every scenario: the default ones and the variants.
    private var designs: [Design] { scenarios.flatMap { [$0.design] + $0.variants } }
}

/// The promise every variant makes: the same results, headings and notes as its scenario's default
/// design, so that a text diff of the two shows only titles, roles and messages.
extension Demo {
    /// One line for each variant that breaks the promise, or that sends exactly the messages of the
    /// default design (and so shows nothing new); empty when all variants keep it.
    var variantDiscrepancies: [String] {
        scenarios.flatMap { scenario in
            let base = scenario.design.run().events
            return scenario.variants.compactMap { variant -> String? in
                let events = variant.run().events
                let label = "\(scenario.name) --variant \(variant.variant ?? "")"
                let (expected, actual) = (base.filter { !$0.isMessage }, events.filter { !$0.isMessage })
                guard expected == actual else {
                    let index =
                        expected.indices.first { $0 >= actual.count || expected[$0] != actual[$0] }
                        ?? min(expected.count, actual.count)
                    let describe = { (events: [TranscriptEvent]) in
                        index < events.count ? TextRenderer.line(for: events[index]) : "nothing"
                    }
                    return "\(label): expected \(describe(expected)), got \(describe(actual))"
                }
                return events == base ? "\(label): sends the same messages as the default design" : nil
            }
        }
    }
}

extension TranscriptEvent {
    var isMessage: Bool {
        if case .message = self { true } else { false }
    }
}

extension CallSite {
    /// The file, line, receiving type and method, then the caller's kind, file, line and type (`-` for
    /// none), separated by tabs, as `--call-sites` prints them.
    var listing: String {
        let from = caller.map { "\($0.kind.rawValue)\t\($0.fileID)\t\($0.line)\t\($0.type)" } ?? "-\t-\t-\t-"
        return "\(fileID)\t\(line)\t\(receiverType)\t\(function)\t\(from)"
    }
}
