import DemoSupport

/// Observer (variant `classic`): the hand-written interface the document contrasts with
/// NotificationCenter.
protocol UserInfoObserver: AnyObject, Traced, TraceValue {
    func userInfoUpdated(msg: String)
}

extension Administrator: UserInfoObserver {
    func userInfoUpdated(msg: String) { traced(msg) { receive(msg: msg) } }
}

/// Subject (variant `classic`): keeps its observers itself and notifies each one, in the order they
/// were attached; each delivery is drawn as a notification (`UserInfoSubject ~> Zhou`).
final class UserInfoSubject: UserInfoNotifier {
    private(set) var observers: [any UserInfoObserver] = []

    /// Attaches `observer`; attaching it again changes nothing.
    func attach(_ observer: any UserInfoObserver) {
        traced(observer) {
            guard !observers.contains(where: { $0 === observer }) else { return }
            observers.append(observer)
        }
    }

    func detach(_ observer: any UserInfoObserver) {
        traced(observer) { observers.removeAll { $0 === observer } }
    }

    func sendInfoUpdatedMessage(msg: String) {
        traced(msg) {
            notifying { for observer in observers { observer.userInfoUpdated(msg: msg) } }
        }
    }
}
