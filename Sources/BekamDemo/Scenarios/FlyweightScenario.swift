import DemoSupport

/// The `flyweight` scenario: six cells, three kinds of price label. Each kind's look (`LabelStyle`) is
/// made once by the screen's pool and shared; each label keeps only its own price.
func flyweight(_ t: Transcript) {
    let design = FactoryLabels()
    sharedLooks(
        design, from: design.styles,
        heading: "Two cells with a label of one kind: its look is made once, then shared",
        sharedBy: ("p1", "p4"), query: ProductQuery(search: "bike"), t)
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
    t.result(
        "labelStyles: \(count(styles.made, "style")) made, \(count(styles.hits, "hit")) "
            + "for \(count(things.cells.count, "label"))")
    guard let first = things.cell(cells.0)?.priceLabel, let second = things.cell(cells.1)?.priceLabel else {
        return
    }
    t.result(
        "\(cells.0) and \(cells.1) share \(first.style.traceText) (one object: \(first.style === second.style)); "
            + "each keeps its own price: \(first.text), \(second.text)")
}
