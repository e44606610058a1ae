import DemoSupport

/// The sample data: the market every scenario starts from: three users and six products (`sampleItems`,
/// unless an exercise's data gives others) in a fresh cloud. Seeding writes straight into the cloud (it
/// is the data already there when the app starts), so it leaves nothing in the transcript.
struct Market {
    let cloud: Cloud
    let transcript: Transcript

    static let layla = "u1"
    static let sami = "u2"
    static let nour = "u3"
    /// The seeded users' passwords. Used to log in; never printed.
    static let passwords = [layla: "layla-pass-2018", sami: "sami-pass-2018", nour: "nour-pass-2018"]

    /// The market's six products, oldest first.
    static let sampleItems: [Item] = [
        (
            layla, "Road bike", 120, false, "Boulder", ["Bikes"], "Steel frame, 54 cm, new tyres",
            "bike.jpg"
        ),
        (nour, "Desk lamp", 0, false, "Denver", ["Furniture"], "Works, needs a bulb", "lamp.jpg"),
        (
            layla, "Camping tent", 15, true, "Boulder", ["Outdoor"], "Two people, per weekend",
            "tent.jpg"
        ),
        (
            layla, "Bike helmet", 25, false, "Boulder", ["Bikes", "Outdoor"],
            "Size M, same photo as the bike", "bike.jpg"
        ),
        (
            nour, "Physics textbook", 40, false, "Denver", ["Books"], "10th edition, a few notes",
            "book.jpg"
        ),
        (sami, "Ladder", 0, true, "Boulder", ["Tools"], "Free to borrow for a day", "ladder.jpg"),
    ]

    static func image(_ file: String) -> String { "https://bekam.example/\(file)" }

    /// A product as seeded: its owner, name, price, whether it is for rent, city, categories,
    /// description and image file.
    typealias Item = (
        owner: String, name: String, price: Double, rent: Bool, city: String, categories: [String],
        description: String, image: String
    )

    init(_ transcript: Transcript, items: [Item] = Market.sampleItems) {
        self.transcript = transcript
        cloud = Cloud()
        let people = [
            ("Layla", "layla@example.com", "303-555-0101", "Boulder"),
            ("Sami", "sami@example.com", "303-555-0102", "Boulder"),
            ("Nour", "nour@example.com", "720-555-0103", "Denver"),
        ]
        for (name, email, mobile, city) in people {
            let id = cloud.nextId("u")
            let user = AppUser(
                id: id, name: name, email: email, mobile: mobile, city: city, profileImageURL: "")
            cloud.accounts.append(
                Cloud.Account(user: user, passwordDigest: passwordDigest(Self.passwords[id] ?? "")))
        }
        for (owner, name, price, rent, city, categories, description, image) in items {
            cloud.products.append(
                Product(
                    id: cloud.nextId("p"), userId: owner, name: name, price: price, rent: rent, city: city,
                    imageURLs: [Self.image(image)], addedDate: cloud.now(), categories: categories,
                    description: description))
        }
        for (file, bytes) in [("bike.jpg", 180_000), ("lamp.jpg", 60_000), ("tent.jpg", 120_000)] {
            cloud.imageServer[Self.image(file)] = bytes
        }
        cloud.imageServer[Self.image("book.jpg")] = 300_000
        cloud.imageServer[Self.image("ladder.jpg")] = 90_000
    }

    /// A phone, already logged in when `userId` is given.
    func phone(of owner: String, loggedInAs userId: String? = nil) -> Phone {
        Phone(of: owner, cloud: cloud, loggedInAs: userId)
    }

    /// Shows the cloud's counts: the same line before and after a refused action.
    func showCloud() {
        transcript.result("cloud: \(cloud.summary)")
    }
}

extension Market {
    /// Seeds a sale that happened before the scenario starts.
    func markSold(productId: String) {
        for index in cloud.products.indices where cloud.products[index].id == productId {
            cloud.products[index].available = false
        }
    }

    func product(_ id: String) -> Product? { cloud.products.first { $0.id == id } }

    /// Seeds a chat that took place before the scenario starts: the buyer's session about a product
    /// and the messages the buyer sent in it, still new to the owner. Returns the session's id.
    func seedChat(about product: Product, buyer: String, messages: [MessageContent]) -> String {
        let session = ChatSession(
            id: cloud.nextId("s"), ownerId: product.userId, buyerId: buyer, productId: product.id,
            messages: messages.map {
                Message(id: cloud.nextId("m"), senderId: buyer, content: $0, timeSent: cloud.now())
            })
        cloud.sessions.append(session)
        return session.id
    }
}

extension Phone {
    /// Runs `body` as this phone's app, and the calls the scenario makes in it as its owner's taps.
    @discardableResult
    /// The acting block is the caller's `body` (its file and line), so the call-label test looks for
    /// the owner's calls there.
    func run<Value>(
        _ t: Transcript, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: () -> Value
    ) -> Value {
        t.acting(as: .actor(owner), fileID: fileID, filePath: filePath, line: line) { run(body) }
    }
}

extension Phone {
    /// Runs `body` as this phone's app with no transcript: a screen the scenario needs open before it
    /// starts, opened as the seeding writes the cloud, without drawing it (another scenario shows it).
    func beforehand<Value>(_ body: () -> Value) -> Value {
        run { unrecorded(body) }
    }
}

/// The buyer's way into a chat: the Things tab, searched for the product, and a tap on its cell's
/// chat button. Returns the chat the products screen opened, if any.
func openChat(about productId: String, search: String) -> ChatViewController? {
    let things = ProductsViewController()
    things.open(showing: ProductQuery(search: search))
    things.cell(productId)?.chatButtonClicked()
    return things.openedChat
}
