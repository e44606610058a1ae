import DemoSupport
import TestSupport
import XCTest

@testable import StrategyDemo

final class VariantTests: XCTestCase {
    /// Every login scenario, the PIN's included, runs on the if/else design too, so that a diff shows
    /// what each addition cost there.
    func testEveryLoginScenarioHasTheArticlesStartingPoint() {
        let login = demo.scenarios.filter { ["login", "swap", "extend"].contains($0.name) }
        assertSameElements(login.map(\.name), ["login", "swap", "extend"])
        XCTAssert(
            login.allSatisfy { $0.design(for: "conditional") != nil && $0.design(for: "closures") != nil })
    }

    func testNamesAreCommandLineWords() {
        let words = demo.scenarios.map(\.name) + demo.variantNames
        for word in words {
            XCTAssert(
                !word.isEmpty
                    && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        }
    }
}
