import DemoSupport

/// The `state` scenario (N10, N11): State, beside the document's "State" (a Strategy). On one details
/// screen, the owner's one button marks the bike sold, then for sale again: each `ListingState` does
/// its action and sets the next state. Another viewer's screen gets another strategy, once. Written
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
    t.heading("Layla opens her own Road bike: the owner's details screen; the listing is for sale")
    market.phone(of: "Layla", loggedInAs: Market.layla).run(t) {
        guard let screen = tapRoadBike() else { return }
        t.heading("The same tap, twice: for sale -> sold -> for sale")
        screen.actionButtonTapped()
        screen.actionButtonTapped()
    }
    t.heading("Sami opens it: the details screen for someone else's product, chosen once as it opens")
    market.phone(of: "Sami", loggedInAs: Market.sami).run(t) { _ = tapRoadBike() }
}
