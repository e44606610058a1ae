import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class PriceLabelTests: XCTestCase {
    let factory = PriceLabelFactory.getInstance()
    let styles = LabelStyles()

    func testFreeIsCheckedFirstThenRentThenNormal() {
        XCTAssert(type(of: factory.getLabel(price: 0, rent: false, styles: styles)) == FreePriceLabel.self)
        XCTAssert(type(of: factory.getLabel(price: 0, rent: true, styles: styles)) == FreePriceLabel.self)
        XCTAssert(type(of: factory.getLabel(price: 15, rent: true, styles: styles)) == RentPriceLabel.self)
        XCTAssert(
            type(of: factory.getLabel(price: 120, rent: false, styles: styles)) == NormalPriceLabel.self)
    }

    /// The smallest price is a normal one, not Free (it left the `factory` scenario for this test).
    func testTheSmallestPriceIsNormal() {
        let label = factory.getLabel(price: 1, rent: false, styles: styles)
        XCTAssert(type(of: label) == NormalPriceLabel.self)
        assertSameLines(label.rendered, "[$1] black on white")
    }

    func testLabelsLookAsTheOriginalSays() {
        let free = factory.getLabel(price: 0, rent: false, styles: styles)
        assertSameLines(free.text, "😍 Free")
        XCTAssertEqual(free.text.unicodeScalars.first?.value, 0x1F60D)
        XCTAssert((free.backgroundColor, free.textColor) == (.red, .white))
        let rent = factory.getLabel(price: 15, rent: true, styles: styles)
        XCTAssert((rent.text, rent.backgroundColor, rent.textColor) == ("$15 for rent", .purple, .white))
        let normal = factory.getLabel(price: 120, rent: false, styles: styles)
        XCTAssert((normal.text, normal.backgroundColor, normal.textColor) == ("$120", .white, .black))
        assertSameLines(normal.rendered, "[$120] black on white")
    }

    func testTheConditionalDesignDrawsTheSameLabels() {
        for price in [0.0, 1, 15, 120, 9_999_999] {
            for rent in [false, true] {
                let product = Product(
                    id: "x", userId: "u1", name: "Item", price: price, rent: rent, city: "Boulder",
                    imageURLs: [], addedDate: 0, categories: [], description: "")
                let byFactory = ProductCell(product: product, viewerId: nil, labels: FactoryLabels())
                let byBranches = ProductCell(product: product, viewerId: nil, labels: ConditionalLabels())
                assertSameLines(
                    byFactory.priceLabel.rendered, byBranches.priceLabel.rendered, "\(price) \(rent)")
            }
        }
    }
}

final class LabelStyleTests: XCTestCase {
    func testEachKindsStyleIsMadeOnceAndSharedWhileEachLabelKeepsItsPrice() {
        let styles = LabelStyles()
        let factory = PriceLabelFactory.getInstance()
        let labels = [(120.0, false), (25, false), (0, false), (0, true), (15, true)].map {
            factory.getLabel(price: $0.0, rent: $0.1, styles: styles)
        }
        XCTAssert((styles.made, styles.hits) == (3, 2))
        XCTAssert(labels[0].style === labels[1].style && labels[2].style === labels[3].style)
        assertSameElements(labels.map(\.text), ["$120", "$25", "😍 Free", "😍 Free", "$15 for rent"])
    }

    /// The whole Things tab (it left the `flyweight` scenario, which shows two cells): six cells,
    /// three kinds of label, so three looks made and three hits.
    func testTheThingsTabsSixCellsShareThreeLooks() {
        let market = freshMarket()
        let design = FactoryLabels()
        let things = market.phone(of: "Guest").run { () -> ProductsViewController in
            let things = ProductsViewController(labels: design)
            things.open()
            return things
        }
        XCTAssert((things.cells.count, design.styles.made, design.styles.hits) == (6, 3, 3))
    }

    func testTwoScreensHaveTwoPools() {
        let (first, second) = (LabelStyles(), LabelStyles())
        XCTAssert(first.style(for: NormalPriceLabel.self) !== second.style(for: NormalPriceLabel.self))
    }
}
