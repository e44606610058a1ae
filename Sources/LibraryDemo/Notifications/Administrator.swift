import DemoSupport
import Foundation

/// Observer: an administrator who looks after some users and wants to hear of every change to their
/// info. It keeps what it received, so tests and the scenario can count it.
///
/// NotificationCenter calls observers from a `@Sendable` closure, so the administrator is Sendable: its
/// mutable state is guarded by a lock.
final class Administrator: Traced, TraceValue, @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private var messages: [String] = []
    private var tokens: [any NSObjectProtocol] = []
    private var center: NotificationCenter?

    init(name: String) { self.name = name }

    var traceName: String { name }

    /// The messages received so far, oldest first.
    var received: [String] { lock.withLock { messages } }

    var isObserving: Bool { lock.withLock { !tokens.isEmpty } }

    /// What the original's admin printed on each notification.
    static let printed = "Received the user updated info...."

    /// Update (Observer): NotificationCenter calls it, through the block `startObserving` registered,
    /// each time `user`'s info is posted as updated; the poster's post returns after it.
    func receive(msg: String) { traced(msg) { take(msg) } }

    /// Keeps `msg` and shows what the original's admin printed.
    func take(_ msg: String) {
        lock.withLock { messages.append(msg) }
        Console.print("\(name): \(Self.printed)")
    }

    /// Starts observing the updates of `user` on `center` (NotificationCenter's `object` filter: a
    /// post about another user does not reach this registration).
    func startObserving(_ center: NotificationCenter, user: User) {
        traced(Shown("center"), user) {
            let token = center.addObserver(forName: .userInfoUpdated, object: user, queue: nil) {
                [weak self] note in
                guard let self, let msg = note.userInfo?["msg"] as? String else { return }
                self.receive(msg: msg)
            }
            lock.withLock {
                self.tokens.append(token)
                self.center = center
            }
        }
    }

    func stopObserving() { traced { removeObservations() } }

    private func removeObservations() {
        let (tokens, center) = lock.withLock { (self.tokens, self.center) }
        guard let center else { return }
        for token in tokens { center.removeObserver(token) }
        lock.withLock {
            self.tokens = []
            self.center = nil
        }
    }

    deinit { removeObservations() }
}
