import DemoSupport

/// Subsystem (behind the facade): chat sessions, messages and the Alerts tab's notifications.
final class ChatApi: Traced {
    private let cloud: Cloud

    init(cloud: Cloud) {
        self.cloud = cloud
    }

    /// The buyer's existing session about a product, if any.
    func getSession(productId: String, buyerId: String) -> ChatSession? {
        cloud.sessions.first { $0.productId == productId && $0.buyerId == buyerId }
    }

    /// Opens a session between the product's owner and a buyer.
    func postSession(productId: String, buyerId: String) -> Result<ChatSession, ApiError> {
        guard let product = cloud.products.first(where: { $0.id == productId }) else {
            return .failure(.notFound("product \(productId)"))
        }
        guard product.userId != buyerId else {
            return .failure(.notAllowed("you cannot chat about your own product"))
        }
        let session = ChatSession(
            id: cloud.nextId("s"), ownerId: product.userId, buyerId: buyerId, productId: product.id)
        cloud.sessions.append(session)
        return .success(session)
    }

    /// F7. Stores the message and tells the receiver on the Alerts tab (N8).
    func sendMessage(sessionId: String, senderId: String, content: MessageContent) -> Result<
        Message, ApiError
    > {
        guard let index = visibleIndex(sessionId, to: senderId) else {
            return .failure(.notFound("chat \(sessionId)"))
        }
        let session = cloud.sessions[index]
        let receiver = session.ownerId == senderId ? session.buyerId : session.ownerId
        guard !cloud.isBlocked(senderId, by: receiver), !cloud.isBlocked(receiver, by: senderId) else {
            return .failure(.blocked)
        }
        if content.key == "string", case .failure(let error) = FormRules.required(content.value, "message") {
            return .failure(error)
        }
        let message = Message(
            id: cloud.nextId("m"), senderId: senderId, content: content, timeSent: cloud.now())
        cloud.sessions[index].messages.append(message)
        let product = cloud.products.first { $0.id == session.productId }?.name ?? "a product"
        cloud.notifications.append(
            AppNotification(
                id: cloud.nextId("n"), userId: receiver,
                text: "\(cloud.userName(senderId)) wrote about \(product): \(content.summary)"))
        return .success(message)
    }

    /// F8. The session's messages; the viewer has now seen the ones sent to them.
    func loadChat(sessionId: String, viewerId: String) -> Result<ChatSession, ApiError> {
        readChat(sessionId: sessionId, viewerId: viewerId)
    }

    private func readChat(sessionId: String, viewerId: String) -> Result<ChatSession, ApiError> {
        guard let index = visibleIndex(sessionId, to: viewerId) else {
            return .failure(.notFound("chat \(sessionId)"))
        }
        let session = cloud.sessions[index]
        for message in session.messages.indices where session.messages[message].senderId != viewerId {
            cloud.sessions[index].messages[message].isNew = false
        }
        return .success(session)
    }

    /// F8. The user's sessions, the most recently active first (ties by session id).
    func getAllSessionForUser(_ userId: String) -> [ChatSession] {
        func lastActivity(_ session: ChatSession) -> Int { session.messages.last?.timeSent ?? 0 }
        return cloud.sessions.filter { $0.involves(userId) }
            .sorted { (lastActivity($0), $1.id) > (lastActivity($1), $0.id) }
    }

    func getLastMessage(sessionId: String, viewerId: String) -> Result<String, ApiError> {
        guard let index = visibleIndex(sessionId, to: viewerId) else {
            return .failure(.notFound("chat \(sessionId)"))
        }
        return .success(cloud.sessions[index].lastMessageSummary)
    }

    /// N12. Only the sender deletes a message.
    func deleteMessage(sessionId: String, messageId: String, userId: String) -> Result<Message, ApiError> {
        traced(sessionId, messageId, userId) {
            guard let index = visibleIndex(sessionId, to: userId),
                let position = cloud.sessions[index].messages.firstIndex(where: { $0.id == messageId })
            else { return .failure(.notFound("message \(messageId)")) }
            guard cloud.sessions[index].messages[position].senderId == userId else {
                return .failure(.notSender)
            }
            return .success(cloud.sessions[index].messages.remove(at: position))
        }
    }

    /// N8. The user's notifications, oldest first; they are read once loaded.
    func loadNotifications(_ userId: String) -> [AppNotification] {
        let mine = cloud.notifications.filter { $0.userId == userId }
        for index in cloud.notifications.indices where cloud.notifications[index].userId == userId {
            cloud.notifications[index].isRead = true
        }
        return mine
    }

    /// N8. Tells every buyer who opened a chat about the product, in the order the chats were opened.
    func notifyBuyers(of product: Product, _ text: String) {
        for session in cloud.sessions where session.productId == product.id {
            cloud.notifications.append(
                AppNotification(id: cloud.nextId("n"), userId: session.buyerId, text: text))
        }
    }

    /// N3 and N9: removes sessions that involve the user or one of the removed products, so no one
    /// is left with a chat whose other side or product no longer exists.
    func deleteSessions(involving userId: String?, products productIds: [String]) -> [ChatSession] {
        traced(userId, productIds) {
            let gone = cloud.sessions.filter { session in
                userId.map(session.involves) == true || productIds.contains(session.productId)
            }
            cloud.sessions.removeAll { session in gone.contains { $0.id == session.id } }
            return gone
        }
    }

    /// A session is visible only to its owner and its buyer.
    private func visibleIndex(_ sessionId: String, to userId: String) -> Int? {
        cloud.sessions.firstIndex { $0.id == sessionId && $0.involves(userId) }
    }
}
