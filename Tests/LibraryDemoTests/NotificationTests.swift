import DemoSupport
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
        let dao = UserDAO(users: users, notifier: NotificationUtil(center: center, transcript: Transcript()))
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
        NotificationUtil(center: center, transcript: Transcript()).sendInfoUpdatedMessage(msg: "m")
        #expect(kept.received == ["m"])
        #expect(gone.received.isEmpty)
    }

    @Test func observingTwiceDeliversOnce() {
        let center = NotificationCenter()
        let admin = Administrator(name: "A")
        admin.startObserving(center)
        admin.startObserving(center)
        NotificationUtil(center: center, transcript: Transcript()).sendInfoUpdatedMessage(msg: "m")
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
        let dao = UserDAO(
            users: sampleUsers(), notifier: NotificationUtil(center: center, transcript: Transcript()))
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

    @Test func theScenarioReportsTheSameWhateverTheDesign() {
        let center = Transcript()
        notifications(CenterNotifications(transcript: center), center)
        let classic = Transcript()
        notifications(ClassicNotifications(transcript: classic), classic)
        #expect(center.results == classic.results)
        #expect(center.results.contains(.result("Qian: 1 of 2 updates")))
    }
}

/// The classic design, except that its subject calls the observers last-attached first, as a
/// notification center may. It sends the same messages as `ClassicNotifications` and records the order
/// in which it really delivered.
private final class ReversedDelivery: UserInfoNotifier {
    let subject: UserInfoSubject
    private(set) var order: [String] = []
    var name: String { subject.name }

    init(subject: UserInfoSubject) { self.subject = subject }

    func sendInfoUpdatedMessage(msg: String) {
        for observer in subject.observers.reversed() {
            order.append(observer.name)
            observer.userInfoUpdated(msg: msg)
        }
    }
}

private struct ReversedNotifications: NotificationDesign {
    let classic: ClassicNotifications
    let delivery: ReversedDelivery

    init(transcript: Transcript) {
        classic = ClassicNotifications(transcript: transcript)
        delivery = ReversedDelivery(subject: classic.subject)
    }

    var notifier: any UserInfoNotifier { delivery }
    var deliverer: String { classic.deliverer }
    var deliveryCall: String { classic.deliveryCall }
    func observe(_ admin: Administrator) { classic.observe(admin) }
    func stopObserving(_ admin: Administrator) { classic.stopObserving(admin) }
}

@Suite("Notifications whatever the delivery order")
struct DeliveryOrderTests {
    /// Every line, messages included, is the same when the observers are called in reverse.
    @Test func reversedDeliveryPrintsTheSameTranscript() {
        let reversed = Transcript()
        let design = ReversedNotifications(transcript: reversed)
        notifications(design, reversed)
        #expect(design.delivery.order == ["Sun", "Qian", "Zhou", "Sun", "Zhou"])
        let classic = Transcript()
        notifications(ClassicNotifications(transcript: classic), classic)
        #expect(reversed.events == classic.events)
    }
}
