import DemoSupport
import Foundation

/// What the notifications scenario asks of a design: the notifier `UserDAO` announces through, and
/// administrators starting and stopping to observe it.
protocol NotificationDesign {
    var notifier: any UserInfoNotifier { get }
    /// Who delivers the announcement to an administrator, for the transcript.
    var deliverer: String { get }
    /// How the deliverer calls an administrator, for the transcript.
    var deliveryCall: String { get }
    func observe(_ admin: Administrator)
    func stopObserving(_ admin: Administrator)
}

/// The document's design: Foundation's NotificationCenter. Each run uses its own center rather than
/// `NotificationCenter.default`, so that runs and tests running side by side cannot hear each other.
struct CenterNotifications: NotificationDesign {
    let center = NotificationCenter()
    let transcript: Transcript

    var notifier: any UserInfoNotifier { NotificationUtil(center: center, transcript: transcript) }
    let deliverer = "NotificationCenter"
    let deliveryCall = "notification .userInfoUpdated, userInfo [\"msg\": \"User info updated\"]"

    func observe(_ admin: Administrator) {
        transcript.send("addObserver(forName: .userInfoUpdated)", from: admin.name, to: deliverer)
        admin.startObserving(center)
    }

    func stopObserving(_ admin: Administrator) {
        transcript.send("removeObserver(\(admin.name))", from: admin.name, to: deliverer)
        admin.stopObserving()
    }
}

/// Variant `classic`: the hand-written Subject and Observer.
struct ClassicNotifications: NotificationDesign {
    let subject = UserInfoSubject()
    let transcript: Transcript

    var notifier: any UserInfoNotifier { subject }
    var deliverer: String { subject.name }
    let deliveryCall = "userInfoUpdated(msg: \"User info updated\")"

    func observe(_ admin: Administrator) {
        transcript.send("attach(\(admin.name))", from: admin.name, to: deliverer)
        subject.attach(admin)
    }

    func stopObserving(_ admin: Administrator) {
        transcript.send("detach(\(admin.name))", from: admin.name, to: deliverer)
        subject.detach(admin)
    }
}
