import TestSupport
import XCTest

@testable import BekamDemo

final class ProductQueryTests: XCTestCase {
    let products = freshMarket().cloud.products

    private func ids(_ query: ProductQuery, _ list: [Product]? = nil) -> [String] {
        query.apply(to: list ?? products).map(\.id)
    }

    func testSortsAreTotalWithTiesByNumericId() {
        assertSameElements(ids(ProductQuery(sort: .priceLowToHigh)), ["p2", "p6", "p3", "p4", "p5", "p1"])
        assertSameElements(ids(ProductQuery(sort: .priceHighToLow)), ["p1", "p5", "p4", "p3", "p2", "p6"])
        assertSameElements(ids(ProductQuery(sort: .name)), ["p4", "p3", "p2", "p6", "p5", "p1"])
        assertSameElements(ids(ProductQuery()), ["p6", "p5", "p4", "p3", "p2", "p1"])
        func item(_ id: String) -> Product {
            Product(
                id: id, userId: "u1", name: "Same", price: 5, rent: false, city: "X", imageURLs: [],
                addedDate: 1,
                categories: [], description: "")
        }
        let tied = [item("p10"), item("p2"), item("p1")]
        for sort in [ProductQuery.Sort.newest, .priceLowToHigh, .priceHighToLow, .name] {
            assertSameElements(ids(ProductQuery(sort: sort), tied), ["p1", "p2", "p10"])
        }
    }

    func testTheOrderDoesNotDependOnTheInputOrder() {
        for sort in [ProductQuery.Sort.newest, .priceLowToHigh, .priceHighToLow, .name] {
            let query = ProductQuery(sort: sort)
            assertSameElements(ids(query, products.reversed()), ids(query, products))
        }
    }

    func testFilters() {
        assertSameElements(ids(ProductQuery(freeOnly: true)), ["p6", "p2"])
        assertSameElements(ids(ProductQuery(rentOnly: true)), ["p6", "p3"])
        assertSameElements(ids(ProductQuery(city: "DENVER")), ["p5", "p2"])
        assertSameElements(ids(ProductQuery(category: "Bikes")), ["p4", "p1"])
        assertSameElements(ids(ProductQuery(maxPrice: 25)), ["p6", "p4", "p3", "p2"])
        var sold = products
        sold[0].available = false
        assertSameElements(
            ProductQuery(availableOnly: true).apply(to: sold).map(\.id), ["p6", "p5", "p4", "p3", "p2"])
    }

    func testSearchIsCaseInsensitiveAndNeedsEveryWord() {
        assertSameElements(ids(ProductQuery(search: "BiKe")), ["p4", "p1"])
        assertSameElements(ids(ProductQuery(search: "bike steel")), ["p1"])
        assertSameElements(ids(ProductQuery(search: "  ")), ids(ProductQuery()))
        XCTAssert(ids(ProductQuery(search: "piano")).isEmpty)
    }
}
