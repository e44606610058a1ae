import DemoSupport

/// Variant `conditional`: every cell decides the look itself with an if/else chain and styles a
/// plain `PriceLabel`; a new kind of price means editing every place that draws one.
struct ConditionalLabels: PriceLabelDesign {
    func makeLabel(price: Double, rent: Bool, for cell: String) -> PriceLabel {
        let label = PriceLabel(price: price)
        let branch: String
        if price == 0 {
            branch = "price == 0"
            label.setText(text: FreePriceLabel.labelText)
            (label.backgroundColor, label.textColor) = (.red, .white)
        } else if rent {
            branch = "rent"
            label.setText(text: "$\(Int(price)) for rent")
            (label.backgroundColor, label.textColor) = (.purple, .white)
        } else {
            branch = "else"
            (label.backgroundColor, label.textColor) = (.white, .black)
        }
        CellCode(traceName: cell).step("if/else on price \(Int(price)), rent \(rent): \(branch) branch")
        return label
    }
}

/// Conditional logic (harness seam): the cell's own code in this design; its if/else steps are drawn
/// on the cell.
private struct CellCode: Traced {
    let traceName: String
}
