import DemoSupport

/// The `notifications` scenario, written once for every design. Zhou observes Li's updates, Qian every
/// user's, so one post about Li reaches both; each design says why in that order. (An unknown
/// user's update is refused and announces nothing: `NotificationTests`.)
func notifications(_ design: any NotificationDesign, _ t: Transcript) {
    let library = Library.sample()
    guard let li = library.user(named: "Li"), let zhao = library.user(named: "Zhao") else { return }
    let dao = UserDAO(users: library.users, notifier: design.notifier)
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, .database(dao.traceName), Participant(design.notifier.traceName))
    let (zhou, qian) = (Administrator(name: "Zhou"), Administrator(name: "Qian"))

    t.heading("Zhou observes Li's updates, then Qian every user's")
    t.acting(as: librarian) {
        design.observe(zhou, user: li)
        design.observe(qian, user: nil)
    }
    t.heading("Li's info is updated: one post reaches Zhou, then Qian")
    t.note(design.orderNote, own: true)
    li.bio = "third-year student"
    t.acting(as: librarian) { _ = dao.updateUser(user: li) }
    t.heading("Qian stops observing; Zhao's update reaches nobody (Zhou observes Li only)")
    t.acting(as: librarian) { design.stopObserving(qian) }
    zhao.bio = "defends a thesis in June"
    t.acting(as: librarian) { _ = dao.updateUser(user: zhao) }
    t.result("of \(dao.updates) updates, Zhou received \(zhou.received.count), Qian \(qian.received.count)")
}
