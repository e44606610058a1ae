import DemoSupport

/// The `observer` scenario: Observer. The products screen attaches itself to each cell it shows; a
/// cell's chat button notifies its observer, which opens the chat; once the screen detaches, a tap
/// tells nobody.
func observer(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Sami"), Participant("ProductsViewController"))
    market.phone(of: "Sami", loggedInAs: Market.sami).run(t) {
        t.heading("Attach: the products screen observes each cell it shows")
        let things = ProductsViewController()
        things.open(showing: ProductQuery(search: "bike"))
        t.heading("Notify: a chat button tells its observer, which opens the chat")
        things.cell("p1")?.chatButtonClicked()
        t.heading("Detach: the Things tab closes and lets go of its cells; a tap then tells nobody")
        things.close()
        things.cell("p1")?.chatButtonClicked()
    }
}
