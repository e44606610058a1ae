import Foundation

/// What the notifications scenario asks of a design, so that one scenario runs on every design: the
/// notifier `UserDAO` announces through, and administrators starting and stopping to observe it.
protocol NotificationDesign {
    var notifier: any UserInfoNotifier { get }
    /// `admin` starts observing `user`'s updates.
    func observe(_ admin: Administrator, user: User)
    func stopObserving(_ admin: Administrator)
}

/// Client of the NotificationCenter design (the document's). Each run uses its own center rather than
/// `NotificationCenter.default`, so that runs and tests running side by side cannot hear each other.
struct CenterNotifications: NotificationDesign {
    let center = NotificationCenter()

    var notifier: any UserInfoNotifier { NotificationUtil(center: center) }

    func observe(_ admin: Administrator, user: User) { admin.startObserving(center, user: user) }

    func stopObserving(_ admin: Administrator) { admin.stopObserving() }
}

/// Client of the hand-written Subject and Observer (variant `classic`).
struct ClassicNotifications: NotificationDesign {
    let subject = UserInfoSubject()

    var notifier: any UserInfoNotifier { subject }

    func observe(_ admin: Administrator, user: User) { subject.attach(admin, user: user) }

    func stopObserving(_ admin: Administrator) { subject.detach(admin) }
}
