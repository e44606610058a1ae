import Foundation
import TestSupport
import XCTest

@testable import LibraryDemo

private func sampleUsers() -> [User] { Library.sample().users }

/// An observer for the tests: notes each notification it receives, under its name.
private final class Listener: NotificationObserver {
    let traceName: String
    private let log: Log
    init(_ name: String, _ log: Log) { (traceName, self.log) = (name, log) }
    func receive(_ notification: Notification) { log.lines.append(traceName) }
}

private final class Log { var lines: [String] = [] }

final class NotificationTests: XCTestCase {
    /// The demo's center delivers one post to every matching observer, in the order they were added,
    /// whatever the order of their names; a removed observer hears nothing more.
    func testTheCenterDeliversInTheOrderObserversWereAdded() {
        let center = LibraryDemo.NotificationCenter()
        let user = sampleUsers()[0]
        let log = Log()
        let names = ["m", "c", "x", "a", "q", "b"]
        let listeners = names.map { Listener($0, log) }
        for (index, listener) in listeners.enumerated() {
            center.addObserver(listener, name: .userInfoUpdated, object: index.isMultiple(of: 2) ? user : nil)
        }
        center.post(name: .userInfoUpdated, object: user, userInfo: ["msg": "m"])
        XCTAssertEqual(log.lines, names)
        center.removeObserver(listeners[1])
        log.lines = []
        center.post(name: .userInfoUpdated, object: sampleUsers()[1], userInfo: ["msg": "m"])
        XCTAssertEqual(log.lines, ["a", "b"])
    }

    /// Each administrator hears the updates of the users it observes, and no other.
    func testAnUpdateReachesTheObserversOfThatUserOnly() {
        let center = LibraryDemo.NotificationCenter()
        let users = sampleUsers()
        let admins = users.map { Administrator(name: "A\($0.id)") }
        for (admin, user) in zip(admins, users) {
            center.addObserver(admin, name: .userInfoUpdated, object: user)
        }
        let dao = UserDAO(users: users, notifier: NotificationUtil(center: center))
        XCTAssert(dao.updateUser(user: users[1]))
        assertSameElements(admins.map(\.received.count), [0, 1, 0])
        let all = Administrator(name: "All")
        center.addObserver(all, name: .userInfoUpdated, object: nil)
        for user in users { dao.updateUser(user: user) }
        XCTAssertEqual(all.received.count, 3)
    }

    /// The subject delivers: attaching is a call on the center, each delivery is drawn from the center to
    /// the administrator, and the administrator shows what the original printed.
    func testEachDeliveryIsDrawnFromTheCenter() {
        let center = LibraryDemo.NotificationCenter()
        let users = sampleUsers()
        let zhou = Administrator(name: "Zhou")
        let lines = recorded {
            center.addObserver(zhou, name: .userInfoUpdated, object: users[0])
            NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m", user: users[0])
        }
        assertSameElements(
            lines,
            [
                "Librarian -> NotificationCenter: addObserver(Zhou, name: UserInfoUpdated, object: Wang)",
                "Librarian -> NotificationUtil: sendInfoUpdatedMessage(msg: \"m\", user: Wang)",
                "NotificationUtil -> NotificationCenter: post(name: UserInfoUpdated, object: Wang, userInfo: […])",
                "NotificationCenter ~> Zhou: receive(UserInfoUpdated about Wang)",
                "=> Zhou: Received the user updated info....",
            ])
    }

    /// Variant `foundation`: Foundation's center, with a block per administrator.
    func testAnAdministratorWhoStopsReceivesNothing() {
        let center = Foundation.NotificationCenter()
        let user = sampleUsers()[0]
        let (kept, gone) = (Administrator(name: "K"), Administrator(name: "G"))
        kept.startObserving(center, user: user)
        gone.startObserving(center, user: user)
        gone.stopObserving()
        XCTAssert(!gone.isObserving)
        FoundationNotifier(center: center).sendInfoUpdatedMessage(msg: "m", user: user)
        assertSameElements(kept.received, ["m"])
        XCTAssert(gone.received.isEmpty)
    }

    func testTheOriginalsNameReachesNoObserverButTheSharedNameDoes() {
        let center = LibraryDemo.NotificationCenter()
        let user = sampleUsers()[0]
        let admin = Administrator(name: "A")
        center.addObserver(admin, name: .userInfoUpdated, object: user)
        center.post(name: Notification.Name("User"), object: user, userInfo: ["msg": "lost"])
        XCTAssert(admin.received.isEmpty)
        center.post(name: .userInfoUpdated, object: user, userInfo: ["msg": "heard"])
        assertSameElements(admin.received, ["heard"])
    }

    func testAnUnknownUserIsRefusedAndAnnouncesNothing() {
        let center = LibraryDemo.NotificationCenter()
        let admin = Administrator(name: "A")
        let stranger = VisitingScholar(id: 99, name: "X", bio: "")
        center.addObserver(admin, name: .userInfoUpdated, object: stranger)
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

    /// Every design delivers the scenario's post to Zhou, then Qian, and the administrators receive
    /// the same; the default and `classic` draw it from the subject.
    func testEveryDesignDeliversAlike() {
        let designs: [any NotificationDesign] = [
            CenterNotifications(), FoundationNotifications(), ClassicNotifications(),
        ]
        var received: [[String]] = []
        for design in designs {
            let users = sampleUsers()
            let (zhou, qian) = (Administrator(name: "Zhou"), Administrator(name: "Qian"))
            let lines = recorded {
                design.observe(zhou, user: users[1])
                design.observe(qian, user: nil)
                UserDAO(users: users, notifier: design.notifier).updateUser(user: users[1])
            }
            let delivered = lines.filter { $0.contains(" ~> ") }
            XCTAssertEqual(delivered.map { $0.contains("~> Zhou") }, [true, false], "\(lines)")
            let subject = design is ClassicNotifications ? "UserInfoSubject" : "NotificationCenter"
            if !(design is FoundationNotifications) {
                XCTAssert(delivered.allSatisfy { $0.hasPrefix(subject + " ~> ") }, "\(delivered)")
            }
            received.append(zhou.received + qian.received)
        }
        XCTAssertEqual(Set(received.map { $0.joined(separator: "|") }).count, 1)
    }
}
