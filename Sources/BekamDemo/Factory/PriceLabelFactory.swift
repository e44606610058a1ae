import DemoSupport

/// Simple factory (the document: Factory) and Singleton: decides which kind of price label a product
/// gets. Free is checked first, so a free rental is shown as Free; then rent; anything else is a normal
/// price. One function picks the class by its parameters, so it is a simple factory, not a Factory
/// Method (no subclass overrides a creation method). It is a class with a private init and one shared
/// instance (`getInstance()`): a real Singleton. It holds no mutable state, so sharing it is safe.
final class PriceLabelFactory: Sendable, Traced {
    private static let instance = PriceLabelFactory()

    private init() {}

    static func getInstance() -> PriceLabelFactory { instance }

    /// The label type for a price; the only place that knows the rule.
    func labelType(price: Double, rent: Bool) -> PriceLabel.Type {
        if price == 0 {
            FreePriceLabel.self
        } else if rent {
            RentPriceLabel.self
        } else {
            NormalPriceLabel.self
        }
    }

    /// The original's `getLabel(priceLabel:price:rent:)`. The placeholder label it received only lent
    /// its frame; there is no frame here, so the demo's version takes the price, the rent flag, and the
    /// pool of shared label looks (the Flyweight's factory) that the new label takes its look from.
    func getLabel(price: Double, rent: Bool, styles: LabelStyles) -> PriceLabel {
        traced(price, rent, Shown(styles)) {
            let type = labelType(price: price, rent: rent)
            return type.init(price: price, style: styles.style(for: type))
        }
    }
}
