import DemoSupport

/// The `images` scenario: the document's "Flyweight", which is a cache. Cells that show the same URL
/// share one `ImageData`; hits, misses and bytes held are counted; a failed download is not cached, so
/// it is tried again (and succeeds once the photo is fixed). No key is ever missed after a hit.
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
        t.heading("Nour uploads book.jpg again, smaller; Sami scrolls back to the first two cells")
        market.cloud.imageServer[Market.image("book.jpg")] = 200_000
        things.displayImages(ofFirst: 2)
        showStats(t)
        t.note("ladder.jpg came from the cache; book.jpg had failed, was not cached, and is fetched now.")
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
