import DemoSupport

/// How a product cell gets its price label. The cell's own code asks `PriceLabelFactory` for it
/// (`cellAsks`, which the cell hands in with the call); a design says whether that ask runs, and with
/// which pool of looks. The factory design runs it; the `conditional` variant and the `label-bargain`
/// exercise put their own code in its place. So every product list and the `factory` scenario are
/// written once.
protocol PriceLabelDesign {
    /// The label of the cell `cell` for `price` and `rent`; `cellAsks` is the cell's own ask to the
    /// factory, given the pool of looks the labels share.
    func makeLabel(
        price: Double, rent: Bool, for cell: String, cellAsks: (LabelStyles) -> PriceLabel
    ) -> PriceLabel
}

/// The pattern's design: the cell's own ask to `PriceLabelFactory` runs, and the cell never names a
/// label class. The labels it makes share their looks through `styles`, one pool per design (so one
/// per screen). The `factory` and `flyweight` scenarios show its asks.
struct FactoryLabels: PriceLabelDesign {
    let styles = LabelStyles()

    func makeLabel(
        price: Double, rent: Bool, for cell: String, cellAsks: (LabelStyles) -> PriceLabel
    ) -> PriceLabel {
        cellAsks(styles)
    }
}

/// The screens' design: the factory's, with its asks off the record. Every cell asks for its label,
/// but only the `factory` and `flyweight` scenarios show it, so the others stay about their own pattern.
struct UnrecordedLabels: PriceLabelDesign {
    let design = FactoryLabels()

    func makeLabel(
        price: Double, rent: Bool, for cell: String, cellAsks: (LabelStyles) -> PriceLabel
    ) -> PriceLabel {
        unrecorded { design.makeLabel(price: price, rent: rent, for: cell, cellAsks: cellAsks) }
    }
}
