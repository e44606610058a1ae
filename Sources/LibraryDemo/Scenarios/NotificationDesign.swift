import Foundation

/// What the notifications scenario asks of a design, so that one scenario runs on every design: the
/// notifier `UserDAO` announces through, and administrators starting and stopping to observe it.
protocol NotificationDesign {
    var notifier: any UserInfoNotifier { get }
    /// `admin` starts observing the updates of `user`, or of every user for nil.
    func observe(_ admin: Administrator, user: User?)
    func stopObserving(_ admin: Administrator)
    /// Why the observers of one post hear it in the order shown: true of this design only.
    var orderNote: String { get }
}

/// Client of the default design: the demo's own `NotificationCenter`, Foundation's calls kept. Each run
/// has its own center, so that runs and tests running side by side cannot hear each other.
struct CenterNotifications: NotificationDesign {
    let center = NotificationCenter()

    var notifier: any UserInfoNotifier { NotificationUtil(center: center) }

    func observe(_ admin: Administrator, user: User?) {
        center.addObserver(admin, name: .userInfoUpdated, object: user)
    }

    func stopObserving(_ admin: Administrator) { center.removeObserver(admin) }

    var orderNote: String {
        "The center keeps its observers in a list and calls them in the order they were added."
    }
}

/// Client of Foundation's `NotificationCenter` (variant `foundation`): each administrator registers a
/// block with it.
struct FoundationNotifications: NotificationDesign {
    let center = Foundation.NotificationCenter()

    var notifier: any UserInfoNotifier { FoundationNotifier(center: center) }

    func observe(_ admin: Administrator, user: User?) { admin.startObserving(center, user: user) }

    func stopObserving(_ admin: Administrator) { admin.stopObserving() }

    var orderNote: String {
        "Foundation's center on Linux calls the observers of Li before those of any user, each group in "
            + "no fixed order: with one observer in each, the order shown is fixed."
    }
}

/// Client of the hand-written Subject and Observer (variant `classic`).
struct ClassicNotifications: NotificationDesign {
    let subject = UserInfoSubject()

    var notifier: any UserInfoNotifier { subject }

    func observe(_ admin: Administrator, user: User?) { subject.attach(admin, user: user) }

    func stopObserving(_ admin: Administrator) { subject.detach(admin) }

    var orderNote: String { "The subject keeps its observers in a list and notifies them in attach order." }
}
