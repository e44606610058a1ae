import DemoSupport

/// Cached value (the document calls it a flyweight): one downloaded image, shared by every cell that
/// shows the same URL. Immutable, so any number of cells can hold it at once. Nothing is passed to it
/// per use (there is no extrinsic state), which is why the image cache is a cache rather than the
/// Flyweight pattern; the demo's real Flyweight is `LabelStyle` (Flyweight/LabelStyle.swift).
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

/// Subsystem (behind the facade) and Cache (the document: Flyweight): `ImageApi` keeps one cache keyed
/// by URL. A
/// hit returns the shared `ImageData` at once; a miss downloads it (at most `maxSize` bytes) and
/// keeps it. A failed download is NOT cached (the original cached empty data, so a broken image
/// stayed broken until the app restarted): the next request tries again.
final class ImageApi: Traced {
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
    /// The flyweight pool.
    private let imagesCache = ImageCache()
    private var hits = 0
    private var misses = 0
    private var failures = 0

    var stats: Stats {
        Stats(
            hits: hits, misses: misses, failures: failures, entries: imagesCache.count,
            bytesHeld: imagesCache.bytesHeld)
    }

    init(cloud: Cloud) {
        self.cloud = cloud
    }

    func load(url: String) -> Result<ImageData, ImageError> {
        traced(Whole(url)) {
            if let data = imagesCache.object(forKey: url) {
                hits += 1
                return .success(data)
            }
            misses += 1
            switch cloud.downloadImage(url: url, maxSize: Self.maxSize) {
            case .failure(let error):
                failures += 1
                return .failure(error)
            case .success(let byteCount):
                let data = ImageData(url: url, byteCount: byteCount)
                imagesCache.setObject(data, forKey: url)
                return .success(data)
            }
        }
    }
}

/// The cache's store (the original's `imagesCache`, an `NSCache`): shared `ImageData` by URL.
/// Its order is never used: it is looked up by key, and only counted and summed as a whole.
final class ImageCache: Traced {
    let traceName = "imagesCache"
    private var images: [String: ImageData] = [:]

    var count: Int { images.count }

    var bytesHeld: Int { images.values.map(\.byteCount).reduce(0, +) }

    func object(forKey url: String) -> ImageData? {
        traced(Whole(url)) { images[url] }
    }

    func setObject(_ data: ImageData, forKey url: String) {
        traced(data, Whole(url)) { images[url] = data }
    }
}
