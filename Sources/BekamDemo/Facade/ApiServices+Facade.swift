import DemoSupport

/// Facade: what `ApiServices` offers the screens, one method per action, each forwarded to the
/// subsystem that does it (the instance itself is the Singleton, in Singleton/ApiServices.swift).
extension ApiServices {
    private var transcript: Transcript { cloud.transcript }

    /// The account calls as the transcript writes them, on both sides of the facade: every field
    /// the call checks, and never the password.
    static func addNewUserCall(name: String, email: String, mobile: String, city: String) -> String {
        "addNewUser(name: \(quoted(name)), email: \(quoted(email)), password: <hidden>, "
            + "mobile: \(quoted(mobile)), city: \(quoted(city)))"
    }

    static func updateUserCall(name: String, email: String, mobile: String, city: String) -> String {
        "updateUser(name: \(quoted(name)), email: \(quoted(email)), mobile: \(quoted(mobile)), "
            + "city: \(quoted(city)))"
    }

    fileprivate func forward(_ api: String, _ call: String) {
        transcript.send(call, from: Self.name, to: api)
    }

    /// The logged-in user's id, after forwarding the call to `api`; without a login the facade
    /// refuses at once and the subsystem is never called.
    fileprivate func loggedIn(to action: String, _ api: String, _ call: String) -> Result<String, ApiError> {
        guard let userId = userApi.currentUserId else { return .failure(.loginRequired(action)) }
        forward(api, call)
        return .success(userId)
    }

    // MARK: Accounts (F1, F2, F3, N1, N2, N3, N13, N14)

    func addNewUser(name: String, email: String, password: String, mobile: String, city: String)
        -> Result<AppUser, ApiError>
    {
        forward("UserApi", Self.addNewUserCall(name: name, email: email, mobile: mobile, city: city))
        return userApi.addNewUser(name: name, email: email, password: password, mobile: mobile, city: city)
    }

    func login(email: String, password: String) -> Result<AppUser, ApiError> {
        forward("UserApi", "login(email: \(quoted(email)), password: <hidden>)")
        return userApi.login(email: email, password: password)
    }

    func logout() {
        forward("UserApi", "logout()")
        userApi.logout()
    }

    var currentUserId: String? { userApi.currentUserId }

    /// N1.
    func currentUser() -> Result<AppUser, ApiError> {
        forward("UserApi", "currentUser()")
        return userApi.currentUser().map { .success($0) } ?? .failure(.loginRequired("see your account"))
    }

    func getUser(id: String) -> Result<AppUser, ApiError> {
        forward("UserApi", "getUser(id: \(id))")
        return userApi.getUser(id: id)
    }

    /// The owner of a product, as a public profile.
    func getUser(productId: String) -> Result<AppUser, ApiError> {
        forward("ProductsApi", "loadProduct(id: \(productId))")
        return productsApi.loadProduct(id: productId).flatMap { getUser(id: $0.userId) }
    }

    /// N2.
    func updateUser(name: String, email: String, mobile: String, city: String) -> Result<AppUser, ApiError> {
        return loggedIn(
            to: "change your account", "UserApi",
            Self.updateUserCall(name: name, email: email, mobile: mobile, city: city)
        ).flatMap {
            userApi.updateUser($0, name: name, email: email, mobile: mobile, city: city)
        }
    }

    /// N3. Deletes the account, then everything that belonged to it: products (with their photos) and
    /// every chat session the user took part in or that was about one of their products.
    func deleteAccount(password: String) -> Result<String, ApiError> {
        let deleted = loggedIn(to: "delete your account", "UserApi", "deleteAccount(password: <hidden>)")
            .flatMap { userApi.deleteAccount($0, password: password) }
        guard case .success(let user) = deleted else { return deleted.map(\.name) }
        forward("ProductsApi", "deleteProducts(ofUser: \(user.id))")
        let products = productsApi.deleteProducts(ofUser: user.id)
        forward("ChatApi", "deleteSessions(involving: \(user.id))")
        let sessions = chatApi.deleteSessions(involving: user.id, products: products.map(\.id))
        return .success(
            "\(user.name)'s account, \(count(products.count, "product")) and "
                + count(sessions.count, "chat session"))
    }

    func reportUser(id: String, reason: String) -> Result<Report, ApiError> {
        return loggedIn(
            to: "report a user", "UserApi", "reportUser(id: \(id), reason: \(quoted(reason, limit: 48)))"
        ).flatMap { userApi.reportUser($0, reportedId: id, reason: reason) }
    }

    func blockUser(id: String) -> Result<AppUser, ApiError> {
        return loggedIn(to: "block a user", "UserApi", "blockUser(id: \(id))").flatMap {
            userApi.blockUser($0, blockedId: id)
        }
    }

    // MARK: Products (F4, F5, F6, N7, N9, N10, N11)

    func loadProducts() -> [Product] {
        forward("ProductsApi", "loadProducts()")
        return productsApi.loadProducts()
    }

    func loadProduct(id: String) -> Result<Product, ApiError> {
        forward("ProductsApi", "loadProduct(id: \(id))")
        return productsApi.loadProduct(id: id)
    }

    func loadCategories() -> [String] {
        forward("ProductsApi", "loadCategories()")
        return productsApi.loadCategories()
    }

    func postProduct(_ form: ProductForm) -> Result<Product, ApiError> {
        return loggedIn(
            to: "post a product", "ProductsApi",
            "postProduct(\(form.summary))"
        ).flatMap { productsApi.postProduct(ownerId: $0, form: form) }
    }

    func updateProduct(
        id: String, name: String, description: String, price: String
    ) -> Result<Product, ApiError> {
        return loggedIn(
            to: "edit a product", "ProductsApi",
            "updateProduct(id: \(id), name: \(quoted(name)), price: \(quoted(price)))"
        ).flatMap {
            productsApi.updateProduct(userId: $0, id: id, name: name, description: description, price: price)
        }
    }

    /// N10 and N11. Marking sold tells every buyer who chatted about the product (N8).
    func setAvailable(productId: String, _ available: Bool) -> Result<Product, ApiError> {
        let changed = loggedIn(
            to: "change a product", "ProductsApi", "setAvailable(id: \(productId), \(available))"
        ).flatMap {
            productsApi.setAvailable(userId: $0, id: productId, available)
        }
        if case .success(let product) = changed, !available {
            forward("ChatApi", "notifyBuyers(productId: \(product.id))")
            chatApi.notifyBuyers(
                of: product,
                "\(userApi.displayName(product.userId)) marked \(product.name) as sold (you asked about it)")
        }
        return changed
    }

    /// N9. Deletes the product and the chats about it.
    func deleteProduct(id: String) -> Result<Product, ApiError> {
        let deleted = loggedIn(to: "delete a product", "ProductsApi", "deleteProduct(id: \(id))").flatMap {
            productsApi.deleteProduct(userId: $0, id: id)
        }
        if case .success = deleted {
            forward("ChatApi", "deleteSessions(about: \(id))")
            _ = chatApi.deleteSessions(involving: nil, products: [id])
        }
        return deleted
    }

    // MARK: Chat (F7, F8, N8, N12)

    func getSession(productId: String) -> Result<ChatSession?, ApiError> {
        return loggedIn(to: "chat", "ChatApi", "getSession(productId: \(productId))").map {
            chatApi.getSession(productId: productId, buyerId: $0)
        }
    }

    func postSession(productId: String) -> Result<ChatSession, ApiError> {
        return loggedIn(to: "chat", "ChatApi", "postSession(productId: \(productId))").flatMap { buyer in
            productsApi.loadProduct(id: productId).flatMap { product in
                chatApi.postSession(product: product, buyerId: buyer)
            }
        }
    }

    func sendMessage(sessionId: String, content: MessageContent) -> Result<Message, ApiError> {
        return loggedIn(
            to: "send a message", "ChatApi",
            "sendMessage(sessionId: \(sessionId), \(content.key): \(quoted(content.value, limit: 48)))"
        ).flatMap {
            chatApi.sendMessage(sessionId: sessionId, senderId: $0, content: content)
        }
    }

    func loadChat(sessionId: String) -> Result<ChatSession, ApiError> {
        return loggedIn(to: "read messages", "ChatApi", "loadChat(sessionId: \(sessionId))").flatMap {
            chatApi.loadChat(sessionId: sessionId, viewerId: $0)
        }
    }

    func getAllSessionForUser() -> Result<[ChatSession], ApiError> {
        return loggedIn(to: "see your chats", "ChatApi", "getAllSessionForUser()").map {
            chatApi.getAllSessionForUser($0)
        }
    }

    func getLastMessage(sessionId: String) -> Result<String, ApiError> {
        return loggedIn(to: "see your chats", "ChatApi", "getLastMessage(sessionId: \(sessionId))").flatMap {
            chatApi.getLastMessage(sessionId: sessionId, viewerId: $0)
        }
    }

    func deleteMessage(sessionId: String, messageId: String) -> Result<Message, ApiError> {
        return loggedIn(
            to: "delete a message", "ChatApi",
            "deleteMessage(sessionId: \(sessionId), messageId: \(messageId))"
        ).flatMap {
            chatApi.deleteMessage(sessionId: sessionId, messageId: messageId, userId: $0)
        }
    }

    func loadNotifications() -> Result<[AppNotification], ApiError> {
        return loggedIn(to: "see your alerts", "ChatApi", "loadNotifications()").map {
            chatApi.loadNotifications($0)
        }
    }

    // MARK: Images (Flyweight)

    func loadImage(url: String) -> Result<ImageData, ImageError> {
        forward("ImageApi", "load(url: \(url))")
        return imageApi.load(url: url)
    }

    var imageCacheStats: ImageApi.Stats { imageApi.stats }

    /// The user's display name, for screens that show who wrote or owns something.
    func userName(_ id: String) -> String { userApi.displayName(id) }
}
