import DemoSupport

/// The `labels` scenario (F4): the price label of each kind of price, then the Things tab's cells.
/// Written once; `FactoryLabels` and the `conditional` variant's `ConditionalLabels` plug in.
func labels(with design: any PriceLabelDesign, _ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Guest"), Participant("ProductCell"))
    t.heading("One label per kind of price")
    let cases: [(Double, Bool, String)] = [
        (120, false, "for sale"), (0, false, "free"), (15, true, "for rent"),
        (0, true, "a free rental: free is checked first"), (1, false, "the smallest price"),
    ]
    for (price, rent, what) in cases {
        let label = design.makeLabel(price: price, rent: rent, for: "ProductCell")
        t.result("price \(Int(price)), rent \(rent) (\(what)): \(label.rendered)")
    }
    t.heading("F4 The Things tab: each cell gets its label the same way")
    market.phone(of: "Guest").run(t) {
        ProductsViewController(labels: design).open()
    }
}
