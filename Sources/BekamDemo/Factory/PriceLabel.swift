/// The colours a price label uses, named as the demo prints them.
enum LabelColor: String, Sendable {
    case red, white, black, purple
}

/// Product (Factory): a price label as the product cell shows it (a `UILabel` subclass in the
/// original). A label keeps its own price (extrinsic) and a shared `LabelStyle` (the Flyweight: colours
/// and words, intrinsic), which its class makes once per pool (`makeStyle`, the original's
/// `setupLabel` and `setText`). The demo prints it as text with its colours named:
/// `[😍 Free] white on red`.
class PriceLabel {
    /// The label's class name, as the demo prints it.
    class var typeName: String { "PriceLabel" }
    /// Extrinsic: this label's price.
    let price: Double
    /// Intrinsic and shared: the look of every label of this class in the pool.
    let style: LabelStyle

    /// A label with its look, which its maker got from the pool of looks (made there once per class).
    required init(price: Double, style: LabelStyle) {
        self.price = price
        self.style = style
    }

    /// This class's look; asked once per pool.
    class func makeStyle(serial: Int) -> LabelStyle {
        LabelStyle(kind: typeName, serial: serial, background: .white, textColor: .black)
    }

    var text: String { style.text(price: price) }
    var backgroundColor: LabelColor { style.background }
    var textColor: LabelColor { style.textColor }
    var rendered: String { style.render(price: price) }
}

/// ConcreteProduct: a free item (price 0), rented or not. The emoji is U+1F60D, as in the original.
final class FreePriceLabel: PriceLabel {
    static let labelText = "😍 Free"
    static let labelColor = LabelColor.red
    override class var typeName: String { "FreePriceLabel" }

    override class func makeStyle(serial: Int) -> LabelStyle {
        LabelStyle(
            kind: typeName, serial: serial, background: labelColor, textColor: .white, fixedText: labelText)
    }
}

/// ConcreteProduct: an item for rent. The original gave it colours but no text of its own; the demo
/// adds " for rent" so the difference is readable without colour.
final class RentPriceLabel: PriceLabel {
    override class var typeName: String { "RentPriceLabel" }

    override class func makeStyle(serial: Int) -> LabelStyle {
        LabelStyle(
            kind: typeName, serial: serial, background: .purple, textColor: .white, suffix: " for rent")
    }
}

/// ConcreteProduct: an item for sale at a price: "$<whole price>", black on white.
final class NormalPriceLabel: PriceLabel {
    override class var typeName: String { "NormalPriceLabel" }
}
