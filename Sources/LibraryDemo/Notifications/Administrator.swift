import DemoSupport
import Foundation

/// ConcreteObserver: an administrator who wants to hear of every change to the info of the users it
/// looks after. It keeps what it received, so tests and the scenario can count it.
///
/// Foundation's NotificationCenter (variant `foundation`) calls its blocks from a `@Sendable` closure,
/// so the administrator is Sendable: its mutable state is guarded by a lock.
final class Administrator: NotificationObserver, @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private var messages: [String] = []
    /// Variant `foundation`: the registrations made with Foundation's center, to remove them again.
    private var tokens: [any NSObjectProtocol] = []
    private var foundationCenter: Foundation.NotificationCenter?

    init(name: String) { self.name = name }

    var traceName: String { name }

    /// The messages received so far, oldest first.
    var received: [String] { lock.withLock { messages } }

    /// What the original's admin printed on each notification.
    static let printed = "Received the user updated info...."

    /// Update: the center calls it for each post this administrator was registered for.
    func receive(_ notification: Notification) {
        let about = (notification.object as? any Traced).map { " about \($0.traceName)" } ?? ""
        traced(Shown(notification.name.rawValue + about)) {
            guard let msg = notification.userInfo?["msg"] as? String else { return }
            lock.withLock { messages.append(msg) }
            Console.print("\(name): \(Self.printed)")
        }
    }

    /// Variant `classic`: the same update, by the hand-written interface.
    func take(_ msg: String) {
        lock.withLock { messages.append(msg) }
        Console.print("\(name): \(Self.printed)")
    }

    var isObserving: Bool { lock.withLock { !tokens.isEmpty } }

    /// Variant `foundation`: registers a block with Foundation's `center` that hands each post named
    /// `userInfoUpdated` about `user` (nil: about any user) to `receive(_:)`. Foundation's center is not
    /// traced, so the administrator's own call stands for the registration.
    func startObserving(_ center: Foundation.NotificationCenter, user: User?) {
        traced(Shown("center"), Shown(user?.name ?? "nil")) {
            let token = center.addObserver(forName: .userInfoUpdated, object: user, queue: nil) {
                [weak self] note in self?.receive(note)
            }
            lock.withLock {
                self.tokens.append(token)
                self.foundationCenter = center
            }
        }
    }

    /// Variant `foundation`: removes this administrator's registrations from Foundation's center.
    func stopObserving() { traced { removeObservations() } }

    private func removeObservations() {
        let (tokens, center) = lock.withLock { (self.tokens, self.foundationCenter) }
        guard let center else { return }
        for token in tokens { center.removeObserver(token) }
        lock.withLock {
            self.tokens = []
            self.foundationCenter = nil
        }
    }

    deinit { removeObservations() }
}
