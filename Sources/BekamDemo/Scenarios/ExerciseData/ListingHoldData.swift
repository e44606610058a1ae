/// The data of exercise listing-hold's scenario (docs/exercises/listing-hold.md): the market's
/// products, the one whose details screen its owner opens, and the buyer it is promised to.
/// Course-owned: the grader may run the scenario on other data too.
enum ListingHoldData {
    /// The products, oldest first (ids p1, p2, ...): the market's six.
    static let items = Market.sampleItems
    /// The product on the screen: the Road bike.
    static let productId = "p1"
    /// Its owner, who opens the screen (logged in as the product's owner).
    static let owner = "Layla"
    /// The buyer the owner promises it to.
    static let buyer = "Sami"
}
