import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class FlyweightTests: XCTestCase {
    func testCellsShowingTheSameURLShareOneObject() {
        let market = freshMarket()
        let things = ProductsViewController()
        market.phone(of: "Sami", loggedInAs: Market.sami).run {
            things.open()
            things.displayImages()
        }
        let bike = things.cell("p1")?.image
        XCTAssert(bike != nil)
        XCTAssert(bike === things.cell("p4")?.image)
        XCTAssertNil(things.cell("p5")?.image, "book.jpg is over the limit")
    }

    func testHitsMissesAndBytesAreCounted() {
        let market = freshMarket()
        let phone = market.phone(of: "Sami")
        let stats = phone.run { () -> ImageApi.Stats in
            let api = ApiServices.getInstance()
            _ = api.loadImage(url: Market.image("bike.jpg"))
            _ = api.loadImage(url: Market.image("bike.jpg"))
            _ = api.loadImage(url: Market.image("tent.jpg"))
            return api.imageCacheStats
        }
        XCTAssertEqual(stats, ImageApi.Stats(hits: 1, misses: 2, failures: 0, entries: 2, bytesHeld: 300_000))
    }

    func testAFailedFetchIsNotCachedAndIsTriedAgain() {
        let market = freshMarket()
        let url = Market.image("new.jpg")
        let phone = market.phone(of: "Sami")
        XCTAssertEqual(phone.run { ApiServices.getInstance().loadImage(url: url) }.failure, .notOnServer)
        market.cloud.imageServer[url] = 1_000
        let data = phone.run { try? ApiServices.getInstance().loadImage(url: url).get() }
        XCTAssertEqual(data?.byteCount, 1_000)
        XCTAssertEqual(
            phone.services.imageCacheStats,
            ImageApi.Stats(hits: 0, misses: 2, failures: 1, entries: 1, bytesHeld: 1_000))
    }

    func testImagesOverTheLimitAreRefused() {
        let market = freshMarket()
        market.cloud.imageServer[Market.image("edge.jpg")] = ImageApi.maxSize
        let phone = market.phone(of: "Sami")
        XCTAssertEqual(
            phone.run { ApiServices.getInstance().loadImage(url: Market.image("book.jpg")) }.failure,
            .tooLarge(300_000))
        XCTAssertEqual(
            phone.run {
                (try? ApiServices.getInstance().loadImage(url: Market.image("edge.jpg")).get())?.byteCount
            }, ImageApi.maxSize)
    }

    func testEachAppHasItsOwnCache() {
        let market = freshMarket()
        let first = market.phone(of: "A")
        let second = market.phone(of: "B")
        _ = first.run { ApiServices.getInstance().loadImage(url: Market.image("bike.jpg")) }
        _ = second.run { ApiServices.getInstance().loadImage(url: Market.image("bike.jpg")) }
        XCTAssertEqual(first.services.imageCacheStats.misses, 1)
        XCTAssertEqual(second.services.imageCacheStats.misses, 1)
    }
}
