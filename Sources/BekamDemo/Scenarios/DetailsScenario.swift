import DemoSupport

/// The `details` scenario (F6, N8, N9): the rest of the details screen: editing (refused, cancelled,
/// saved), what another viewer and a guest may do, a free product's price, a sold notice, deleting.
func details(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Layla"), .actor("Sami"), .actor("Guest"), Participant("ProductsViewController"),
        Participant("ProductDetailsController"))
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    /// Taps a product in the Things tab; its details screen opens.
    func tap(_ productId: String) -> ProductDetailsController? {
        let things = ProductsViewController()
        things.didSelectProduct(id: productId)
        return things.openedDetails as? ProductDetailsController
    }

    t.heading("F6 Modify the product: empty fields and bad prices refused; CANCEL shows what is kept")
    layla.run(t) {
        guard let screen = tap("p1") else { return }
        let description = "Steel frame, 54 cm, new tyres, lights included"
        screen.applyTapped(title: "", description: description, price: "110")
        screen.applyTapped(title: "Road bike, 54 cm", description: " ", price: "110")
        screen.cancelTapped()
        screen.applyTapped(title: "Road bike, 54 cm", description: description, price: "")
        screen.applyTapped(title: "Road bike, 54 cm", description: description, price: "110.50")
        market.showCloud()
        screen.applyTapped(title: "Road bike, 54 cm", description: description, price: "110")
    }

    t.heading("Sami opens the same product: no edit, no delete; Let's Chat")
    sami.run(t) {
        guard let screen = tap("p1") else { return }
        screen.applyTapped(title: "Cheap bike", description: "Mine now", price: "1")
        screen.deleteTapped()
        screen.actionButtonTapped()
        t.heading("A free product's details say 😍Free")
        _ = tap("p2")
    }

    t.heading("A guest who is not logged in")
    market.phone(of: "Guest").run(t) { tap("p1")?.actionButtonTapped() }

    t.heading("N8 Layla marks the bike sold: Sami, who asked about it, gets a notice")
    layla.run(t) { tap("p1")?.actionButtonTapped() }
    sami.run(t) { AlertsViewController().show() }

    t.heading("N9 Delete a product: its chat goes too; its photo stays, the Bike helmet shows it")
    market.showCloud()
    layla.run(t) {
        guard let screen = tap("p1") else { return }
        screen.deleteTapped()
        market.showCloud()
        ProductsViewController().open(showing: ProductQuery(search: "bike"))
    }
}
