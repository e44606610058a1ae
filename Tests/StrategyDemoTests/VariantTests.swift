import DemoSupport
import Testing

@testable import StrategyDemo

@Suite("StrategyDemo's designs")
struct VariantTests {
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
}
