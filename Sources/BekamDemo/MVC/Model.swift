/// Model: a person with an account (the original's `AppUser`). The password is not part of it: only
/// `UserApi` holds a digest of it, and nothing ever prints it.
struct AppUser: Equatable, Sendable {
    let id: String
    var name: String
    var email: String
    var mobile: String
    var city: String
    var profileImageURL: String
}

/// Model: an item for sale or for rent (the original's `Product`). A price of 0 makes it free.
struct Product: Equatable, Sendable {
    let id: String
    let userId: String
    var name: String
    var price: Double
    var rent: Bool
    var city: String
    var imageURLs: [String]
    /// Minutes on the cloud's clock; `CloudClock.format` shows it as "dd/MM/yyyy HH:mm:ss".
    let addedDate: Int
    var available = true
    var categories: [String]
    var description: String

    /// "$120", "$15 for rent" or "Free": how the demo names the price in a plain sentence.
    var priceText: String {
        price == 0 ? "Free" : "$\(Int(price))\(rent ? " for rent" : "")"
    }
}

/// Model: what a chat message carries. The original stored one keyed field per kind ("string",
/// "imgURL", "location"), and a message could carry several; `fields` keeps them in the order sent,
/// and "link" is added. The chat shows the first field (`key`, `value`); any other key is a kind this
/// version of the app does not know.
struct MessageContent: Equatable, Sendable {
    struct Field: Equatable, Sendable {
        let key: String
        let value: String
    }

    let fields: [Field]

    init(key: String, value: String) { fields = [Field(key: key, value: value)] }

    /// A message with several fields, the first one shown in the chat.
    init(fields: [(key: String, value: String)]) {
        self.fields = fields.map { Field(key: $0.key, value: $0.value) }
    }

    /// The field the chat shows.
    var key: String { fields.first?.key ?? "" }
    var value: String { fields.first?.value ?? "" }

    func field(_ key: String) -> String? { fields.first { $0.key == key }?.value }

    static func text(_ text: String) -> MessageContent { MessageContent(key: "string", value: text) }
    static func image(_ url: String) -> MessageContent { MessageContent(key: "imgURL", value: url) }
    static func link(_ url: String) -> MessageContent { MessageContent(key: "link", value: url) }
    static func location(_ latLong: String) -> MessageContent {
        MessageContent(key: "location", value: latLong)
    }

    /// The one-line summary a sessions list shows as the last message, by the original's priority:
    /// text first, then a photo, then a location, whatever order the fields came in (a link, the
    /// demo's addition, comes last).
    var summary: String {
        if let text = field("string") { return text }
        if field("imgURL") != nil { return "📷 Photo" }
        if field("location") != nil { return "📍 Location" }
        if field("link") != nil { return "🔗 Link" }
        return "Message"
    }
}

/// Model: one chat message (the original's `Message`): sender, time sent, and whether the receiver
/// has seen it yet.
struct Message: Equatable, Sendable {
    let id: String
    let senderId: String
    let content: MessageContent
    let timeSent: Int
    var isNew = true
}

/// Model: a conversation about one product between its owner and one buyer (the original's
/// `ChatSession`).
struct ChatSession: Equatable, Sendable {
    let id: String
    let ownerId: String
    let buyerId: String
    let productId: String
    var messages: [Message] = []

    /// Messages the given user has not seen yet (messages from the other person still marked new).
    func newMessageCount(for userId: String) -> Int {
        messages.filter { $0.isNew && $0.senderId != userId }.count
    }

    /// The last message's summary, or "" for an empty session (as in the original).
    var lastMessageSummary: String { messages.last?.content.summary ?? "" }

    func involves(_ userId: String) -> Bool { ownerId == userId || buyerId == userId }
}

/// Model: one user reporting another (N13), kept by the cloud; one per reporter and reported user, and
/// removed with either account. No moderator reads it in the demo. The demo's own type.
struct Report: Equatable, Sendable {
    let id: String
    let reporterId: String
    let reportedId: String
    let reason: String
}

/// Model: an entry of the Alerts tab (N8). The demo's own type.
struct AppNotification: Equatable, Sendable {
    let id: String
    let userId: String
    let text: String
    var isRead = false
}

/// What the owner typed in the details screen's edit form (F6): title, description and price, as
/// typed; the server checks them.
struct ProductEdit {
    let title: String
    let description: String
    let price: String
}
