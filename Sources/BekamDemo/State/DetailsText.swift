/// The details screen's words, shared by every design of it.
enum DetailsText {
    static let markAsSold = "💰 Mark as sold"
    static let markAsNotSold = "🔄 Mark as not sold"
    static let letsChat = "💬 Let's Chat"

    /// The details screen's price: "$120" or "😍Free" (no space, as in the original's details screen).
    static func price(_ product: Product) -> String {
        product.price == 0 ? "😍Free" : "$\(Int(product.price))\(product.rent ? " for rent" : "")"
    }
}
