import DemoSupport
import Foundation

extension Notification.Name {
    /// The one name both sides use. The original posted "User" while its observer listened for
    /// another name, so no administrator was ever notified.
    static let userInfoUpdated = Notification.Name("UserInfoUpdated")
}

/// Poster (Observer through NotificationCenter): posts the update to Foundation's `NotificationCenter`,
/// the subject that keeps the observers (the original's `NotificationUtil`), with the text under the key
/// "msg" and the user as the notification's object. It knows no observer. NotificationCenter is
/// Foundation's and untraced, and it delivers while `post` runs, so each delivery is drawn as this
/// post notifying the observer (`NotificationUtil ~> Zhou: receive(msg:)`).
struct NotificationUtil: UserInfoNotifier {
    let center: NotificationCenter

    func sendInfoUpdatedMessage(msg: String, user: User) {
        traced(msg, user) {
            notifying { center.post(name: .userInfoUpdated, object: user, userInfo: ["msg": msg]) }
        }
    }
}
