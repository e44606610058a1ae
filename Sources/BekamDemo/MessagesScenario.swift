import DemoSupport

/// The `messages` scenario (F8): messages of every kind, shown through one display. Written once;
/// the Adapter design and the `switch` variant plug in.
func messages(with display: any MessageDisplay, _ t: Transcript) {
    let market = Market(t)
    t.declare(.actor("Sami"), .actor("Layla"), Participant("ChatViewController"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)
    let layla = market.phone(of: "Layla", loggedInAs: Market.layla)
    var sessionId = ""

    t.heading("Sami sends one message of each kind")
    sami.run {
        guard let bike = market.product("p1"),
            let chat = ChatViewController.open(about: bike, from: ProductsViewController(transcript: t))
        else { return }
        sessionId = chat.sessionId
        let contents: [MessageContent] = [
            .text("Hello! Is this the bike?"),
            .image(Market.image("bike.jpg")),
            .link("https://bikefit.example/size-guide"),
            .location("40.0150,-105.2705"),
            .image(Market.image("scratch.jpg")),
            .link("ftp://files.example/bike.pdf"),
            .location("near the park"),
            MessageContent(key: "sticker", value: "thumbs-up"),
        ]
        for content in contents { chat.send(content) }
        t.note("The sticker comes from a newer version of the app; this version has no viewer for it.")
    }

    t.heading("F8 Layla reads them")
    layla.run {
        ChatListViewController(transcript: t).show()
        ChatViewController(sessionId: sessionId, transcript: t, display: display).showMessages()
        ChatListViewController(transcript: t).show()
    }
}

/// The `images` scenario: Flyweight. Cells that show the same URL share one `ImageData`; hits,
/// misses and bytes held are counted; a failed download is not cached, so it is tried again.
func images(_ t: Transcript) {
    let market = Market(t)
    t.declare(
        .actor("Sami"), Participant("ProductsViewController"), Participant(ApiServices.name),
        Participant("ImageApi"), Participant("imagesCache"), .database("Cloud"))
    let sami = market.phone(of: "Sami", loggedInAs: Market.sami)

    t.heading("Six cells, five URLs: the Road bike and the Bike helmet use the same photo")
    sami.run {
        let things = ProductsViewController(transcript: t)
        things.open()
        things.displayImages()
        showStats(of: things, t)

        t.heading("Scrolling back: every image that loaded comes from the cache")
        things.displayImages()
        showStats(of: things, t)
        t.note("book.jpg is over the limit: it failed again and is still not cached.")
    }

    t.heading("The server loses lamp.jpg")
    market.cloud.imageServer[Market.image("lamp.jpg")] = nil
    sami.run {
        let things = ProductsViewController(transcript: t)
        things.open(showing: ProductQuery(search: "lamp"))
        things.displayImages()
        t.note("Sami's phone still shows the lamp: its copy is in the cache.")
    }
    let nour = market.phone(of: "Nour", loggedInAs: Market.nour)
    nour.run {
        let things = ProductsViewController(transcript: t)
        things.open(showing: ProductQuery(search: "lamp"))
        things.displayImages()
        t.note("Nour's phone runs its own app, with an empty cache: the download fails, nothing is cached.")
    }
    t.heading("Nour uploads the photo again")
    market.cloud.imageServer[Market.image("lamp.jpg")] = 60_000
    nour.run {
        let things = ProductsViewController(transcript: t)
        things.open(showing: ProductQuery(search: "lamp"))
        things.displayImages()
        showStats(of: things, t)
    }
}

/// The cache's counters, and how much sharing saved.
private func showStats(of screen: ProductsViewController, _ t: Transcript) {
    let stats = ApiServices.getInstance().imageCacheStats
    t.result(
        "imagesCache: \(count(stats.entries, "image")), \(stats.bytesHeld) bytes held; "
            + "\(count(stats.hits, "hit")), \(count(stats.misses, "miss")) (\(stats.failures) failed)")
    let shown = screen.cells.compactMap(\.image)
    var distinct: [ImageData] = []
    for image in shown where !distinct.contains(where: { $0 === image }) { distinct.append(image) }
    t.result(
        "cells with an image: \(shown.count), \(shown.map(\.byteCount).reduce(0, +)) bytes on screen, held by "
            + "\(count(distinct.count, "ImageData object")) of \(distinct.map(\.byteCount).reduce(0, +)) bytes"
            + (shown.count > distinct.count ? "; p1 and p4 share one: \(sameObject(screen, "p1", "p4"))" : "")
    )
}

private func sameObject(_ screen: ProductsViewController, _ first: String, _ second: String) -> Bool {
    guard let a = screen.cell(first)?.image, let b = screen.cell(second)?.image else { return false }
    return a === b
}
