import DemoSupport
import Foundation

extension Notification.Name {
    /// The one name both sides use. The original posted "User" while its observer listened for
    /// another name, so no administrator was ever notified.
    static let userInfoUpdated = Notification.Name("UserInfoUpdated")
}

/// ConcreteSubject (NotificationCenter design): posts the update through Foundation's
/// `NotificationCenter` (the original's `NotificationUtil`), with the text under the key "msg".
struct NotificationUtil: UserInfoNotifier {
    let name = "NotificationUtil"
    let center: NotificationCenter
    let transcript: Transcript

    func sendInfoUpdatedMessage(msg: String) {
        transcript.send(
            "post(.userInfoUpdated, userInfo: [\"msg\": \(quoted(msg))])", from: name,
            to: "NotificationCenter")
        center.post(name: .userInfoUpdated, object: nil, userInfo: ["msg": msg])
    }
}
