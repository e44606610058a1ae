import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class SingletonTests: XCTestCase {
    func testTwoScreensOfOneAppShareOneInstanceAndAnotherAppHasItsOwn() {
        let market = freshMarket()
        let (first, second) = (market.phone(of: "A"), market.phone(of: "B"))
        let (login, things) = first.run {
            (LoginViewController().services, ProductsViewController().services)
        }
        let other = second.run { ProfileViewController().services }
        XCTAssert(login === things && things === first.services)
        XCTAssert(other !== login)
        assertSameElements([login.instanceName, other.instanceName], ["ApiServices #1", "ApiServices #2"])
    }

    func testEveryClientGetsTheSameFactory() {
        XCTAssert(PriceLabelFactory.getInstance() === PriceLabelFactory.getInstance())
    }
}
