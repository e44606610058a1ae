import DemoSupport

/// The `cache` scenario: the document's "Flyweight", which is a cache. Cells that show the same URL
/// share one `ImageData`; a photo seen before is not downloaded again. No key is missed after a hit.
func cache(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Sami"), Participant("ProductsViewController"), Participant(ApiServices.traceTypeName),
        Participant("ImageApi"), Participant("imagesCache"), .database("Cloud"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let things = sami.beforehand { () -> ProductsViewController in
        let things = ProductsViewController()
        things.open(showing: ProductQuery(search: "bike"))
        return things
    }
    sami.run(t) {
        t.heading("Sami's Things tab shows the Bike helmet (p4) and the Road bike (p1): one photo URL")
        things.displayImages()
        let stats = ApiServices.getInstance().imageCacheStats
        t.result(
            "imagesCache: \(count(stats.hits, "hit")), \(count(stats.misses, "miss")); \(sharing(on: things))"
        )
    }
}

/// The `images` scenario (F4): photos that fail. A photo over the limit is refused and not cached; once
/// the server holds a smaller one, scrolling back fetches it, while a cached photo comes from the cache.
func images(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Sami"), Participant("ProductsViewController"), Participant(ApiServices.traceTypeName),
        Participant("ImageApi"), Participant("imagesCache"), .database("Cloud"))
    market.phone(of: "Sami", loggedInAs: Market.sami).run(t) {
        t.heading("book.jpg is over the 250000-byte limit")
        let things = ProductsViewController()
        things.open(showing: ProductQuery(city: "Denver"))
        things.displayImages()
        showStats(t)
        t.heading("The server now holds a smaller book.jpg (the scenario puts it there); Sami scrolls back")
        market.cloud.imageServer[Market.image("book.jpg")] = 200_000
        things.displayImages()
        showStats(t)
        t.note("lamp.jpg came from the cache; book.jpg had failed, was not cached, and is fetched now.")
    }
}

/// The cache's counters.
private func showStats(_ t: Transcript) {
    let stats = ApiServices.getInstance().imageCacheStats
    t.result(
        "imagesCache: \(count(stats.entries, "image")), \(stats.bytesHeld) bytes held; "
            + "\(count(stats.hits, "hit")), \(count(stats.misses, "miss")) (\(stats.failures) failed)")
}

/// How much sharing saved: the images the cells show against the distinct objects that hold them.
private func sharing(on screen: ProductsViewController) -> String {
    let shown = screen.cells.compactMap(\.image)
    var distinct: [ImageData] = []
    for image in shown where !distinct.contains(where: { $0 === image }) { distinct.append(image) }
    let shared = screen.cell("p1")?.image.map { bike in screen.cell("p4")?.image === bike } ?? false
    return "\(count(shown.count, "cell")) show \(count(distinct.count, "ImageData object")); "
        + "p1 and p4 share it: \(shared)"
}
