import DemoSupport

/// Harness seam: how a product cell gets its price label. The `factory` scenario and every product
/// list are written once against this; the factory design and the `conditional` variant plug in
/// behind it.
protocol PriceLabelDesign {
    /// `cell` names the cell that asks, for a design whose steps are the cell's own.
    func makeLabel(price: Double, rent: Bool, for cell: String) -> PriceLabel
}

/// The pattern's design: the cell asks `PriceLabelFactory` and never names a label class. The labels
/// it makes share their looks through `styles`, one pool per design (so one per screen).
struct FactoryLabels: PriceLabelDesign {
    /// Whether the factory's calls are recorded. Only the `factory` and `flyweight` scenarios record
    /// them; the others make the same calls unrecorded, so their transcripts stay about their own
    /// pattern.
    var recorded = true
    let styles = LabelStyles()

    func makeLabel(price: Double, rent: Bool, for cell: String) -> PriceLabel {
        guard recorded else {
            return Transcript.$current.withValue(nil) {
                PriceLabelFactory.getInstance().getLabel(price: price, rent: rent, styles: styles)
            }
        }
        // The cell being made asks (this seam runs in its initialiser), so the call is drawn as the cell's.
        return acting(as: Participant(cell)) {
            PriceLabelFactory.getInstance().getLabel(price: price, rent: rent, styles: styles)
        }
    }
}
