import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Singleton: ApiServices and PriceLabelFactory")
struct SingletonTests {
    @Test func twoScreensOfOneAppShareOneInstanceAndAnotherAppHasItsOwn() {
        let market = freshMarket()
        let (first, second) = (market.phone(of: "A"), market.phone(of: "B"))
        let (login, things) = first.run {
            (LoginViewController().services, ProductsViewController().services)
        }
        let other = second.run { ProfileViewController().services }
        #expect(login === things && things === first.services)
        #expect(other !== login)
        #expect([login.instanceName, other.instanceName] == ["ApiServices #1", "ApiServices #2"])
    }

    @Test func everyClientGetsTheSameFactory() {
        #expect(PriceLabelFactory.getInstance() === PriceLabelFactory.getInstance())
    }
}
