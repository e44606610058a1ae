/// The promise every variant makes: the same results, headings and notes as its scenario's default
/// design, so that a text diff of the two shows only titles, roles and messages.
extension Demo {
    /// One line for each variant that breaks the promise, or that sends exactly the messages of the
    /// default design (and so shows nothing new); empty when all variants keep it.
    public var variantDiscrepancies: [String] {
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
                    let describe = { (events: [Event]) in
                        index < events.count ? TextRenderer.line(for: events[index]) : "nothing"
                    }
                    return "\(label): expected \(describe(expected)), got \(describe(actual))"
                }
                return events == base ? "\(label): sends the same messages as the default design" : nil
            }
        }
    }
}
