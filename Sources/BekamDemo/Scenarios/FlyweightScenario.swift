import DemoSupport

/// The `flyweight` scenario: the cells of the Bike helmet and the Road bike, both with a normal price
/// label. Their kind's look (`LabelStyle`) is made once by the pool and shared; each label keeps only
/// its own price.
func flyweight(_ t: Transcript) {
    let market = Market(t)
    let design = FactoryLabels()
    t.declare(Participant("labelStyles"))
    t.heading("Two cells with a label of one kind: its look is made once, then shared")
    let labels = ["p4", "p1"].compactMap(market.product).map {
        ProductCell(product: $0, viewerId: nil, labels: design).priceLabel
    }
    guard labels.count == 2 else { return }
    showSharing(of: design.styles, labels.count, ("p1", labels[1]), ("p4", labels[0]), t)
}

/// The pool's tally, and that the labels of two cells hold one look and each their own price.
private func showSharing(
    of styles: LabelStyles, _ labelCount: Int, _ first: (String, PriceLabel), _ second: (String, PriceLabel),
    _ t: Transcript
) {
    t.result(
        "labelStyles: \(count(styles.made, "style")) made, \(count(styles.hits, "hit")) "
            + "for \(count(labelCount, "label"))")
    t.result(
        "\(first.0) and \(second.0) share \(first.1.style.traceText) (one object: "
            + "\(first.1.style === second.1.style)); each keeps its own price: \(first.1.text), \(second.1.text)"
    )
}

/// Opens the Things tab (showing `query`) with `design`'s labels, then tallies `styles`, the screen's pool, and shows
/// that the labels of the two cells `sharedBy` names hold one look and each their own price.
func sharedLooks(
    _ design: some PriceLabelDesign, from styles: LabelStyles, heading: String,
    sharedBy cells: (String, String), items: [Market.Item] = Market.sampleItems,
    query: ProductQuery = ProductQuery(), _ t: Transcript
) {
    let market = Market(t, items: items)
    t.declare(.actor("Guest"), Participant("ProductsViewController"), Participant("labelStyles"))
    let things = ProductsViewController(labels: design)
    t.heading(heading)
    market.phone(of: "Guest").run(t) { things.open(showing: query) }
    guard let first = things.cell(cells.0)?.priceLabel, let second = things.cell(cells.1)?.priceLabel else {
        return
    }
    showSharing(of: styles, things.cells.count, (cells.0, first), (cells.1, second), t)
}
