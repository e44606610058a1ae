import DemoSupport
import Foundation

/// Observer: an administrator who wants to hear of every change to a user's info. It keeps what it
/// received, so a scenario can report the administrators in a fixed order whatever order
/// NotificationCenter delivers in.
///
/// NotificationCenter calls observers from a `@Sendable` closure, so the administrator is Sendable: its
/// mutable state is guarded by a lock.
final class Administrator: Traced, TraceValue, @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private var messages: [String] = []
    private var token: (any NSObjectProtocol)?
    private var center: NotificationCenter?

    init(name: String) { self.name = name }

    var traceName: String { name }

    /// The messages received so far, oldest first.
    var received: [String] { lock.withLock { messages } }

    var isObserving: Bool { lock.withLock { token != nil } }

    /// What the original's admin printed on each notification.
    static let printed = "Received the user updated info...."

    /// Records one message (called by NotificationCenter, or by the classic subject). Not traced: a
    /// delivery's order is NotificationCenter's, and what the demo prints must not depend on it.
    func receive(msg: String) { lock.withLock { messages.append(msg) } }

    /// Starts observing `.userInfoUpdated` on `center`; observing twice adds no second registration.
    func startObserving(_ center: NotificationCenter) {
        traced(Shown("center")) {
            guard !isObserving else { return }
            let token = center.addObserver(forName: .userInfoUpdated, object: nil, queue: nil) {
                [weak self] note in
                guard let msg = note.userInfo?["msg"] as? String else { return }
                self?.receive(msg: msg)
            }
            lock.withLock {
                self.token = token
                self.center = center
            }
        }
    }

    func stopObserving() { traced { removeObservation() } }

    private func removeObservation() {
        let (token, center) = lock.withLock { (self.token, self.center) }
        guard let token, let center else { return }
        center.removeObserver(token)
        lock.withLock {
            self.token = nil
            self.center = nil
        }
    }

    deinit { removeObservation() }
}
