import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Factory: price labels")
struct PriceLabelTests {
    let factory = PriceLabelFactory.getInstance()
    let styles = LabelStyles()

    @Test func freeIsCheckedFirstThenRentThenNormal() {
        #expect(type(of: factory.getLabel(price: 0, rent: false, styles: styles)) == FreePriceLabel.self)
        #expect(type(of: factory.getLabel(price: 0, rent: true, styles: styles)) == FreePriceLabel.self)
        #expect(type(of: factory.getLabel(price: 15, rent: true, styles: styles)) == RentPriceLabel.self)
        #expect(type(of: factory.getLabel(price: 120, rent: false, styles: styles)) == NormalPriceLabel.self)
    }

    @Test func labelsLookAsTheOriginalSays() {
        let free = factory.getLabel(price: 0, rent: false, styles: styles)
        #expect(free.text == "😍 Free")
        #expect(free.text.unicodeScalars.first?.value == 0x1F60D)
        #expect((free.backgroundColor, free.textColor) == (.red, .white))
        let rent = factory.getLabel(price: 15, rent: true, styles: styles)
        #expect((rent.text, rent.backgroundColor, rent.textColor) == ("$15 for rent", .purple, .white))
        let normal = factory.getLabel(price: 120, rent: false, styles: styles)
        #expect((normal.text, normal.backgroundColor, normal.textColor) == ("$120", .white, .black))
        #expect(normal.rendered == "[$120] black on white")
    }

    @Test(arguments: [0.0, 1, 15, 120, 9_999_999])
    func theConditionalDesignDrawsTheSameLabels(price: Double) {
        for rent in [false, true] {
            let byFactory = FactoryLabels().makeLabel(price: price, rent: rent, for: "cell")
            let byBranches = ConditionalLabels().makeLabel(
                price: price, rent: rent, for: "cell")
            #expect(byFactory.rendered == byBranches.rendered, "\(price) \(rent)")
        }
    }
}

@Suite("Flyweight: label styles")
struct LabelStyleTests {
    @Test func eachKindsStyleIsMadeOnceAndSharedWhileEachLabelKeepsItsPrice() {
        let styles = LabelStyles()
        let factory = PriceLabelFactory.getInstance()
        let labels = [(120.0, false), (25, false), (0, false), (0, true), (15, true)].map {
            factory.getLabel(price: $0.0, rent: $0.1, styles: styles)
        }
        #expect((styles.made, styles.hits) == (3, 2))
        #expect(labels[0].style === labels[1].style && labels[2].style === labels[3].style)
        #expect(labels.map(\.text) == ["$120", "$25", "😍 Free", "😍 Free", "$15 for rent"])
    }

    @Test func twoScreensHaveTwoPools() {
        let (first, second) = (LabelStyles(), LabelStyles())
        #expect(first.style(for: NormalPriceLabel.self) !== second.style(for: NormalPriceLabel.self))
    }
}
