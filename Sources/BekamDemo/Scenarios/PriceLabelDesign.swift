import DemoSupport

/// Harness seam: how a product cell gets its price label. The cell's own code asks
/// `PriceLabelFactory` for it (`cellAsks`, which the cell hands in with the call); a design says
/// whether that ask runs, and with which pool of looks. The factory design runs it; the `conditional`
/// variant and the `label-bargain` exercise put their own code in its place. So every product list and
/// the `factory` scenario are written once.
protocol PriceLabelDesign {
    /// The label of the cell `cell` for `price` and `rent`; `cellAsks` is the cell's own ask to the
    /// factory, given the pool of looks the labels share.
    func makeLabel(
        price: Double, rent: Bool, for cell: String, cellAsks: (LabelStyles) -> PriceLabel
    ) -> PriceLabel
}

/// The pattern's design: the cell's own ask to `PriceLabelFactory` runs, and the cell never names a
/// label class. The labels it makes share their looks through `styles`, one pool per design (so one
/// per screen).
struct FactoryLabels: PriceLabelDesign {
    /// Whether the factory's calls are recorded. Only the `factory` and `flyweight` scenarios record
    /// them; the others make the same calls unrecorded, so their transcripts stay about their own
    /// pattern.
    var recorded = true
    let styles = LabelStyles()

    func makeLabel(
        price: Double, rent: Bool, for cell: String, cellAsks: (LabelStyles) -> PriceLabel
    ) -> PriceLabel {
        guard recorded else { return Transcript.$current.withValue(nil) { cellAsks(styles) } }
        return cellAsks(styles)
    }
}
