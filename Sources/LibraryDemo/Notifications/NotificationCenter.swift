import DemoSupport
import Foundation

/// Observer: what a notification center calls on each post it delivers (the update operation). The
/// center knows its observers by this protocol only, never by their types.
protocol NotificationObserver: AnyObject, Traced, TraceValue {
    /// Update: `notification` was posted and this observer was registered for it.
    func receive(_ notification: Notification)
}

/// Subject: the demo's own notification center, with the calls of Foundation's (`addObserver`, `post`,
/// `removeObserver`; an observer object with a method of the protocol above instead of a selector). It
/// keeps its registrations in a list, in the order they were added, and delivers a post to each that
/// matches, in that order, while `post` runs: each delivery is drawn as this center notifying the
/// observer (`NotificationCenter ~> Zhou`). Foundation's center on Linux keeps its observers in
/// dictionaries and promises no order (variant `foundation`, Alternatives/FoundationNotifications.swift).
/// This type shadows Foundation's in this module; that one is `Foundation.NotificationCenter`.
final class NotificationCenter: Traced {
    /// The observers, in the order they were added: each with the name it listens for, and the object
    /// whose posts it wants (`nil`: every object's).
    private var observers: [(any NotificationObserver, name: Notification.Name, of: AnyObject?)] = []

    /// Attach: from now on `observer` receives the posts named `name` about `object` (nil: about any).
    func addObserver(
        _ observer: any NotificationObserver, name: Notification.Name, object: (any Traced & AnyObject)?
    ) {
        traced(observer, Shown(name.rawValue), Shown(object.map(\.traceName) ?? "nil")) {
            observers.append((observer, name, object))
        }
    }

    /// Detach: `observer` receives nothing more from this center.
    func removeObserver(_ observer: any NotificationObserver) {
        traced(observer) { observers.removeAll { added, _, _ in added === observer } }
    }

    /// Notify: delivers a notification to every matching registration, in the order they were added,
    /// before it returns.
    func post(name: Notification.Name, object: (any Traced & AnyObject)?, userInfo: [String: String]) {
        // The user info is elided (`[…]`): a line of the --compare diffs must fit in 100 columns.
        let info = userInfo.isEmpty ? "[:]" : "[…]"
        traced(Shown(name.rawValue), Shown(object.map(\.traceName) ?? "nil"), Shown(info)) {
            let notification = Notification(name: name, object: object, userInfo: userInfo)
            let receivers = observers.filter { $0.name == name && ($0.of == nil || $0.of === object) }
            notifying {
                for (observer, _, _) in receivers { observer.receive(notification) }
            }
        }
    }
}
