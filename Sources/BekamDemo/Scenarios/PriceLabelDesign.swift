import DemoSupport

/// How a product cell gets its price label. The `labels` scenario and every product list are written
/// once against this; the factory design and the `conditional` variant plug in behind it.
protocol PriceLabelDesign {
    func makeLabel(price: Double, rent: Bool, for cell: String, _ transcript: Transcript) -> PriceLabel
}

/// The pattern's design: the cell asks `PriceLabelFactory` and never names a label class.
struct FactoryLabels: PriceLabelDesign {
    /// Whether the calls appear in the transcript. Only the `labels` scenario records them; the
    /// other scenarios make the same calls silently, so their transcripts stay about their own
    /// pattern.
    var recorded = true

    func makeLabel(price: Double, rent: Bool, for cell: String, _ transcript: Transcript) -> PriceLabel {
        if recorded {
            transcript.send(
                "getLabel(price: \(Int(price)), rent: \(rent))", from: cell, to: "PriceLabelFactory")
        }
        let label = PriceLabelFactory.getInstance().getLabel(price: price, rent: rent)
        if recorded { transcript.reply(type(of: label).typeName, from: "PriceLabelFactory", to: cell) }
        return label
    }
}
