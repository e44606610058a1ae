/// Exercise listing-hold (docs/exercises/listing-hold.md). State: the listing state the owner's
/// details screen of the scenario `listing-hold` moves to when the owner promises the product to
/// `buyer`. It gives the demo's for-sale state; your state for a reserved product goes here.
func reservedListing(for buyer: String) -> any ListingState {
    ForSaleState()
}
