import DemoSupport

/// The `images` scenario: Flyweight. Cells that show the same URL share one `ImageData`; hits,
/// misses and bytes held are counted; a failed download is not cached, so it is tried again.
func images(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Sami"), Participant("ProductsViewController"), Participant(ApiServices.name),
        Participant("ImageApi"), Participant("imagesCache"), .database("Cloud"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)

    t.heading("Six cells, five URLs: the Road bike and the Bike helmet use the same photo")
    sami.run(t) {
        let things = ProductsViewController()
        things.open()
        things.displayImages()
        showStats(t)
        showSharing(on: things, t)

        t.heading("Scrolling back to the top: the first three cells ask again")
        things.displayImages(ofFirst: 3)
        showStats(t)
        t.note(
            "ladder.jpg and bike.jpg came from the cache; book.jpg is over the limit, failed again and is still not cached."
        )
    }

    t.heading("The server loses lamp.jpg")
    market.cloud.imageServer[Market.image("lamp.jpg")] = nil
    sami.run(t) {
        let things = ProductsViewController()
        things.open(showing: ProductQuery(search: "lamp"))
        things.displayImages()
        t.note("Sami's phone still shows the lamp: its copy is in the cache.")
    }
    let nour = market.phone(of: "Nour", loggedInAs: Market.nour)
    nour.run(t) {
        let things = ProductsViewController()
        things.open(showing: ProductQuery(search: "lamp"))
        things.displayImages()
        t.note("Nour's phone runs its own app, with an empty cache: the download fails, nothing is cached.")
    }
    t.heading("Nour uploads the photo again")
    market.cloud.imageServer[Market.image("lamp.jpg")] = 60_000
    nour.run(t) {
        let things = ProductsViewController()
        things.open(showing: ProductQuery(search: "lamp"))
        things.displayImages()
        showStats(t)
    }
}

/// The cache's counters.
private func showStats(_ t: Transcript) {
    let stats = ApiServices.getInstance().imageCacheStats
    t.result(
        "imagesCache: \(count(stats.entries, "image")), \(stats.bytesHeld) bytes held; "
            + "\(count(stats.hits, "hit")), \(count(stats.misses, "miss")) (\(stats.failures) failed)")
}

/// How much sharing saved: the bytes the cells show against the bytes their distinct images hold.
private func showSharing(on screen: ProductsViewController, _ t: Transcript) {
    let shown = screen.cells.compactMap(\.image)
    var distinct: [ImageData] = []
    for image in shown where !distinct.contains(where: { $0 === image }) { distinct.append(image) }
    let shared = screen.cell("p1")?.image.map { bike in screen.cell("p4")?.image === bike } ?? false
    t.result(
        "cells with an image: \(shown.count), \(shown.map(\.byteCount).reduce(0, +)) bytes on screen, held by "
            + "\(count(distinct.count, "ImageData object")) of \(distinct.map(\.byteCount).reduce(0, +)) bytes; "
            + "p1 and p4 share one: \(shared)")
}
