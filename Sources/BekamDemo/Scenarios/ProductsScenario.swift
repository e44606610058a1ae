import DemoSupport

/// The `products` scenario (F4, F5, N7): the Things tab lists everything; posting needs a login and a
/// well-formed form; categories with their counts.
func products(_ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Sami"), Participant("ProductsViewController"), Participant(ApiServices.traceTypeName))
    let phone = market.phone(of: "Sami")
    phone.run(t) {
        let things = ProductsViewController()
        let post = PostProductViewController()
        let login = LoginViewController()
        let chairs = ProductForm(
            name: "Garden chairs", price: "", city: "Boulder", categories: ["Furniture"],
            description: "Four plastic chairs", image: PickedImage(byteCount: 95_000))

        t.heading("F4 View all products, logged out")
        things.open()

        t.heading("F5 Post a product: logged out")
        post.post(chairs)
        market.showCloud()

        t.heading("F5 Post a product: the form is checked")
        login.login(email: "sami@example.com", password: Market.passwords[Market.sami] ?? "")
        var form = chairs
        form.name = "  "
        post.post(form)
        for price in ["12.5", "-3", "abc", "٣٠", "1e3"] {
            form = chairs
            form.price = price
            post.post(form)
        }
        form = chairs
        form.image = nil
        post.post(form)
        form = chairs
        form.categories = ["Garden"]
        post.post(form)
        market.showCloud()

        t.heading("F5 Post a product: an empty price means free")
        post.post(chairs)
        post.post(
            ProductForm(
                name: "Electric kettle", price: "18", city: "Boulder", categories: ["Electronics"],
                description: "1.7 litres, works", image: PickedImage(byteCount: 70_000)))
        things.open()

        t.heading("N7 Categories")
        things.showCategories()
        things.show(ProductQuery(category: "Furniture"))
    }
}

/// The `browse` scenario (N4, N5, N6): sorting, filtering and searching the loaded products. Every
/// order is total: equal prices are ordered by id.
func browse(_ t: Transcript) {
    let market = Market(t)
    market.markSold(productId: "p4")
    t.declare(.actor("Sami"), Participant("ProductsViewController"), Participant(ApiServices.traceTypeName))
    t.note("Layla sold the Bike helmet (p4) yesterday; Sami is logged in, so his Ladder has no 💬.")
    market.phone(of: "Sami", loggedInAs: Market.sami).run(t) {
        let things = ProductsViewController()
        things.open()
        func choose(_ query: ProductQuery) {
            things.show(query)
        }

        t.heading("N4 Sort")
        choose(ProductQuery(sort: .priceLowToHigh))
        t.note("Desk lamp (p2) and Ladder (p6) are both free: the tie goes to the lower id.")
        choose(ProductQuery(sort: .priceHighToLow))
        choose(ProductQuery(sort: .name))

        t.heading("N5 Filter")
        choose(ProductQuery(freeOnly: true))
        choose(ProductQuery(rentOnly: true))
        choose(ProductQuery(availableOnly: true))
        choose(ProductQuery(city: "denver"))
        choose(ProductQuery(sort: .priceLowToHigh, availableOnly: true, maxPrice: 30))

        t.heading("N6 Search: case-insensitive, every word must match")
        choose(ProductQuery(search: "BIKE"))
        choose(ProductQuery(search: "bike steel"))
        choose(ProductQuery(sort: .priceLowToHigh, city: "Boulder", search: "free"))
        choose(ProductQuery(search: "piano"))
    }
}
