import DemoSupport

/// Flyweight: the look of one kind of price label (the intrinsic state): its colours and how it
/// writes a price. One object per kind is shared by every label of that kind; the price (the extrinsic
/// state) is not stored in it but passed in each time a label is drawn. Immutable, so it can be shared.
final class LabelStyle: Sendable {
    /// The label class this look belongs to ("NormalPriceLabel").
    let kind: String
    /// Which style the pool made it as ("style #2"), so a transcript can show two labels sharing one.
    let serial: Int
    let background: LabelColor
    let textColor: LabelColor
    /// Words shown instead of the price (Free's), or nil to write the price.
    let fixedText: String?
    /// Written after the price (" for rent").
    let suffix: String

    init(
        kind: String, serial: Int, background: LabelColor, textColor: LabelColor, fixedText: String? = nil,
        suffix: String = ""
    ) {
        (self.kind, self.serial, self.background, self.textColor) = (kind, serial, background, textColor)
        (self.fixedText, self.suffix) = (fixedText, suffix)
    }

    /// The label's words for a price (extrinsic: passed in, never kept).
    func text(price: Double) -> String { fixedText ?? "$\(Int(price))\(suffix)" }

    /// The label as the demo prints it: `[$120] black on white`.
    func render(price: Double) -> String {
        "[\(text(price: price))] \(textColor.rawValue) on \(background.rawValue)"
    }
}

/// FlyweightFactory: the pool of label looks, one per kind, made on first use and shared after. Each
/// screen that shows cells has one (so a run's counts do not depend on other screens or scenarios).
final class LabelStyles: Traced {
    let traceName = "labelStyles"
    /// Looked up by kind only; never iterated.
    private var pool: [String: LabelStyle] = [:]
    private(set) var made = 0
    private(set) var hits = 0

    /// The shared look for a label class: from the pool, or made by the class once.
    func style(for kind: PriceLabel.Type) -> LabelStyle {
        traced(kind.typeName) {
            if let shared = pool[kind.typeName] {
                hits += 1
                return shared
            }
            made += 1
            selfMessage("no \(kind.typeName) style yet: make style #\(made)")
            let style = kind.makeStyle(serial: made)
            pool[kind.typeName] = style
            return style
        }
    }
}
