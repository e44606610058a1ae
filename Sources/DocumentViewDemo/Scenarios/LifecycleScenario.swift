import DemoSupport

/// The `lifecycle` scenario: the circular reference between a document and its views, as Swift's
/// reference counting sees it. `main` watches every object through weak references, which keep
/// nothing alive; while the scenario runs, each object's `deinit` records itself through the
/// `ReleaseLog` (a self-message, not a call) at the moment it runs. A refused key, and a view that
/// outlives its document, are unit tests (`LifecycleTests`, `ViewTests`).
///
/// `main` never keeps a strong reference in a local constant: a constant could keep its object alive
/// until the end of the function (or, optimised, release it early), and the releases would move.
func lifecycle(_ t: Transcript) {
    t.declare(Names.main)
    ReleaseLog.$current.withValue(ReleaseLog()) {
        t.acting(as: Names.main) {
            strongAndWeak(t)
        }
    }
}

/// Both wirings on one document: `view0` holds it strongly (the article's wiring), `view1` weakly (the
/// demo's). `main` keeps only weak references, so whatever stays alive is kept by the objects themselves.
private func strongAndWeak(_ t: Transcript) {
    t.heading("view0 holds its document strongly (the article's wiring), view1 weakly (the demo's)")
    t.note("Set up as in 'article', but view0 is made with holding: .strong, view1 with holding: .weak.")
    let (document, views) = unrecorded { makeDocument() }
    let watches = { [document.watch] + views.map(\.watch) }
    t.note("main lets go of all three; document -> view0's callback -> view0 -> document is a cycle.")
    showAlive(watches(), t)
    t.note("No deinit ran: nothing reaches them any more, yet the cycle keeps them alive: a leak.")

    t.heading("removeView releases view1: only the document kept it")
    document.object?.removeView(key: "view1")
    showAlive(watches(), t)

    t.heading("removeView(key: \"view0\") breaks the cycle: view0 goes, and the document with it")
    t.note("Here main reaches the document weakly; a real program removes its views before it lets go.")
    document.object?.removeView(key: "view0")
    showAlive(watches(), t)
}

/// Creates the document and both views, adds the views (the article's order), and returns only weak
/// references to them.
private func makeDocument() -> (Weak<SimpleStringDocument>, [Weak<SimpleStringView>]) {
    let document = SimpleStringDocument()
    let views = [
        SimpleStringView(name: "view0", document: document, holding: .strong),
        SimpleStringView(name: "view1", document: document, holding: .weak),
    ]
    for view in views {
        document.addView(key: view.name, eventHandler: view.onDataChange)
    }
    return (Weak("document", document), views.map { Weak($0.name, $0) })
}

private func showAlive(_ watches: [(name: String, isAlive: Bool)], _ t: Transcript) {
    func names(_ alive: Bool) -> String {
        let names = watches.filter { $0.isAlive == alive }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
    t.result("alive: \(names(true)); released: \(names(false))")
}
