import DemoSupport

/// The `lifecycle` scenario: the circular reference between a document and its views, as Swift's
/// reference counting sees it. `main` watches every object through weak references, which keep
/// nothing alive; while the scenario runs, each object's `deinit` records itself through the
/// `ReleaseLog` (a self-message, not a call) at the moment it runs.
///
/// `main` never keeps a strong reference in a local constant: a constant could keep its object alive
/// until the end of the function (or, optimised, release it early), and the releases would move.
func lifecycle(_ t: Transcript) {
    t.declare(Names.user, Names.main)
    ReleaseLog.$current.withValue(ReleaseLog()) {
        t.acting(as: Names.main) {
            strongCycle(t)
            weakBackReference(t)
        }
    }
}

/// The article's wiring: the view holds its document, the document holds the view's callback.
private func strongCycle(_ t: Transcript) {
    t.heading("The article's wiring: document and view hold each other strongly")
    let (document, view) = makeStrongPair()
    t.note("document -> view0.onDataChange -> view0 -> document: a cycle of strong references.")
    t.note("main lets go of document and view0: it keeps only weak references to them.")
    showAlive([document.watch, view.watch], t)
    t.note("No deinit ran: the two keep each other alive, and nothing can reach them any more. They leak.")

    t.heading("Breaking the cycle by hand: removeAllViews()")
    t.note(
        "The demo reaches the document through its weak reference; a real program must call "
            + "removeAllViews() before it lets go.")
    document.object?.removeAllViews()
    showAlive([document.watch, view.watch], t)
}

/// Creates and wires the pair, and returns only weak references to it.
private func makeStrongPair() -> (Weak<SimpleStringDocument>, Weak<SimpleStringView>) {
    let document = SimpleStringDocument()
    let view = SimpleStringView(name: "view0", document: document, holding: .strong)
    document.addView(key: view.name, eventHandler: view.onDataChange)
    return (Weak("document", document), Weak("view0", view))
}

/// The demo's wiring: views point back weakly, and the document's list of views is their owner.
private func weakBackReference(_ t: Transcript) {
    t.heading("One side weak: each view holds its document weakly; the document owns its views")
    var document: SimpleStringDocument? = SimpleStringDocument()
    let watchedDocument = Weak("document", document)
    var views: [Weak<SimpleStringView>] = []
    if let document {
        views = ["view0", "view1", "view2"].map { addOwnedView($0, to: document) }
    }
    t.note("main keeps only weak references to the views: the document is their only owner.")
    showAlive([watchedDocument.watch] + views.map(\.watch), t)

    t.heading("removeView releases the view")
    document?.removeView(key: "view1")
    showAlive([watchedDocument.watch] + views.map(\.watch), t)

    t.heading("Refused: removing a key that is not there, adding a key that is taken")
    document?.removeView(key: "view1")
    if let document, let view0 = views.first?.object {
        document.addView(key: view0.name, eventHandler: view0.onDataChange)
    }

    t.heading("removeAllViews releases the other views, in the order they were added")
    document?.removeAllViews()
    showAlive([watchedDocument.watch] + views.map(\.watch), t)

    t.heading("Letting go of the document releases it, and the views only it kept")
    var kept: SimpleStringView?
    if let document {
        views.append(addOwnedView("view3", to: document))
        let view4 = SimpleStringView(name: "view4", document: document)
        document.addView(key: view4.name, eventHandler: view4.onDataChange)
        kept = view4
    }
    t.note("main also keeps view4 itself, as the article's program keeps its view variables.")
    let view4 = Weak("view4", kept)
    t.note("main lets go of document (document = nil).")
    document = nil
    showAlive([watchedDocument.watch] + views.map(\.watch) + [view4.watch], t)
    t.note("view4 lives on because main keeps it; its weak reference to the document is now nil.")

    t.heading("A view whose document is gone refuses input")
    t.acting(as: Names.user) { kept?.submitData("late") }
    t.note("main lets go of view4 (view4 = nil).")
    kept = nil
    showAlive([watchedDocument.watch] + views.map(\.watch) + [view4.watch], t)
}

/// A view that only the document keeps alive; `main` gets a weak reference.
private func addOwnedView(_ name: String, to document: SimpleStringDocument) -> Weak<SimpleStringView> {
    let view = SimpleStringView(name: name, document: document)
    document.addView(key: view.name, eventHandler: view.onDataChange)
    return Weak(name, view)
}

private func showAlive(_ watches: [(name: String, isAlive: Bool)], _ t: Transcript) {
    func names(_ alive: Bool) -> String {
        let names = watches.filter { $0.isAlive == alive }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
    t.result("alive: \(names(true)); released: \(names(false))")
}
