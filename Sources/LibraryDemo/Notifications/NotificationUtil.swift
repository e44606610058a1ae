import DemoSupport
import Foundation

extension Notification.Name {
    /// The one name both sides use. The original posted "User" while its observer listened for
    /// another name, so no administrator was ever notified.
    static let userInfoUpdated = Notification.Name("UserInfoUpdated")
}

/// ConcreteSubject (NotificationCenter design): posts the update through Foundation's
/// `NotificationCenter` (the original's `NotificationUtil`), with the text under the key "msg".
/// NotificationCenter is Foundation's, so its `post` and its deliveries draw no call lines; the
/// scenario shows what each administrator received instead.
struct NotificationUtil: UserInfoNotifier {
    let traceName = "NotificationUtil"
    let center: NotificationCenter

    func sendInfoUpdatedMessage(msg: String) {
        traced(msg) { center.post(name: .userInfoUpdated, object: nil, userInfo: ["msg": msg]) }
    }
}
