import DemoSupport

/// Observer (variant `classic`): the hand-written interface the document contrasts with
/// NotificationCenter.
protocol UserInfoObserver: AnyObject, Traced, TraceValue {
    /// Update: the info of a user this observer looks after changed.
    func userInfoUpdated(msg: String)
}

extension Administrator: UserInfoObserver {
    func userInfoUpdated(msg: String) { traced(msg) { take(msg) } }
}

/// Subject (variant `classic`): keeps its observers itself, each with the user it looks after (nil:
/// every user), and notifies those of the updated user, in the order they were attached; each delivery
/// is drawn as a notification (`UserInfoSubject ~> Zhou`).
final class UserInfoSubject: UserInfoNotifier {
    private(set) var observers: [(observer: any UserInfoObserver, userID: Int?)] = []

    /// Attaches `observer` for `user`'s updates (nil: every user's); attaching it again for the same
    /// user changes nothing.
    func attach(_ observer: any UserInfoObserver, user: User?) {
        traced(observer, Shown(user?.name ?? "nil")) {
            guard !observers.contains(where: { $0.observer === observer && $0.userID == user?.id }) else {
                return
            }
            observers.append((observer, user?.id))
        }
    }

    func detach(_ observer: any UserInfoObserver) {
        traced(observer) { observers.removeAll { $0.observer === observer } }
    }

    func sendInfoUpdatedMessage(msg: String, user: User) {
        traced(msg, user) {
            notifying {
                for entry in observers where entry.userID == nil || entry.userID == user.id {
                    entry.observer.userInfoUpdated(msg: msg)
                }
            }
        }
    }
}
