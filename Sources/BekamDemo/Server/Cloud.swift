import DemoSupport

/// Subsystem storage: the in-memory "cloud" that stands in for the original's Firebase backend.
/// One scenario builds one cloud; every phone in the scenario talks to it through its own
/// `ApiServices`. Only the four API classes read or write it.
final class Cloud: Traced {
    /// A stored account: the user and a digest of the password (never the password itself).
    struct Account {
        var user: AppUser
        var passwordDigest: UInt64
    }

    var accounts: [Account] = []
    var products: [Product] = []
    var sessions: [ChatSession] = []
    var reports: [Report] = []
    /// Who blocked whom (N14).
    var blocks: [(blocker: String, blocked: String)] = []
    var notifications: [AppNotification] = []
    /// The image server: stored byte counts by URL. Looked up by key; iterated only in key order.
    var imageServer: [String: Int] = [:]
    private(set) var clock = CloudClock()
    private var lastIds: [String: Int] = [:]

    init() {}

    /// The image server's answer to a download: the photo's size, or why there is none. A download
    /// stops at `maxSize` bytes.
    func downloadImage(url: String, maxSize: Int) -> Result<Int, ImageError> {
        traced(Whole(url), maxSize) {
            guard let byteCount = imageServer[url] else { return .failure(.notOnServer) }
            guard byteCount <= maxSize else { return .failure(.tooLarge(byteCount)) }
            return .success(byteCount)
        }
    }

    /// Stores a changed product (F6): the server's copy, which every phone loads from now on.
    func save(_ product: Product) {
        traced(product) {
            for index in products.indices where products[index].id == product.id { products[index] = product }
        }
    }

    /// The next id with the given prefix: "u1", "u2", ... ("p", "s", "m", "r", "n" likewise).
    func nextId(_ prefix: String) -> String {
        let next = (lastIds[prefix] ?? 0) + 1
        lastIds[prefix] = next
        return "\(prefix)\(next)"
    }

    /// The time now, in minutes; every call moves the clock on by one minute, so ordering by time is
    /// never a tie and never depends on the machine's clock.
    func now() -> Int { clock.tick() }

    func user(_ id: String) -> AppUser? { accounts.first { $0.user.id == id }?.user }

    func userName(_ id: String) -> String { user(id)?.name ?? "a deleted user" }

    func isBlocked(_ sender: String, by receiver: String) -> Bool {
        blocks.contains { $0.blocker == receiver && $0.blocked == sender }
    }

    /// Counts of everything stored, to show that a refused action changed nothing.
    var summary: String {
        let messages = sessions.map(\.messages.count).reduce(0, +)
        return [
            count(accounts.count, "user"), count(products.count, "product"),
            count(imageServer.count, "photo"),
            count(sessions.count, "chat session"),
            count(messages, "message"), count(reports.count, "report"), count(blocks.count, "block"),
        ].joined(separator: ", ")
    }

    /// A fingerprint of all stored data, for tests that check a refusal left the cloud untouched.
    var fingerprint: String {
        let users = accounts.map { "\($0.user)\($0.passwordDigest)" }
        let rest = ["\(products)", "\(sessions)", "\(reports)", "\(notifications)"]
        let photos = imageServer.keys.sorted().map { "\($0)=\(imageServer[$0] ?? 0)" }
        return (users + rest + photos + blocks.map { "\($0.blocker)>\($0.blocked)" }).joined(separator: "|")
    }
}

/// The cloud's clock: minutes since 01/12/2018 09:00:00, printed in the original's format
/// "dd/MM/yyyy HH:mm:ss". It never reads the machine's time.
struct CloudClock {
    private(set) var minutes = 0

    mutating func tick() -> Int {
        minutes += 1
        return minutes
    }

    static func format(_ minutes: Int) -> String {
        let total = 9 * 60 + minutes
        let (day, hour, minute) = (1 + total / (24 * 60), total / 60 % 24, total % 60)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(two(day))/12/2018 \(two(hour)):\(two(minute)):00"
    }
}

/// A one-way digest of a password (64-bit FNV-1a), so the cloud never keeps the password itself.
/// A real service would use a slow, salted hash; this only keeps the demo honest about storage.
func passwordDigest(_ password: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in password.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}
