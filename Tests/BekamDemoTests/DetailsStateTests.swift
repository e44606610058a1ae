import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class DetailsStateTests: XCTestCase {
    private func open(_ productId: String, as userId: String?, in market: Market, flags: Bool = false)
        -> (any ProductDetailsScreen)?
    {
        market.phone(of: "test", loggedInAs: userId).run { () -> (any ProductDetailsScreen)? in
            let things = flags ? FlagProductsViewController() : ProductsViewController()
            things.didSelectProduct(id: productId)
            return things.openedDetails
        }
    }

    func testTheStrategyIsChosenByOwnershipAndPicksTheStartingState() {
        let market = freshMarket()
        market.markSold(productId: "p3")
        let mine = open("p1", as: Market.layla, in: market) as? ProductDetailsController
        let sold = open("p3", as: Market.layla, in: market) as? ProductDetailsController
        let other = open("p1", as: Market.sami, in: market) as? ProductDetailsController
        let guest = open("p1", as: nil, in: market) as? ProductDetailsController
        XCTAssert(mine?.state is MyProductDetailsState)
        XCTAssert(other?.state is OtherProductDetailsState)
        XCTAssert(guest?.state is OtherProductDetailsState)
        assertSameElements(
            [mine, sold, other, guest].map { $0?.listing?.traceName },
            ["ForSaleState", "SoldState", "OthersProductState", "OthersProductState"])
        XCTAssertEqual(mine?.listing?.buttonTitle, "💰 Mark as sold")
        XCTAssertEqual(other?.listing?.buttonTitle, "💬 Let's Chat")
    }

    func testTheTapGoesFromTheScreenToItsStateNotThroughTheStrategy() throws {
        let market = freshMarket()
        let screen = try XCTUnwrap(open("p1", as: Market.layla, in: market) as? ProductDetailsController)
        let transcript = Transcript()
        transcript.recording {
            market.phone(of: "Layla", loggedInAs: Market.layla).run { screen.actionButtonTapped() }
        }
        let calls = transcript.events.compactMap { event -> String? in
            guard case .message(let message) = event else { return nil }
            return "\(message.from) -> \(message.to): \(message.text)"
        }
        assertSameElements(
            Array(calls.dropFirst().prefix(2)),
            [
                "ProductDetailsController -> ForSaleState: actionButtonClicked(ProductDetailsController)",
                "ForSaleState -> ProductDetailsController: markAsSoldClicked()",
            ])
    }

    func testTheOwnersButtonMarksSoldThenNotSold() throws {
        for flags in [false, true] {
            let market = freshMarket()
            let phone = market.phone(of: "Layla", loggedInAs: Market.layla)
            let screen = try XCTUnwrap(open("p1", as: Market.layla, in: market, flags: flags))
            var availability: [Bool?] = []
            for _ in 1...3 {
                phone.run { screen.actionButtonTapped() }
                availability.append(market.product("p1")?.available)
            }
            assertSameElements(availability, [false, true, false])
        }
    }

    func testEachListingStatePicksTheNextOneAndTheSameTapDoesTheOpposite() throws {
        let market = freshMarket()
        let phone = market.phone(of: "Layla", loggedInAs: Market.layla)
        let screen = try XCTUnwrap(open("p1", as: Market.layla, in: market) as? ProductDetailsController)
        var seen = [screen.listing?.traceName ?? "none"]
        for _ in 1...2 {
            phone.run { screen.listing?.actionButtonClicked(screen) }
            seen.append("\(screen.listing?.traceName ?? "none") \(screen.listing?.buttonTitle ?? "")")
        }
        assertSameElements(
            seen, ["ForSaleState", "SoldState 🔄 Mark as not sold", "ForSaleState 💰 Mark as sold"])
    }

    func testARefusedTapLeavesTheStateAsItWas() throws {
        let market = freshMarket()
        let screen = try XCTUnwrap(open("p1", as: Market.layla, in: market) as? ProductDetailsController)
        // Logged out on this phone: the facade refuses, so the state must not move.
        market.phone(of: "Layla").run { screen.listing?.actionButtonClicked(screen) }
        XCTAssert(screen.listing is ForSaleState)
        XCTAssertEqual(market.product("p1")?.available, true)
    }

    func testAnotherUserCannotEditOrDeleteAndNothingChanges() {
        for flags in [false, true] {
            let market = freshMarket()
            let before = market.cloud.fingerprint
            let transcript = Transcript()
            let screen = open("p1", as: Market.sami, in: market, flags: flags)
            transcript.recording {
                market.phone(of: "Sami", loggedInAs: Market.sami).run {
                    screen?.applyTapped(title: "Mine", description: "Mine", price: "1")
                    screen?.deleteTapped()
                }
            }
            assertSameLines(market.cloud.fingerprint, before)
            assertSameElements(
                transcript.results.filter { if case .refusal = $0 { true } else { false } },
                [
                    .refusal("only the product's owner can edit it"),
                    .refusal("only the product's owner can delete it"),
                ])
        }
    }

    func testLetsChatNeedsALoginAndOpensOneSession() {
        let market = freshMarket()
        let guest = open("p1", as: nil, in: market)
        market.phone(of: "Guest").run { guest?.actionButtonTapped() }
        XCTAssert(market.cloud.sessions.isEmpty)
        XCTAssertNil(guest?.openedChat)
        let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
        let screen = sami.run {
            let things = ProductsViewController()
            things.didSelectProduct(id: "p1")
            return things.openedDetails
        }
        sami.run { screen?.actionButtonTapped() }
        sami.run { screen?.actionButtonTapped() }
        XCTAssertEqual(market.cloud.sessions.count, 1)
        XCTAssert(
            market.cloud.sessions.first.map { ($0.ownerId, $0.buyerId, $0.productId) } ?? ("", "", "") == (
                Market.layla, Market.sami, "p1"
            ))
        XCTAssertEqual(screen?.openedChat?.sessionId, "s1")
    }

    func testCancelShowsTheStoredValuesToTheOwnerAndIsRefusedToOthers() {
        let market = freshMarket()
        let transcript = Transcript()
        let (mine, other) = (
            open("p1", as: Market.layla, in: market), open("p1", as: Market.sami, in: market)
        )
        transcript.recording {
            market.phone(of: "Layla", loggedInAs: Market.layla).run {
                mine?.applyTapped(title: "Bike", description: " ", price: "9")
                (mine as? ProductDetailsController)?.cancelTapped()
            }
            market.phone(of: "Sami", loggedInAs: Market.sami).run {
                (other as? ProductDetailsController)?.cancelTapped()
            }
        }
        let lines = transcript.results.map(\.line).filter { $0.contains("✏️ Steel") || $0.contains("refused") }
        assertSameElements(
            lines,
            [
                "=> refused: description is empty", "=>   ✏️ Steel frame, 54 cm, new tyres",
                "=> refused: only the product's owner can edit it",
            ])
        XCTAssertEqual(market.product("p1")?.name, "Road bike")
    }

    func testTheDetailsScreenWritesFreeAsTheOriginalDid() {
        let market = freshMarket()
        let prices = ["p2", "p1", "p3"].compactMap { market.product($0) }.map(DetailsText.price)
        assertSameElements(prices, ["😍Free", "$120", "$15 for rent"])
    }
}
