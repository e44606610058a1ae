import DemoSupport
import Foundation

extension Notification.Name {
    /// The one name both sides use. The original posted "User" while its observer listened for
    /// another name, so no administrator was ever notified.
    static let userInfoUpdated = Notification.Name("UserInfoUpdated")
}

/// Poster (Observer through a notification center): posts the update to the center, the subject that
/// keeps the observers (the original's `NotificationUtil`), with the text under the key "msg" and the
/// user as the notification's object, as the original passed itself. It knows no observer: the center
/// delivers.
struct NotificationUtil: UserInfoNotifier {
    let center: NotificationCenter

    func sendInfoUpdatedMessage(msg: String, user: User) {
        traced(msg, user) { center.post(name: .userInfoUpdated, object: user, userInfo: ["msg": msg]) }
    }
}
