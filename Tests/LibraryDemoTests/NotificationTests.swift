import Foundation
import TestSupport
import XCTest

@testable import LibraryDemo

private func sampleUsers() -> [User] { Library.sample().users }

final class NotificationTests: XCTestCase {
    /// Each administrator hears the updates of the user it observes, and no other.
    func testAnUpdateReachesTheObserversOfThatUserOnly() {
        let center = NotificationCenter()
        let users = sampleUsers()
        let admins = users.map { Administrator(name: "A\($0.id)") }
        for (admin, user) in zip(admins, users) { admin.startObserving(center, user: user) }
        let dao = UserDAO(users: users, notifier: NotificationUtil(center: center))
        XCTAssert(dao.updateUser(user: users[1]))
        assertSameElements(admins.map(\.received.count), [0, 1, 0])
        let all = Administrator(name: "All")
        for user in users { all.startObserving(center, user: user) }
        for user in users { dao.updateUser(user: user) }
        XCTAssertEqual(all.received.count, 3)
    }

    /// Each delivery is drawn as the poster's post notifying the administrator, and the administrator
    /// shows what the original printed.
    func testEachDeliveryIsDrawn() {
        let center = NotificationCenter()
        let users = sampleUsers()
        let zhou = Administrator(name: "Zhou")
        let lines = recorded {
            zhou.startObserving(center, user: users[0])
            NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m", user: users[0])
        }
        assertSameElements(
            lines,
            [
                "Librarian -> Zhou: startObserving(center, user: Wang)",
                "Librarian -> NotificationUtil: sendInfoUpdatedMessage(msg: \"m\", user: Wang)",
                "NotificationUtil ~> Zhou: receive(msg: \"m\")",
                "=> Zhou: Received the user updated info....",
            ])
    }

    func testAnAdministratorWhoStopsReceivesNothing() {
        let center = NotificationCenter()
        let user = sampleUsers()[0]
        let (kept, gone) = (Administrator(name: "K"), Administrator(name: "G"))
        kept.startObserving(center, user: user)
        gone.startObserving(center, user: user)
        gone.stopObserving()
        XCTAssert(!gone.isObserving)
        NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m", user: user)
        assertSameElements(kept.received, ["m"])
        XCTAssert(gone.received.isEmpty)
    }

    func testTheOriginalsNameReachesNoObserverButTheSharedNameDoes() {
        let center = NotificationCenter()
        let user = sampleUsers()[0]
        let admin = Administrator(name: "A")
        admin.startObserving(center, user: user)
        center.post(name: Notification.Name("User"), object: user, userInfo: ["msg": "lost"])
        XCTAssert(admin.received.isEmpty)
        center.post(name: .userInfoUpdated, object: user, userInfo: ["msg": "heard"])
        assertSameElements(admin.received, ["heard"])
    }

    func testAnUnknownUserIsRefusedAndAnnouncesNothing() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        let stranger = VisitingScholar(id: 99, name: "X", bio: "")
        admin.startObserving(center, user: stranger)
        let dao = UserDAO(users: sampleUsers(), notifier: NotificationUtil(center: center))
        let before = dao.stored
        XCTAssert(!dao.updateUser(user: stranger))
        assertSameElements(dao.stored, before)
        XCTAssertEqual(dao.updates, 0)
        XCTAssert(admin.received.isEmpty)
    }

    func testUpdateUserSavesTheNewInfo() {
        let users = sampleUsers()
        let dao = UserDAO(users: users, notifier: UserInfoSubject())
        users[1].bio = "new bio"
        dao.updateUser(user: users[1])
        XCTAssertEqual(dao.stored[1], StoredUser(id: users[1].id, name: users[1].name, bio: "new bio"))
        XCTAssertEqual(dao.updates, 1)
    }

    func testTheClassicSubjectAttachesOnceAndDetaches() {
        let subject = UserInfoSubject()
        let users = sampleUsers()
        let (a, b) = (Administrator(name: "A"), Administrator(name: "B"))
        subject.attach(a, user: users[0])
        subject.attach(a, user: users[0])
        subject.attach(b, user: users[0])
        subject.attach(b, user: users[1])
        subject.sendInfoUpdatedMessage(msg: "one", user: users[0])
        subject.detach(a)
        subject.sendInfoUpdatedMessage(msg: "two", user: users[0])
        subject.sendInfoUpdatedMessage(msg: "three", user: users[1])
        assertSameElements(a.received, ["one"])
        assertSameElements(b.received, ["one", "two", "three"])
        XCTAssertEqual(subject.observers.count, 2)
    }

    /// Both designs draw each delivery as a notification, and the administrators receive the same.
    func testBothDesignsDeliverAlike() {
        let users = sampleUsers()
        let subject = UserInfoSubject()
        let center = CenterNotifications()
        let (zhou, qian) = (Administrator(name: "Zhou"), Administrator(name: "Qian"))
        let classic = recorded {
            subject.attach(zhou, user: users[0])
            UserDAO(users: users, notifier: subject).updateUser(user: users[0])
        }
        let centered = recorded {
            center.observe(qian, user: users[0])
            UserDAO(users: users, notifier: center.notifier).updateUser(user: users[0])
        }
        XCTAssert(classic.contains("UserInfoSubject ~> Zhou: userInfoUpdated(msg: \"User info updated\")"))
        XCTAssert(centered.contains("NotificationUtil ~> Qian: receive(msg: \"User info updated\")"))
        assertSameElements(zhou.received, qian.received)
        assertSameElements(zhou.received, ["User info updated"])
    }
}
