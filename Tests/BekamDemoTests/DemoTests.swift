import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class DemoTests: XCTestCase {
    func testTheVariantsAreTheIssues() {
        let variants = demo.scenarios.flatMap { scenario in
            scenario.variants.map { "\(scenario.name) \($0.variant ?? "")" }
        }
        assertSameElements(variants, ["factory conditional", "state flags", "adapter switch"])
    }

    func testEveryFeatureIdIsDemonstratedByAScenario() {
        let ids = (1...8).map { "F\($0)" } + (1...14).map { "N\($0)" }
        for id in ids {
            let scenarios = demo.scenarios.filter { scenario in
                scenario.purpose.split(separator: "]").first?.dropFirst().split(separator: " ").contains {
                    $0 == id
                }
                    == true
            }
            XCTAssert(!scenarios.isEmpty, "\(id) has no scenario")
        }
    }
}
