import DemoSupport

/// The `flyweight` scenario: six cells, three kinds of price label. Each kind's look (`LabelStyle`) is
/// made once by the screen's pool and shared; each label keeps only its own price.
func flyweight(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Guest"), Participant("ProductsViewController"), Participant("labelStyles"))
    let design = FactoryLabels()
    let things = ProductsViewController(labels: design)
    t.heading("Six cells, three kinds of label: each look is made once, then shared")
    market.phone(of: "Guest").run(t) { things.open() }
    t.result(
        "labelStyles: \(count(design.styles.made, "style")) made, \(count(design.styles.hits, "hit")) "
            + "for \(count(things.cells.count, "label"))")
    guard let bike = things.cell("p1")?.priceLabel, let helmet = things.cell("p4")?.priceLabel else { return }
    t.result(
        "p1 and p4 share \(bike.style.traceText) (one object: \(bike.style === helmet.style)); "
            + "each keeps its own price: \(bike.text), \(helmet.text)")
}
