import DemoSupport

/// Facade: what `ApiServices` offers the screens, one method per action. Most actions only forward
/// to one subsystem (`UserApi`, `ProductsApi`, `ChatApi` or `ImageApi`), after checking the login;
/// those methods are not traced, so a transcript does not repeat the same hand-over for every tap
/// (the `facade` scenario says so once). Those that coordinate several subsystems are traced, and the
/// subsystems' calls are drawn where a scenario is about them: deleting an account (`facade`) or a
/// product, an edit (`mvc`), loading an image (`cache`), deleting a message (`chat`). Marking a
/// product sold also tells the buyers; only the facade's call is drawn, as `state` is about the
/// screen's state, not the backend. The instance itself
/// is the Singleton (Singleton/ApiServices.swift).
extension ApiServices: Traced {
    /// The logged-in user's id; without a login the facade refuses at once and no subsystem is
    /// called.
    private func loggedIn(to action: String) -> Result<String, ApiError> {
        guard let userId = userApi.currentUserId else { return .failure(.loginRequired(action)) }
        return .success(userId)
    }

    // MARK: Accounts (F1, F2, F3, N1, N2, N3, N13, N14)

    func addNewUser(name: String, email: String, password: String, mobile: String, city: String)
        -> Result<AppUser, ApiError>
    {
        userApi.addNewUser(name: name, email: email, password: password, mobile: mobile, city: city)
    }

    func login(email: String, password: String) -> Result<AppUser, ApiError> {
        userApi.login(email: email, password: password)
    }

    func logout() {
        userApi.logout()
    }

    var currentUserId: String? { userApi.currentUserId }

    /// N1.
    func currentUser() -> Result<AppUser, ApiError> {
        userApi.currentUser().map { .success($0) } ?? .failure(.loginRequired("see your account"))
    }

    func getUser(id: String) -> Result<AppUser, ApiError> {
        userApi.getUser(id: id)
    }

    /// N2.
    func updateUser(name: String, email: String, mobile: String, city: String) -> Result<AppUser, ApiError> {
        loggedIn(to: "change your account").flatMap {
            userApi.updateUser($0, name: name, email: email, mobile: mobile, city: city)
        }
    }

    /// N3. Deletes the account, then everything that belonged to it: products (with their photos) and
    /// every chat session the user took part in or that was about one of their products.
    func deleteAccount(password: String) -> Result<String, ApiError> {
        traced(Hidden(password)) {
            let deleted = loggedIn(to: "delete your account").flatMap {
                userApi.deleteAccount($0, password: password)
            }
            guard case .success(let user) = deleted else { return deleted.map(\.name) }
            let products = productsApi.deleteProducts(ofUser: user.id)
            let sessions = chatApi.deleteSessions(involving: user.id, products: products.map(\.id))
            return .success(
                "\(user.name)'s account, \(count(products.count, "product")) and "
                    + count(sessions.count, "chat session"))
        }
    }

    func reportUser(id: String, reason: String) -> Result<Report, ApiError> {
        loggedIn(to: "report a user").flatMap { userApi.reportUser($0, reportedId: id, reason: reason) }
    }

    func blockUser(id: String) -> Result<AppUser, ApiError> {
        loggedIn(to: "block a user").flatMap { userApi.blockUser($0, blockedId: id) }
    }

    // MARK: Products (F4, F5, F6, N7, N9, N10, N11)

    func loadProducts() -> [Product] {
        productsApi.loadProducts()
    }

    func loadProduct(id: String) -> Result<Product, ApiError> {
        productsApi.loadProduct(id: id)
    }

    func loadCategories() -> [String] {
        productsApi.loadCategories()
    }

    func postProduct(_ form: ProductForm) -> Result<Product, ApiError> {
        loggedIn(to: "post a product").flatMap { productsApi.postProduct(ownerId: $0, form: form) }
    }

    func updateProduct(id: String, _ edit: ProductEdit) -> Result<Product, ApiError> {
        traced(id, edit) {
            loggedIn(to: "edit a product").flatMap { productsApi.updateProduct(userId: $0, id: id, edit) }
        }
    }

    /// N10 and N11. Marking sold tells every buyer who chatted about the product (N8).
    func setAvailable(productId: String, _ available: Bool) -> Result<Product, ApiError> {
        traced(productId, available) {
            let changed = loggedIn(to: "change a product").flatMap {
                productsApi.setAvailable(userId: $0, id: productId, available)
            }
            if case .success(let product) = changed, !available {
                chatApi.notifyBuyers(
                    of: product,
                    "\(userApi.displayName(product.userId)) marked \(product.name) as sold (you asked about it)"
                )
            }
            return changed
        }
    }

    /// N9. Deletes the product and the chats about it.
    func deleteProduct(id: String) -> Result<Product, ApiError> {
        traced(id) {
            let deleted = loggedIn(to: "delete a product").flatMap {
                productsApi.deleteProduct(userId: $0, id: id)
            }
            if case .success = deleted {
                _ = chatApi.deleteSessions(involving: nil, products: [id])
            }
            return deleted
        }
    }

    // MARK: Chat (F7, F8, N8, N12)

    func getSession(productId: String) -> Result<ChatSession?, ApiError> {
        loggedIn(to: "chat").map { chatApi.getSession(productId: productId, buyerId: $0) }
    }

    func postSession(productId: String) -> Result<ChatSession, ApiError> {
        loggedIn(to: "chat").flatMap { chatApi.postSession(productId: productId, buyerId: $0) }
    }

    func sendMessage(sessionId: String, content: MessageContent) -> Result<Message, ApiError> {
        loggedIn(to: "send a message").flatMap {
            chatApi.sendMessage(sessionId: sessionId, senderId: $0, content: content)
        }
    }

    func loadChat(sessionId: String) -> Result<ChatSession, ApiError> {
        loggedIn(to: "read messages").flatMap { chatApi.loadChat(sessionId: sessionId, viewerId: $0) }
    }

    func getAllSessionForUser() -> Result<[ChatSession], ApiError> {
        loggedIn(to: "see your chats").map { chatApi.getAllSessionForUser($0) }
    }

    func getLastMessage(sessionId: String) -> Result<String, ApiError> {
        loggedIn(to: "see your chats").flatMap {
            chatApi.getLastMessage(sessionId: sessionId, viewerId: $0)
        }
    }

    func deleteMessage(sessionId: String, messageId: String) -> Result<Message, ApiError> {
        traced(sessionId, messageId) {
            loggedIn(to: "delete a message").flatMap {
                chatApi.deleteMessage(sessionId: sessionId, messageId: messageId, userId: $0)
            }
        }
    }

    func loadNotifications() -> Result<[AppNotification], ApiError> {
        loggedIn(to: "see your alerts").map { chatApi.loadNotifications($0) }
    }

    // MARK: Images (Flyweight)

    func loadImage(url: String) -> Result<ImageData, ImageError> {
        traced(Whole(url)) { imageApi.load(url: url) }
    }

    var imageCacheStats: ImageApi.Stats { imageApi.stats }

    /// The user's display name, for screens that show who wrote or owns something.
    func userName(_ id: String) -> String { userApi.displayName(id) }
}
