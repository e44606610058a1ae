import Foundation
import Testing

@testable import LibraryDemo

private func sampleUsers() -> [User] { Library.sample().users }

@Suite("Notifications (Observer)")
struct NotificationTests {
    @Test func everyObservingAdministratorReceivesTheUpdate() {
        let center = NotificationCenter()
        let admins = (1...5).map { Administrator(name: "A\($0)") }
        for admin in admins { admin.startObserving(center) }
        let users = sampleUsers()
        let dao = UserDAO(users: users, notifier: NotificationUtil(center: center))
        #expect(dao.updateUser(user: users[0]))
        #expect(admins.allSatisfy { $0.received == ["User info updated"] })
    }

    @Test func anAdministratorWhoStopsReceivesNothing() {
        let center = NotificationCenter()
        let (kept, gone) = (Administrator(name: "K"), Administrator(name: "G"))
        kept.startObserving(center)
        gone.startObserving(center)
        gone.stopObserving()
        #expect(!gone.isObserving)
        NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m")
        #expect(kept.received == ["m"])
        #expect(gone.received.isEmpty)
    }

    @Test func observingTwiceDeliversOnce() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        admin.startObserving(center)
        NotificationUtil(center: center).sendInfoUpdatedMessage(msg: "m")
        #expect(admin.received == ["m"])
    }

    @Test func theOriginalsNameReachesNoObserverButTheSharedNameDoes() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        center.post(name: Notification.Name("User"), object: nil, userInfo: ["msg": "lost"])
        #expect(admin.received.isEmpty)
        center.post(name: .userInfoUpdated, object: nil, userInfo: ["msg": "heard"])
        #expect(admin.received == ["heard"])
    }

    @Test func anUnknownUserIsRefusedAndAnnouncesNothing() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        let dao = UserDAO(users: sampleUsers(), notifier: NotificationUtil(center: center))
        let before = dao.stored
        #expect(!dao.updateUser(user: VisitingScholar(id: 99, name: "X", bio: "")))
        #expect(dao.stored == before)
        #expect(dao.updates == 0)
        #expect(admin.received.isEmpty)
    }

    @Test func updateUserSavesTheNewInfo() {
        let users = sampleUsers()
        let dao = UserDAO(users: users, notifier: UserInfoSubject())
        users[1].bio = "new bio"
        dao.updateUser(user: users[1])
        #expect(dao.stored[1] == StoredUser(id: users[1].id, name: users[1].name, bio: "new bio"))
        #expect(dao.updates == 1)
    }

    @Test func theClassicSubjectAttachesOnceAndDetaches() {
        let subject = UserInfoSubject()
        let (a, b) = (Administrator(name: "A"), Administrator(name: "B"))
        subject.attach(a)
        subject.attach(a)
        subject.attach(b)
        subject.sendInfoUpdatedMessage(msg: "one")
        subject.detach(a)
        subject.sendInfoUpdatedMessage(msg: "two")
        #expect(a.received == ["one"])
        #expect(b.received == ["one", "two"])
        #expect(subject.observers.count == 1)
    }

    /// The classic subject notifies its observers in the order they were attached, so its deliveries are
    /// drawn as notifications; NotificationCenter's are not, and only what the admins received shows.
    @Test func onlyTheClassicSubjectsDeliveriesAreCalls() {
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
        #expect(
            classic == [
                "Librarian -> UserInfoSubject: attach(Zhou)", "Librarian -> UserDAO: updateUser(user: Wang)",
                saved,
                update, "UserInfoSubject ~> Zhou: userInfoUpdated(msg: \"User info updated\")",
                "UserDAO --> Librarian: true",
            ])
        #expect(
            centered == [
                "Librarian -> Qian: startObserving(center)", "Librarian -> UserDAO: updateUser(user: Wang)",
                saved,
                update.replacingOccurrences(of: "UserInfoSubject", with: "NotificationUtil"),
                "UserDAO --> Librarian: true",
            ])
        #expect(zhou.received == qian.received)
    }
}
