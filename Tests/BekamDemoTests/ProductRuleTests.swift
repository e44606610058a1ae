import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Product rules")
struct ProductRuleTests {
    @Test func postingNeedsALogin() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        #expect(
            asUser(nil, in: market) { $0.postProduct(sampleForm()) }.failure
                == .loginRequired("post a product"))
        #expect(market.cloud.fingerprint == before)
    }

    @Test(arguments: ["12.5", "-3", "abc", "1e3", "٣٠", "３", "12 000", "12345678", "+5"])
    func aMalformedPriceIsRefusedAndChangesNothing(price: String) {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        let posted = asUser(Market.sami, in: market) { $0.postProduct(sampleForm(price: price)) }
        #expect(posted.failure == .invalidField("price \(quoted(price)) is not a whole number of dollars"))
        #expect(market.cloud.fingerprint == before)
    }

    @Test func anEmptyPriceMakesTheProductFreeAndWholeNumbersAreKept() throws {
        #expect(try FormRules.price("").get() == 0)
        #expect(try FormRules.price(" 120 ").get() == 120)
        #expect(try FormRules.price("0").get() == 0)
        let market = freshMarket()
        let posted = asUser(Market.sami, in: market) { $0.postProduct(sampleForm(price: "")) }
        #expect((try? posted.get())?.price == 0)
    }

    @Test func postingRefusesEmptyFieldsMissingPhotoAndUnknownCategory() {
        let market = freshMarket()
        var form = sampleForm()
        form.name = " "
        #expect(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure == .invalidField("name is empty")
        )
        form = sampleForm()
        form.city = ""
        #expect(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure == .invalidField("city is empty")
        )
        form = sampleForm()
        form.image = nil
        #expect(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure
                == .invalidField("a product needs a photo"))
        form = sampleForm()
        form.categories = ["Cars"]
        #expect(
            asUser(Market.sami, in: market) { $0.postProduct(form) }.failure
                == .invalidField("there is no category Cars"))
        #expect(market.cloud.products.count == 6)
    }

    @Test func onlyTheOwnerEditsDeletesOrMarksSold() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        for user in [Market.sami, Market.nour] {
            let edit = asUser(user, in: market) {
                $0.updateProduct(id: "p1", name: "X", description: "Y", price: "1")
            }
            #expect(edit.failure == .notOwner("edit it"))
            #expect(asUser(user, in: market) { $0.deleteProduct(id: "p1") }.failure == .notOwner("delete it"))
            #expect(
                asUser(user, in: market) { $0.setAvailable(productId: "p1", false) }.failure
                    == .notOwner("mark it as sold"))
        }
        #expect(
            asUser(nil, in: market) { $0.deleteProduct(id: "p1") }.failure
                == .loginRequired("delete a product"))
        #expect(market.cloud.fingerprint == before)
    }

    @Test func theOwnerEditsWithTheOriginalsValidation() {
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
                $0.updateProduct(id: "p1", name: title, description: description, price: price)
            }
            #expect(result.failure == error)
        }
        #expect(market.cloud.fingerprint == before)
        let saved = asUser(Market.layla, in: market) {
            $0.updateProduct(id: "p1", name: "Bike", description: "Red", price: "99")
        }
        #expect(
            (try? saved.get()).map { ($0.name, $0.description, $0.price) } ?? ("", "", 0) == (
                "Bike", "Red", 99
            ))
    }

    @Test func markSoldAndNotSoldAndNotTwice() {
        let market = freshMarket()
        #expect(
            (try? asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", false) }.get())?
                .available == false)
        #expect(
            asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", false) }.failure
                == .notAllowed("Road bike is already sold"))
        #expect(
            (try? asUser(Market.layla, in: market) { $0.setAvailable(productId: "p1", true) }.get())?
                .available == true)
    }

    @Test func deletingAProductRemovesItsChats() {
        let market = freshMarket()
        _ = asUser(Market.sami, in: market) { $0.postSession(productId: "p4") }
        #expect(market.cloud.sessions.count == 1)
        #expect((try? asUser(Market.layla, in: market) { $0.deleteProduct(id: "p4") }.get())?.id == "p4")
        #expect(market.cloud.sessions.isEmpty)
        #expect(market.product("p4") == nil)
        #expect(market.cloud.imageServer[Market.image("bike.jpg")] != nil, "p1 still uses the photo")
    }
}
