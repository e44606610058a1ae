import DemoSupport
import Foundation

/// Poster (variant `foundation`): the original's design as written, posting to Foundation's
/// `NotificationCenter`, the subject that keeps the observers. Foundation's center is not traced and
/// delivers while `post` runs, so each delivery is drawn as this post notifying the observer
/// (`FoundationNotifier ~> Zhou`). On Linux that center keeps its observers in dictionaries: it
/// calls those registered for the posted object before those registered for any object, and within each
/// group in no fixed order (it changes from run to run); so the scenario gives each group one observer.
struct FoundationNotifier: UserInfoNotifier {
    let center: Foundation.NotificationCenter

    func sendInfoUpdatedMessage(msg: String, user: User) {
        traced(msg, user) {
            notifying { center.post(name: .userInfoUpdated, object: user, userInfo: ["msg": msg]) }
        }
    }
}
