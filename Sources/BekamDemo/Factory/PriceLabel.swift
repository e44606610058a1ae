/// The colours a price label uses, named as the demo prints them.
enum LabelColor: String, Sendable {
    case red, white, black, purple
}

/// Product (Factory): a price label as the product cell shows it (a `UILabel` subclass in the
/// original). `setupLabel` gives the look, `setText` the words; the demo prints it as text
/// with its colours named: `[😍 Free] white on red`.
class PriceLabel {
    /// The label's class name, as the demo prints it.
    class var typeName: String { "PriceLabel" }
    let price: Double
    private(set) var text = ""
    var backgroundColor = LabelColor.white
    var textColor = LabelColor.black

    required init(price: Double) {
        self.price = price
        setupLabel()
        setText(text: "$\(Int(price))")
    }

    func setupLabel() {}

    func setText(text: String) { self.text = text }

    var rendered: String { "[\(text)] \(textColor.rawValue) on \(backgroundColor.rawValue)" }
}

/// ConcreteProduct: a free item (price 0), rented or not. The emoji is U+1F60D, as in the original.
final class FreePriceLabel: PriceLabel {
    static let labelText = "😍 Free"
    static let labelColor = LabelColor.red
    override class var typeName: String { "FreePriceLabel" }

    override func setupLabel() {
        backgroundColor = Self.labelColor
        textColor = .white
    }

    override func setText(text: String) { super.setText(text: Self.labelText) }
}

/// ConcreteProduct: an item for rent. The original gave it colours but no text of its own; the demo
/// adds " for rent" so the difference is readable without colour.
final class RentPriceLabel: PriceLabel {
    override class var typeName: String { "RentPriceLabel" }

    override func setupLabel() {
        backgroundColor = .purple
        textColor = .white
    }

    override func setText(text: String) { super.setText(text: "\(text) for rent") }
}

/// ConcreteProduct: an item for sale at a price: "$<whole price>", black on white.
final class NormalPriceLabel: PriceLabel {
    override class var typeName: String { "NormalPriceLabel" }

    override func setupLabel() {
        backgroundColor = .white
        textColor = .black
    }
}
