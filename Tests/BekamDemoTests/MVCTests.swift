import DemoSupport
import Testing

@testable import BekamDemo

@Suite("MVC and client-server")
struct MVCTests {
    @Test func anEditGoesThroughTheServerComesBackAsTheModelAndIsShownHereAndOnAnotherPhone() throws {
        let market = freshMarket()
        let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
        let screen = try #require(layla.run { ProductDetailsController.present(productId: "p1") })
        let transcript = Transcript()
        transcript.recording {
            layla.run { screen.applyTapped(title: "Road bike", description: "Steel", price: "99") }
        }
        let seenBySami = market.phone(of: "Sami").run { ApiServices.getInstance().loadProducts() }
        #expect([screen.product.price, market.product("p1")?.price, seenBySami.last?.price] == [99, 99, 99])
        #expect(transcript.results.first?.line.hasPrefix("=> details p1: ✏️ Road bike · $99") == true)
    }
}
