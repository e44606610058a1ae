import DemoSupport

/// The `factory` scenario (F4): the price label of each kind of price, as a product cell gets it.
/// Written once; `FactoryLabels` and the `conditional` variant's `ConditionalLabels` plug in.
func factory(with design: any PriceLabelDesign, _ t: Transcript) {
    t.declare(.actor("Guest"))
    let cases: [(Double, Bool, String)] = [
        (120, false, "for sale"), (15, true, "for rent"), (0, true, "free, for rent"),
    ]
    for (number, (price, rent, what)) in zip(1..., cases) {
        let product = Product(
            id: "f\(number)", userId: Market.layla, name: "Item \(number)", price: price, rent: rent,
            city: "Boulder", imageURLs: [], addedDate: 0, categories: [], description: "")
        let cell = ProductCell(product: product, viewerId: nil, labels: design)
        t.result("price \(Int(price)), rent \(rent) (\(what)): \(cell.priceLabel.rendered)")
    }
}
