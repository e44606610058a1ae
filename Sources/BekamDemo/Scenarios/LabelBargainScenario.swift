import DemoSupport

/// The `label-bargain` scenario (exercise label-bargain): the Things tab, where each cell's label class
/// comes from `labelBargainType(price:rent:)` (Exercises/LabelBargain.swift) and each class takes its
/// look from the screen's pool. The pool makes a look once per class and shares it after, whichever
/// classes there are; the two cheapest prices for sale show whether they share one.
func labelBargain(_ t: Transcript) {
    let design = BargainLabels()
    sharedLooks(
        design, from: design.styles,
        heading: "Six cells, labels from labelBargainType(price:rent:): each look is made once, then shared",
        sharedBy: ("p5", "p4"), t)
}

/// Harness seam: how the `label-bargain` screen's cells get their labels: the class that
/// `labelBargainType(price:rent:)` picks, made with its look from this design's pool (one per screen).
struct BargainLabels: PriceLabelDesign {
    let styles = LabelStyles()

    func makeLabel(price: Double, rent: Bool, for cell: String) -> PriceLabel {
        let type = labelBargainType(price: price, rent: rent)
        // The cell being made gets its label's look from the pool and makes the label (this seam runs in
        // its initialiser), so the ask to the pool is drawn as the cell's.
        return acting(as: Participant(cell)) { type.init(price: price, style: styles.style(for: type)) }
    }
}
