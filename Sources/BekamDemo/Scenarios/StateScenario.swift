import DemoSupport

/// The `state` scenario (N10, N11): State, beside the document's "State" (a Strategy). On the owner's
/// details screen, one button marks the bike sold, then for sale again: each `ListingState` does its
/// action and sets the next state. Another viewer's screen gets the other strategy, and its button
/// another state, as it opens. Written
/// once; the State design and the `flags` variant plug in through `things` (the products screen).
func state(things: @escaping @Sendable () -> ProductsViewController, _ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Layla"), .actor("Sami"))
    /// Taps the Road bike in the Things tab; its details screen opens.
    func tapRoadBike() -> (any ProductDetailsScreen)? {
        let things = things()
        things.didSelectProduct(id: "p1")
        return things.openedDetails
    }
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    guard let screen = layla.beforehand(tapRoadBike) else { return }
    let listing = screen.product.available ? "for sale" : "sold"
    t.heading("Layla's Road bike screen is open (\(listing)); the same tap, twice: sold, then for sale again")
    layla.run(t) {
        screen.actionButtonTapped()
        screen.actionButtonTapped()
    }
    t.heading("Sami opens it: someone else's product, read-only, its button Let's Chat")
    market.phone(of: "Sami", loggedInAs: Market.sami).run(t) { _ = tapRoadBike() }
}
