import DemoSupport

/// The `notifications` scenario, written once for both designs. Administrators are reported in the
/// order they were created, never in the order a notifier happened to call them.
func notifications(_ design: any NotificationDesign, _ t: Transcript) {
    let library = Library.sample()
    guard let li = library.user(named: "Li"), let zhao = library.user(named: "Zhao") else { return }
    let dao = UserDAO(users: library.users, notifier: design.notifier)
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, .database(dao.traceName), Participant(design.notifier.traceName))
    let admins = ["Zhou", "Qian", "Sun"].map(Administrator.init(name:))

    t.heading("Three administrators observe user updates")
    t.acting(as: librarian) {
        for admin in admins { design.observe(admin) }
    }
    t.note(
        "Each administrator receives an update while it is posted, before updateUser returns. A notifier "
            + "may call its observers in any order (NotificationCenter promises none), so what each one "
            + "received is listed after the update, in the order they started observing.")

    t.heading("Li's info is updated")
    li.bio = "third-year student"
    report(admins, after: { _ = t.acting(as: librarian) { dao.updateUser(user: li) } }, t)

    t.heading("Qian stops observing; Zhao's info is updated")
    if admins.count > 1 { t.acting(as: librarian) { design.stopObserving(admins[1]) } }
    zhao.bio = "defends a thesis on patterns in June"
    report(admins, after: { _ = t.acting(as: librarian) { dao.updateUser(user: zhao) } }, t)

    t.heading("An update of a user the DAO does not know is refused")
    let stranger = VisitingScholar(id: 9, name: "Chen", bio: "not registered")
    report(admins, after: { _ = t.acting(as: librarian) { dao.updateUser(user: stranger) } }, t)

    t.heading("What each administrator received in all")
    for admin in admins {
        t.result("\(admin.name): \(admin.received.count) of \(dao.updates) updates")
    }
}

/// Runs `update`, then reports, administrator by administrator, what each one received from it.
private func report(_ admins: [Administrator], after update: () -> Void, _ t: Transcript) {
    let before = admins.map(\.received.count)
    update()
    for (admin, count) in zip(admins, before) {
        let new = admin.received.dropFirst(count)
        guard !new.isEmpty else {
            t.result("\(admin.name): received nothing")
            continue
        }
        for msg in new { t.result("\(admin.name): \(Administrator.printed) (\(quoted(msg)))") }
    }
}
