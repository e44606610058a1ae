import DemoSupport

/// Variant `conditional`: every cell decides the look itself with an if/else chain, in place of its ask
/// to the factory, and gives a plain `PriceLabel` a look of its own; a new kind of price means editing
/// every place that draws one.
struct ConditionalLabels: PriceLabelDesign {
    func makeLabel(
        price: Double, rent: Bool, for cell: String, cellAsks: (LabelStyles) -> PriceLabel
    ) -> PriceLabel {
        let style: LabelStyle
        let branch: String
        if price == 0 {
            branch = "price == 0"
            style = LabelStyle(
                kind: "PriceLabel", serial: 0, background: .red, textColor: .white,
                fixedText: FreePriceLabel.labelText)
        } else if rent {
            branch = "rent"
            style = LabelStyle(
                kind: "PriceLabel", serial: 0, background: .purple, textColor: .white, suffix: " for rent")
        } else {
            branch = "else"
            style = LabelStyle(kind: "PriceLabel", serial: 0, background: .white, textColor: .black)
        }
        CellCode(traceName: cell).selfMessage(
            "if/else on price \(Int(price)), rent \(rent): \(branch) branch")
        return PriceLabel(price: price, style: style)
    }
}

/// The cell's own code in this design, named like the cell, so that its if/else self-messages are
/// drawn on the cell.
private struct CellCode: Traced {
    let traceName: String
}
