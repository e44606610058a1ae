import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Factory: price labels")
struct PriceLabelTests {
    let factory = PriceLabelFactory.getInstance()

    @Test func freeIsCheckedFirstThenRentThenNormal() {
        #expect(type(of: factory.getLabel(price: 0, rent: false)) == FreePriceLabel.self)
        #expect(type(of: factory.getLabel(price: 0, rent: true)) == FreePriceLabel.self)
        #expect(type(of: factory.getLabel(price: 15, rent: true)) == RentPriceLabel.self)
        #expect(type(of: factory.getLabel(price: 120, rent: false)) == NormalPriceLabel.self)
    }

    @Test func labelsLookAsTheOriginalSays() {
        let free = factory.getLabel(price: 0, rent: false)
        #expect(free.text == "😍 Free")
        #expect(free.text.unicodeScalars.first?.value == 0x1F60D)
        #expect((free.backgroundColor, free.textColor) == (.red, .white))
        let rent = factory.getLabel(price: 15, rent: true)
        #expect((rent.text, rent.backgroundColor, rent.textColor) == ("$15 for rent", .purple, .white))
        let normal = factory.getLabel(price: 120, rent: false)
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
