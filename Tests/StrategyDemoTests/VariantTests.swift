import DemoSupport
import Testing

@testable import StrategyDemo

@Suite("StrategyDemo's designs")
struct VariantTests {
    /// Every variant of every scenario, with the scenario it belongs to.
    static let variants: [(scenario: String, variant: String)] = demo.scenarios.flatMap { scenario in
        scenario.variants.compactMap { variant in variant.variant.map { (scenario.name, $0) } }
    }

    @Test(arguments: variants)
    func variantShowsTheSameResults(scenario: String, variant: String) throws {
        let scenario = try #require(demo.scenarios.first { $0.name == scenario })
        let base = scenario.design.run()
        let other = try #require(scenario.design(for: variant)).run()
        #expect(other.results == base.results)
        #expect(!base.results.isEmpty)
        // Headings and notes too: a text diff of two designs shows only their messages.
        let narration: (Transcript) -> [Event] = {
            $0.events.filter { if case .message = $0 { false } else { true } }
        }
        #expect(narration(other) == narration(base))
        #expect(other.events != base.events, "a variant that sends the same messages shows nothing new")
    }

    @Test func theArticleVariantsExistForLogin() {
        let login = demo.scenarios.first { $0.name == "login" }
        #expect(login?.variants.compactMap(\.variant) == ["conditional", "closures"])
        #expect(demo.scenarios.map(\.name) == ["login", "swap", "travel", "tradeoffs"])
    }

    @Test func namesAreCommandLineWords() {
        let words = demo.scenarios.map(\.name) + demo.variantNames
        for word in words {
            #expect(
                !word.isEmpty
                    && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        }
    }

    @Test func tradeoffsClosuresAgreeWithTypes() {
        let results = demo.scenarios.first { $0.name == "tradeoffs" }?.design.run().results ?? []
        #expect(results.count == 11)
        #expect(
            !results.contains { if case .result(let text) = $0 { text.contains("DISAGREE") } else { true } })
    }
}
