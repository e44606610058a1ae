import DemoSupport

/// The `mvc` scenario (F6): MVC on the phone and client-server between phones. Layla's tap goes to
/// the controller, which updates the product through the facade on the server, takes the changed
/// model back and has its view show it; Sami's phone, another client, then loads the new price.
func mvc(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Layla"), Participant("ProductsViewController"), Participant("ProductDetailsController"),
        Participant("MyProductDetailsState"),
        Participant("detailsView"), Participant(ApiServices.traceTypeName), Participant("ProductsApi"),
        .database("Cloud"), .actor("Sami"))
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    let screen = layla.beforehand { () -> (any ProductDetailsScreen)? in
        let things = ProductsViewController()
        things.didSelectProduct(id: "p1")
        return things.openedDetails
    }
    t.heading("Layla's Road bike screen is open; input -> controller -> server -> view: $99, \"54cm\"")
    layla.run(t) {
        screen?.applyTapped(title: "Road bike", description: "54cm", price: "99")
    }
    t.heading("Client and server: Sami's phone loads the products from the cloud and sees $99")
    market.phone(of: "Sami", loggedInAs: Market.sami).run(t) {
        ProductsViewController().open(showing: ProductQuery(search: "road"))
    }
}
