import DemoSupport

/// The `label-bargain` scenario (exercise label-bargain): the Things tab, where each cell's label class
/// comes from `labelBargainType(price:rent:)` (Exercises/LabelBargain.swift) and each class takes its
/// look from the screen's pool. The pool makes a look once per class and shares it after, whichever
/// classes there are; the two cheapest prices for sale show whether they share one.
func labelBargain(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Guest"), Participant("ProductsViewController"), Participant("labelStyles"))
    let design = BargainLabels()
    let things = ProductsViewController(labels: design)
    t.heading("Six cells, labels from labelBargainType(price:rent:): each look is made once, then shared")
    market.phone(of: "Guest").run(t) { things.open() }
    t.result(
        "labelStyles: \(count(design.styles.made, "style")) made, \(count(design.styles.hits, "hit")) "
            + "for \(count(things.cells.count, "label"))")
    guard let textbook = things.cell("p5")?.priceLabel, let helmet = things.cell("p4")?.priceLabel else {
        return
    }
    t.result(
        "p5 and p4 share \(textbook.style.traceText) (one object: \(textbook.style === helmet.style)); "
            + "each keeps its own price: \(textbook.text), \(helmet.text)")
}

/// Harness seam: how the `label-bargain` screen's cells get their labels: the class that
/// `labelBargainType(price:rent:)` picks, made with its look from this design's pool (one per screen).
struct BargainLabels: PriceLabelDesign {
    let styles = LabelStyles()

    func makeLabel(price: Double, rent: Bool, for cell: String) -> PriceLabel {
        let make = { labelBargainType(price: price, rent: rent).init(price: price, styles: styles) }
        // The cell's initialiser makes the label, so the label's ask to the pool comes from the cell.
        return Transcript.current?.acting(as: Participant(cell), make) ?? make()
    }
}
