import DemoSupport
import Testing

@testable import StrategyDemo

@Suite("StrategyDemo's designs")
struct VariantTests {
    /// Every login scenario, the PIN's included, runs on the if/else design too, so that a diff shows
    /// what each addition cost there.
    @Test func everyLoginScenarioHasTheArticlesStartingPoint() {
        let login = demo.scenarios.filter { ["login", "swap", "extend"].contains($0.name) }
        #expect(login.map(\.name) == ["login", "swap", "extend"])
        #expect(
            login.allSatisfy { $0.design(for: "conditional") != nil && $0.design(for: "closures") != nil })
    }

    @Test func namesAreCommandLineWords() {
        let words = demo.scenarios.map(\.name) + demo.variantNames
        for word in words {
            #expect(
                !word.isEmpty
                    && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        }
    }
}
