import DemoSupport

/// The `details` scenario (F6, N9, N10, N11): the details screen behaves by ownership. Written once;
/// the State design and the `flags` variant plug in through `open`.
func details(open: @escaping DetailsOpener, _ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Layla"), .actor("Sami"), .actor("Guest"), Participant("ProductsViewController"),
        Participant("ProductDetailsController"))
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let guest = market.phone(of: "Guest")
    /// Layla, Sami or the guest taps the Road bike in the Things tab; its details screen opens.
    func tapRoadBike() -> (any ProductDetailsScreen)? {
        let things = ProductsViewController(details: open)
        things.didSelectProduct(id: "p1")
        return things.openedDetails
    }

    t.heading("Layla opens her own Road bike")
    layla.run(t) {
        guard let screen = tapRoadBike() else { return }
        t.heading("F6 Modify the product: empty fields and malformed prices are refused")
        let description = "Steel frame, 54 cm, new tyres, lights included"
        screen.applyTapped(title: "", description: description, price: "110")
        screen.applyTapped(title: "Road bike, 54 cm", description: " ", price: "110")
        screen.applyTapped(title: "Road bike, 54 cm", description: description, price: "")
        screen.applyTapped(title: "Road bike, 54 cm", description: description, price: "110.50")
        market.showCloud()
        screen.applyTapped(title: "Road bike, 54 cm", description: description, price: "110")
    }

    t.heading("Sami opens the same product")
    sami.run(t) {
        guard let screen = tapRoadBike() else { return }
        screen.applyTapped(title: "Cheap bike", description: "Mine now", price: "1")
        screen.deleteTapped()
        screen.actionButtonTapped()
    }

    t.heading("A guest who is not logged in")
    guest.run(t) {
        guard let screen = tapRoadBike() else { return }
        screen.actionButtonTapped()
    }

    t.heading("N10 Mark as sold, N11 mark as not sold: one button, whose state changes with each tap")
    layla.run(t) {
        guard let screen = tapRoadBike() else { return }
        screen.actionButtonTapped()
        screen.actionButtonTapped()
    }
    sami.run(t) {
        AlertsViewController().show()
    }

    t.heading("N9 Delete a product: its chat goes too; its photo stays, the Bike helmet shows it")
    market.showCloud()
    layla.run(t) {
        guard let screen = tapRoadBike() else { return }
        screen.deleteTapped()
        market.showCloud()
        ProductsViewController().open(showing: ProductQuery(search: "bike"))
    }
}
