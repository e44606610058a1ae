import DemoSupport

/// Screen: one chat session. It shows each message through a `MessageDisplay` (the Adapter design
/// by default), sends new messages (F7) and deletes the user's own ones (N12).
final class ChatViewController: Screen {
    let sessionId: String
    private let display: MessageDisplay

    init(sessionId: String, display: MessageDisplay = .adapter) {
        self.sessionId = sessionId
        self.display = display
        tracedInit(sessionId, display)
    }

    /// F8: every message of the session, shown through the display; they are now read.
    func showMessages() {
        traced {
            guard let session = shown(ApiServices.getInstance().loadChat(sessionId: sessionId)) else {
                return
            }
            Console.print("chat \(sessionId): \(count(session.messages.count, "message"))")
            for message in session.messages {
                let sender = ApiServices.getInstance().userName(message.senderId)
                let text = text(of: message.content)
                Console.print("  \(message.id) \(CloudClock.format(message.timeSent)) \(sender): \(text)")
            }
        }
    }

    /// The text a message's content shows as: what the Adapter design's dispatcher puts in a message
    /// view, or (variant `switch`) what this screen's own switch over the content's key gives.
    func text(of content: MessageContent) -> String {
        switch display {
        case .dispatcher(let dispatcher, _):
            let view = MessageView()
            dispatcher.displayMessage(content: content, view: view)
            return view.text
        case .switchOverKey:
            return switchOverKey(content)
        }
    }

    /// F7.
    func send(_ content: MessageContent) {
        traced(content) {
            if let message = shown(
                ApiServices.getInstance().sendMessage(sessionId: sessionId, content: content))
            {
                Console.print("sent \(message.id): \(content.summary)")
            }
        }
    }

    /// N12.
    func delete(_ messageId: String) {
        traced(messageId) {
            let deleted = ApiServices.getInstance().deleteMessage(sessionId: sessionId, messageId: messageId)
            if let message = shown(deleted) { Console.print("\(message.id) is deleted for both people") }
        }
    }
}

/// Screen (the Chat tab): the user's sessions with the last message and the count of new ones (F8).
struct ChatListViewController: Screen {
    func show() {
        traced {
            let services = ApiServices.getInstance()
            guard let sessions = shown(services.getAllSessionForUser()), let viewer = services.currentUserId
            else { return }
            Console.print("Chats: \(count(sessions.count, "session"))")
            for session in sessions {
                let other = services.userName(session.ownerId == viewer ? session.buyerId : session.ownerId)
                let last = shown(services.getLastMessage(sessionId: session.id)) ?? ""
                let new = session.newMessageCount(for: viewer)
                Console.print("  \(session.id) with \(other): \(preview(last)) · \(new) new")
            }
        }
    }
}

/// Screen (the Alerts tab): the user's notifications (N8); loading them marks them read.
struct AlertsViewController: Screen {
    func show() {
        traced {
            guard let notifications = shown(ApiServices.getInstance().loadNotifications()) else { return }
            let unread = notifications.filter { !$0.isRead }.count
            Console.print("Alerts: \(count(notifications.count, "notification")), \(unread) unread")
            for notification in notifications {
                Console.print("  \(notification.isRead ? " " : "•") \(notification.text)")
            }
        }
    }
}

/// The chat list's line for a session's last message: the original shows "" for a session with no
/// messages yet; the list says so in words.
private func preview(_ lastMessage: String) -> String {
    lastMessage.isEmpty ? "no messages yet" : quoted(lastMessage, limit: 48)
}
