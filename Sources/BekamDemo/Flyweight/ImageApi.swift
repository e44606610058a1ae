import DemoSupport

/// Flyweight: one downloaded image, shared by every cell that shows the same URL. Immutable, so any
/// number of cells can hold it at once.
final class ImageData: Sendable {
    let url: String
    let byteCount: Int

    init(url: String, byteCount: Int) {
        self.url = url
        self.byteCount = byteCount
    }
}

/// Why an image could not be shown.
enum ImageError: Error, Equatable, CustomStringConvertible {
    case notOnServer
    case tooLarge(Int)

    var description: String {
        switch self {
        case .notOnServer: "not on the server"
        case .tooLarge(let bytes): "\(bytes) bytes is over the \(ImageApi.maxSize)-byte limit"
        }
    }
}

/// Subsystem (behind the facade) and FlyweightFactory: `ImageApi` keeps one cache keyed by URL. A
/// hit returns the shared `ImageData` at once; a miss downloads it (at most `maxSize` bytes) and
/// keeps it. A failed download is NOT cached (the original cached empty data, so a broken image
/// stayed broken until the app restarted): the next request tries again.
final class ImageApi {
    static let maxSize = 250_000

    /// The cache's counters: requests answered from the pool (hits) or not (misses, of which
    /// `failures` could not be downloaded), and what the pool holds now.
    struct Stats: Equatable {
        var hits = 0
        var misses = 0
        var failures = 0
        var entries = 0
        var bytesHeld = 0
    }

    private let cloud: Cloud
    /// The flyweight pool. Its order is never used: it is looked up by key, and only counted and
    /// summed as a whole.
    private var imagesCache: [String: ImageData] = [:]
    private var hits = 0
    private var misses = 0
    private var failures = 0

    var stats: Stats {
        Stats(
            hits: hits, misses: misses, failures: failures, entries: imagesCache.count,
            bytesHeld: imagesCache.values.map(\.byteCount).reduce(0, +))
    }

    init(cloud: Cloud) {
        self.cloud = cloud
    }

    func load(url: String) -> Result<ImageData, ImageError> {
        cloud.transcript.send("object(forKey: \(url))", from: "ImageApi", to: "imagesCache")
        if let data = imagesCache[url] {
            hits += 1
            cloud.transcript.reply(
                "hit: the shared ImageData (\(data.byteCount) bytes)", from: "imagesCache", to: "ImageApi")
            return .success(data)
        }
        cloud.transcript.reply("nil: a miss", from: "imagesCache", to: "ImageApi")
        misses += 1
        cloud.transcript.send("GET \(url)", from: "ImageApi", to: "Cloud")
        guard let byteCount = cloud.imageServer[url] else {
            failures += 1
            cloud.transcript.reply("404 not found", from: "Cloud", to: "ImageApi")
            return .failure(.notOnServer)
        }
        guard byteCount <= Self.maxSize else {
            failures += 1
            cloud.transcript.reply(
                "\(byteCount) bytes: over maxSize, download stopped", from: "Cloud", to: "ImageApi")
            return .failure(.tooLarge(byteCount))
        }
        cloud.transcript.reply("\(byteCount) bytes", from: "Cloud", to: "ImageApi")
        let data = ImageData(url: url, byteCount: byteCount)
        imagesCache[url] = data
        cloud.transcript.send("store \(url)", from: "ImageApi", to: "imagesCache")
        return .success(data)
    }
}
