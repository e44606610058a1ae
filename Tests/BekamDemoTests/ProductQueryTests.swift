import Testing

@testable import BekamDemo

@Suite("Sorting, filtering, searching")
struct ProductQueryTests {
    let products = freshMarket().cloud.products

    private func ids(_ query: ProductQuery, _ list: [Product]? = nil) -> [String] {
        query.apply(to: list ?? products).map(\.id)
    }

    @Test func sortsAreTotalWithTiesByNumericId() {
        #expect(ids(ProductQuery(sort: .priceLowToHigh)) == ["p2", "p6", "p3", "p4", "p5", "p1"])
        #expect(ids(ProductQuery(sort: .priceHighToLow)) == ["p1", "p5", "p4", "p3", "p2", "p6"])
        #expect(ids(ProductQuery(sort: .name)) == ["p4", "p3", "p2", "p6", "p5", "p1"])
        #expect(ids(ProductQuery()) == ["p6", "p5", "p4", "p3", "p2", "p1"])
        func item(_ id: String) -> Product {
            Product(
                id: id, userId: "u1", name: "Same", price: 5, rent: false, city: "X", imageURLs: [],
                addedDate: 1,
                categories: [], description: "")
        }
        let tied = [item("p10"), item("p2"), item("p1")]
        for sort in [ProductQuery.Sort.newest, .priceLowToHigh, .priceHighToLow, .name] {
            #expect(ids(ProductQuery(sort: sort), tied) == ["p1", "p2", "p10"])
        }
    }

    @Test func theOrderDoesNotDependOnTheInputOrder() {
        for sort in [ProductQuery.Sort.newest, .priceLowToHigh, .priceHighToLow, .name] {
            let query = ProductQuery(sort: sort)
            #expect(ids(query, products.reversed()) == ids(query, products))
        }
    }

    @Test func filters() {
        #expect(ids(ProductQuery(freeOnly: true)) == ["p6", "p2"])
        #expect(ids(ProductQuery(rentOnly: true)) == ["p6", "p3"])
        #expect(ids(ProductQuery(city: "DENVER")) == ["p5", "p2"])
        #expect(ids(ProductQuery(category: "Bikes")) == ["p4", "p1"])
        #expect(ids(ProductQuery(maxPrice: 25)) == ["p6", "p4", "p3", "p2"])
        var sold = products
        sold[0].available = false
        #expect(
            ProductQuery(availableOnly: true).apply(to: sold).map(\.id) == ["p6", "p5", "p4", "p3", "p2"])
    }

    @Test func searchIsCaseInsensitiveAndNeedsEveryWord() {
        #expect(ids(ProductQuery(search: "BiKe")) == ["p4", "p1"])
        #expect(ids(ProductQuery(search: "bike steel")) == ["p1"])
        #expect(ids(ProductQuery(search: "  ")) == ids(ProductQuery()))
        #expect(ids(ProductQuery(search: "piano")).isEmpty)
    }
}
