import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class ProductRuleTests: XCTestCase {
    func testPostingNeedsALogin() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        XCTAssertEqual(
            asUser(nil, in: market) { $0.postProduct(sampleForm()) }.failure, .loginRequired("post a product")
        )
        assertSameLines(market.cloud.fingerprint, before)
    }

    func testAMalformedPriceIsRefusedAndChangesNothing() {
        for price in ["12.5", "-3", "abc", "1e3", "٣٠", "３", "12 000", "12345678", "+5"] {
            let market = freshMarket()
            let before = market.cloud.fingerprint
            let posted = asUser(Market.sami, in: market) { $0.postProduct(sampleForm(price: price)) }
            XCTAssertEqual(
                posted.failure, .invalidField("price \(quoted(price)) is not a whole number of dollars"))
            assertSameLines(market.cloud.fingerprint, before)
        }
    }

    func testAnEmptyPriceMakesTheProductFreeAndWholeNumbersAreKept() throws {
        XCTAssertEqual(try FormRules.price("").get(), 0)
        XCTAssertEqual(try FormRules.price(" 120 ").get(), 120)
        XCTAssertEqual(try FormRules.price("0").get(), 0)
        let market = freshMarket()
        let posted = asUser(Market.sami, in: market) { $0.postProduct(sampleForm(price: "")) }
        XCTAssert((try? posted.get())?.price == 0)
    }

    func testPostingRefusesEmptyFieldsMissingPhotoAndUnknownCategory() {
        let market = freshMarket()
        var form = sampleForm()
        form.name = " "
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure, .invalidField("name is empty"))
        form = sampleForm()
        form.city = ""
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure, .invalidField("city is empty"))
        form = sampleForm()
        form.image = nil
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure,
            .invalidField("a product needs a photo"))
        form = sampleForm()
        form.categories = ["Cars"]
        XCTAssertEqual(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure,
            .invalidField("there is no category Cars"))
        XCTAssertEqual(market.cloud.products.count, 6)
    }

    func testOnlyTheOwnerEditsDeletesOrMarksSold() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        for user in [Market.sami, Market.nour] {
            let edit = asUser(user, in: market) {
                $0.updateProduct(id: "p1", ProductEdit(title: "X", description: "Y", price: "1"))
            }
            XCTAssertEqual(edit.failure, .notOwner("edit it"))
            XCTAssertEqual(
                asUser(user, in: market) { $0.deleteProduct(id: "p1") }.failure, .notOwner("delete it"))
            XCTAssertEqual(
                asUser(user, in: market) { $0.setAvailable(productId: "p1", false) }.failure,
                .notOwner("mark it as sold"))
        }
        XCTAssertEqual(
            asUser(nil, in: market) { $0.deleteProduct(id: "p1") }.failure, .loginRequired("delete a product")
        )
        assertSameLines(market.cloud.fingerprint, before)
    }

    func testTheOwnerEditsWithTheOriginalsValidation() {
        let market = freshMarket()
        let cases: [(String, String, String, ApiError)] = [
            ("", "d", "1", .invalidField("title is empty")),
            ("t", " ", "1", .invalidField("description is empty")),
            ("t", "d", "", .invalidField("price is empty")),
            ("t", "d", "9.99", .invalidField("price \"9.99\" is not a whole number of dollars")),
        ]
        let before = market.cloud.fingerprint
        for (title, description, price, error) in cases {
            let result = asUser(Market.layla, in: market) {
                $0.updateProduct(id: "p1", ProductEdit(title: title, description: description, price: price))
            }
            XCTAssertEqual(result.failure, error)
        }
        assertSameLines(market.cloud.fingerprint, before)
        let saved = asUser(Market.layla, in: market) {
            $0.updateProduct(id: "p1", ProductEdit(title: "Bike", description: "Red", price: "99"))
        }
        XCTAssert(
            (try? saved.get()).map { ($0.name, $0.description, $0.price) } ?? ("", "", 0) == (
                "Bike", "Red", 99
            ))
    }

    func testMarkSoldAndNotSoldAndNotTwice() {
        let market = freshMarket()
        XCTAssert(
            (try? asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", false) }.get())?
                .available == false)
        XCTAssertEqual(
            asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", false) }.failure,
            .notAllowed("Road bike is already sold"))
        XCTAssert(
            (try? asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", true) }.get())?
                .available == true)
    }

    func testDeletingAProductRemovesItsChats() {
        let market = freshMarket()
        _ = asUser(Market.sami, in: market) { $0.postSession(productId: "p4") }
        XCTAssertEqual(market.cloud.sessions.count, 1)
        XCTAssert((try? asUser(Market.layla, in: market) { $0.deleteProduct(id: "p4") }.get())?.id == "p4")
        XCTAssert(market.cloud.sessions.isEmpty)
        XCTAssertNil(market.product("p4"))
        XCTAssert(market.cloud.imageServer[Market.image("bike.jpg")] != nil, "p1 still uses the photo")
    }
}
