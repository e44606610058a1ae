import DemoSupport
import Foundation

extension Notification.Name {
    /// The one name both sides use. The original posted "User" while its observer listened for
    /// another name, so no administrator was ever notified.
    static let userInfoUpdated = Notification.Name("UserInfoUpdated")
}

/// Poster (Observer through NotificationCenter): posts the update to Foundation's `NotificationCenter`,
/// the subject that keeps the observers (the original's `NotificationUtil`), with the text under the key
/// "msg". It knows no observer. NotificationCenter is Foundation's, so its `post` and its deliveries draw
/// no call lines; the scenario shows what each administrator received instead.
struct NotificationUtil: UserInfoNotifier {
    let center: NotificationCenter

    func sendInfoUpdatedMessage(msg: String) {
        traced(msg) { center.post(name: .userInfoUpdated, object: nil, userInfo: ["msg": msg]) }
    }
}
