import Foundation
import TestSupport

@testable import LibraryDemo

private func sampleUsers() -> [User] { Library.sample().users }

final class NotificationTests: XCTestCase {
    func testEveryObservingAdministratorReceivesTheUpdate() {
        let center = NotificationCenter()
        let admins = (1...5).map { Administrator(name: "A\($0)") }
        for admin in admins { admin.startObserving(center) }
        let users = sampleUsers()
        let dao = UserDAO(users: users, notifier: NotificationUtil(center: center))
        XCTAssert(dao.updateUser(user: users[0]))
        XCTAssert(admins.allSatisfy { $0.received == ["User info updated"] })
    }

    func testAnAdministratorWhoStopsReceivesNothing() {
        let center = NotificationCenter()
        let (kept, gone) = (Administrator(name: "K"), Administrator(name: "G"))
        kept.startObserving(center)
        gone.startObserving(center)
        gone.stopObserving()
        XCTAssert(!gone.isObserving)
        NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m")
        XCTAssertEqual(kept.received, ["m"])
        XCTAssert(gone.received.isEmpty)
    }

    func testObservingTwiceDeliversOnce() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        admin.startObserving(center)
        NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m")
        XCTAssertEqual(admin.received, ["m"])
    }

    func testTheOriginalsNameReachesNoObserverButTheSharedNameDoes() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        center.post(name: Notification.Name("User"), object: nil, userInfo: ["msg": "lost"])
        XCTAssert(admin.received.isEmpty)
        center.post(name: .userInfoUpdated, object: nil, userInfo: ["msg": "heard"])
        XCTAssertEqual(admin.received, ["heard"])
    }

    func testAnUnknownUserIsRefusedAndAnnouncesNothing() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        let dao = UserDAO(users: sampleUsers(), notifier: NotificationUtil(center: center))
        let before = dao.stored
        XCTAssert(!dao.updateUser(user: VisitingScholar(id: 99, name: "X", bio: "")))
        XCTAssertEqual(dao.stored, before)
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
        let (a, b) = (Administrator(name: "A"), Administrator(name: "B"))
        subject.attach(a)
        subject.attach(a)
        subject.attach(b)
        subject.sendInfoUpdatedMessage(msg: "one")
        subject.detach(a)
        subject.sendInfoUpdatedMessage(msg: "two")
        XCTAssertEqual(a.received, ["one"])
        XCTAssertEqual(b.received, ["one", "two"])
        XCTAssertEqual(subject.observers.count, 1)
    }

    /// The classic subject notifies its observers in the order they were attached, so its deliveries are
    /// drawn as notifications; NotificationCenter's are not, and only what the admins received shows.
    func testOnlyTheClassicSubjectsDeliveriesAreCalls() {
        let users = sampleUsers()
        let subject = UserInfoSubject()
        let center = CenterNotifications()
        let (zhou, qian) = (Administrator(name: "Zhou"), Administrator(name: "Qian"))
        let classic = recorded {
            subject.attach(zhou)
            UserDAO(users: users, notifier: subject).updateUser(user: users[0])
        }
        let centered = recorded {
            center.observe(qian)
            UserDAO(users: users, notifier: center.notifier).updateUser(user: users[0])
        }
        let saved = "=> Wang's info saved: bio \"teaches software architecture\""
        let update = "UserDAO -> UserInfoSubject: sendInfoUpdatedMessage(msg: \"User info updated\")"
        XCTAssertEqual(
            classic,
            [
                "Librarian -> UserInfoSubject: attach(Zhou)", "Librarian -> UserDAO: updateUser(user: Wang)",
                saved,
                update, "UserInfoSubject ~> Zhou: userInfoUpdated(msg: \"User info updated\")",
                "UserDAO --> Librarian: true",
            ])
        XCTAssertEqual(
            centered,
            [
                "Librarian -> Qian: startObserving(center)", "Librarian -> UserDAO: updateUser(user: Wang)",
                saved,
                update.replacingOccurrences(of: "UserInfoSubject", with: "NotificationUtil"),
                "UserDAO --> Librarian: true",
            ])
        XCTAssertEqual(zhou.received, qian.received)
    }
}
