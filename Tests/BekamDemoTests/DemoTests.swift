import DemoSupport
import Testing

@testable import BekamDemo

@Suite("BekamDemo as a whole")
struct DemoTests {
    @Test func theVariantsAreTheIssues() {
        let variants = demo.scenarios.flatMap { scenario in
            scenario.variants.map { "\(scenario.name) \($0.variant ?? "")" }
        }
        #expect(variants == ["factory conditional", "state flags", "adapter switch"])
    }

    @Test func everyFeatureIdIsDemonstratedByAScenario() {
        let ids = (1...8).map { "F\($0)" } + (1...14).map { "N\($0)" }
        for id in ids {
            let scenarios = demo.scenarios.filter { scenario in
                scenario.purpose.split(separator: "]").first?.dropFirst().split(separator: " ").contains {
                    $0 == id
                }
                    == true
            }
            #expect(!scenarios.isEmpty, "\(id) has no scenario")
        }
    }
}
