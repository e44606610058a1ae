import DemoSupport

/// The `listing-hold` scenario (exercise listing-hold): the owner's details screen of a
/// product, opened as in `state` (off the record; a line says so). The owner promises the product to
/// a buyer, and the screen's listing becomes the state `reservedListing(for:)` gives
/// (Exercises/ListingHold.swift); then the owner taps the action button twice. The product, its
/// owner and the buyer are the exercise's data (ExerciseData/ListingHoldData.swift).
func listingHold(_ t: Transcript) {
    typealias Data = ListingHoldData
    let market = Market(t, items: Data.items)
    t.declare(.actor(Data.owner))
    guard let product = market.product(Data.productId) else {
        t.note("There is no product \(Data.productId) in this market.")
        return
    }
    let given = Transcript().recording { reservedListing(for: Data.buyer) }
    let givenType = String(describing: type(of: given))
    if givenType != "ReservedState" {
        t.note(
            "exercise listing-hold is not solved yet: reservedListing(for:) gives a \(givenType), "
                + "not a ReservedState.")
    }
    let owner = market.phone(of: Data.owner, loggedInAs: product.userId)
    let opened = owner.beforehand { () -> ProductDetailsController? in
        let things = ProductsViewController()
        things.didSelectProduct(id: product.id)
        return things.openedDetails as? ProductDetailsController
    }
    guard let screen = opened else { return }
    t.heading(
        "\(Data.owner) promises the \(product.name) to \(Data.buyer): the screen gets the listing state for it"
    )
    t.note(
        "Set up as in 'state': \(Data.owner) has opened the details screen of the \(product.name), for sale.")
    owner.run(t) { screen.listing = reservedListing(for: Data.buyer) }
    t.heading("The same tap, twice: sold, then for sale again")
    owner.run(t) {
        screen.actionButtonTapped()
        screen.actionButtonTapped()
    }
}
