import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class MVCTests: XCTestCase {
    func testAnEditGoesThroughTheServerComesBackAsTheModelAndIsShownHereAndOnAnotherPhone() throws {
        let market = freshMarket()
        let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
        let things = ProductsViewController()
        layla.run { things.didSelectProduct(id: "p1") }
        let screen = try XCTUnwrap(things.openedDetails as? ProductDetailsController)
        let transcript = Transcript()
        transcript.recording {
            layla.run { screen.applyTapped(title: "Road bike", description: "Steel", price: "99") }
        }
        let seenBySami = market.phone(of: "Sami").run { ApiServices.getInstance().loadProducts() }
        assertSameElements(
            [screen.product.price, market.product("p1")?.price, seenBySami.last?.price], [99, 99, 99])
        XCTAssertEqual(transcript.results.first?.line.hasPrefix("=> details p1: ✏️ Road bike · $99"), true)
    }
}
