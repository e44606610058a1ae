import DemoSupport

/// The `factory` scenario (F4): the price label of each kind of price.
/// Written once; `FactoryLabels` and the `conditional` variant's `ConditionalLabels` plug in.
func factory(with design: any PriceLabelDesign, _ t: Transcript) {
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
    t.note("Every product cell gets its label this way (the flyweight scenario shows the Things tab).")
}
