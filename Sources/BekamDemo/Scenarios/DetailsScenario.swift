import DemoSupport

/// The `details` scenario (F6, N9, N10, N11): the details screen behaves by ownership. Written once;
/// the State design and the `flags` variant plug in through `open`.
func details(open: DetailsOpener, _ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Layla"), .actor("Sami"), .actor("Guest"), Participant("ProductsViewController"),
        Participant("ProductDetailsController"))
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let guest = market.phone(of: "Guest")
    let opener = "ProductsViewController"

    t.heading("Layla opens her own Road bike")
    layla.run {
        t.send("tap Road bike", from: "Layla", to: opener)
        guard let screen = open("p1", opener, t) else { return }
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
    sami.run {
        t.send("tap Road bike", from: "Sami", to: opener)
        guard let screen = open("p1", opener, t) else { return }
        screen.applyTapped(title: "Cheap bike", description: "Mine now", price: "1")
        screen.deleteTapped()
        screen.actionButtonTapped()
    }

    t.heading("A guest who is not logged in")
    guest.run {
        t.send("tap Road bike", from: "Guest", to: opener)
        guard let screen = open("p1", opener, t) else { return }
        screen.actionButtonTapped()
    }

    t.heading("N10 Mark as sold, N11 mark as not sold")
    layla.run {
        t.send("tap Road bike", from: "Layla", to: opener)
        guard let screen = open("p1", opener, t) else { return }
        screen.actionButtonTapped()
        t.send("tap Road bike again", from: "Layla", to: opener)
        guard let reopened = open("p1", opener, t) else { return }
        reopened.actionButtonTapped()
    }
    sami.run {
        t.send("open the Alerts tab", from: "Sami", to: "AlertsViewController")
        AlertsViewController(transcript: t).show()
    }

    t.heading("N9 Delete a product: its chat goes too; its photo stays, the Bike helmet shows it")
    market.showCloud()
    layla.run {
        t.send("tap Road bike", from: "Layla", to: opener)
        guard let screen = open("p1", opener, t) else { return }
        screen.deleteTapped()
        market.showCloud()
        ProductsViewController(transcript: t).open(showing: ProductQuery(search: "bike"))
    }
}
