import DemoSupport

/// Screen: one chat session. It shows each message through a `MessageDisplay` (the Adapter design
/// by default), sends new messages (F7) and deletes the user's own ones (N12).
final class ChatViewController: Screen {
    let name = "ChatViewController"
    let transcript: Transcript
    let sessionId: String
    private let display: any MessageDisplay

    init(sessionId: String, transcript: Transcript, display: any MessageDisplay = AdapterMessageDisplay()) {
        self.sessionId = sessionId
        self.transcript = transcript
        self.display = display
    }

    /// Opens the viewer's chat about a product: the existing session, or a new one. This is what the
    /// products screen does when a cell notifies it, and what "💬 Let's Chat" does on the details
    /// screen. A logged-out user is refused and nothing is created.
    static func open(about product: Product, from screen: any Screen) -> ChatViewController? {
        let existing = screen.ask(
            "getSession(productId: \(product.id))", { $0.getSession(productId: product.id) }
        ) {
            $0.map(\.id) ?? "nil"
        }
        let session: ChatSession
        switch existing {
        case .failure: return nil
        case .success(.some(let found)): session = found
        case .success(.none):
            let posted = screen.ask(
                "postSession(productId: \(product.id))", { $0.postSession(productId: product.id) }
            ) {
                $0.id
            }
            guard case .success(let created) = posted else { return nil }
            session = created
        }
        let owner = ApiServices.getInstance().userName(session.ownerId)
        screen.transcript.send("present chat \(session.id)", from: screen.name, to: "ChatViewController")
        screen.transcript.result("chat \(session.id) with \(owner) about \(product.name) is open")
        return ChatViewController(sessionId: session.id, transcript: screen.transcript)
    }

    /// F8: every message of the session, shown through the display; they are now read.
    func showMessages() {
        let loaded = ask("loadChat(sessionId: \(sessionId))", { $0.loadChat(sessionId: sessionId) }) {
            count($0.messages.count, "message")
        }
        guard case .success(let session) = loaded else { return }
        transcript.result("chat \(sessionId): \(count(session.messages.count, "message"))")
        for message in session.messages {
            let sender = ApiServices.getInstance().userName(message.senderId)
            let shown = display.show(message.content, in: name, transcript)
            transcript.result("  \(message.id) \(CloudClock.format(message.timeSent)) \(sender): \(shown)")
        }
    }

    /// F7.
    @discardableResult
    func send(_ content: MessageContent) -> Result<Message, ApiError> {
        let sent = ask(
            "sendMessage(\(content.key): \(quoted(content.value, limit: 48)))",
            {
                $0.sendMessage(sessionId: sessionId, content: content)
            }
        ) { $0.id }
        if case .success(let message) = sent { transcript.result("sent \(message.id): \(content.summary)") }
        return sent
    }

    /// N12.
    @discardableResult
    func delete(_ messageId: String) -> Result<Message, ApiError> {
        let deleted = ask(
            "deleteMessage(\(messageId))",
            {
                $0.deleteMessage(sessionId: sessionId, messageId: messageId)
            }
        ) { "deleted \($0.id)" }
        if case .success(let message) = deleted {
            transcript.result("\(message.id) is deleted for both people")
        }
        return deleted
    }
}

/// Screen (the Chat tab): the user's sessions with the last message and the count of new ones (F8).
struct ChatListViewController: Screen {
    let name = "ChatListViewController"
    let transcript: Transcript

    func show() {
        let loaded = ask("getAllSessionForUser()", { $0.getAllSessionForUser() }) {
            count($0.count, "session")
        }
        guard case .success(let sessions) = loaded, let viewer = ApiServices.getInstance().currentUserId
        else {
            return
        }
        transcript.result("Chats: \(count(sessions.count, "session"))")
        for session in sessions {
            let other = ApiServices.getInstance().userName(
                session.ownerId == viewer ? session.buyerId : session.ownerId)
            let last = ask(
                "getLastMessage(sessionId: \(session.id))", { $0.getLastMessage(sessionId: session.id) }
            ) {
                quoted($0, limit: 48)
            }
            let new = session.newMessageCount(for: viewer)
            transcript.result(
                "  \(session.id) with \(other): \(preview((try? last.get()) ?? "")) · \(new) new")
        }
    }
}

/// Screen (the Alerts tab): the user's notifications (N8); loading them marks them read.
struct AlertsViewController: Screen {
    let name = "AlertsViewController"
    let transcript: Transcript

    func show() {
        let loaded = ask("loadNotifications()", { $0.loadNotifications() }) {
            count($0.count, "notification")
        }
        guard case .success(let notifications) = loaded else { return }
        let unread = notifications.filter { !$0.isRead }.count
        transcript.result("Alerts: \(count(notifications.count, "notification")), \(unread) unread")
        for notification in notifications {
            transcript.result("  \(notification.isRead ? " " : "•") \(notification.text)")
        }
    }
}

/// The chat list's line for a session's last message: the original shows "" for a session with no
/// messages yet; the list says so in words.
private func preview(_ lastMessage: String) -> String {
    lastMessage.isEmpty ? "no messages yet" : quoted(lastMessage, limit: 48)
}
