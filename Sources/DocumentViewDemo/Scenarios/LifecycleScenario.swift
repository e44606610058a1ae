import DemoSupport

/// The `lifecycle` scenario: the circular reference between a document and its views, as Swift's
/// reference counting sees it. `main` watches every object through weak references, which keep
/// nothing alive; each `deinit` is logged and shown at the end of the step that caused it.
///
/// `main` never keeps a strong reference in a local constant: a constant could keep its object alive
/// until the end of the function (or, optimised, release it early), and the releases would move.
func lifecycle(_ transcript: Transcript) {
    transcript.declare(.actor(Names.user), Participant(Names.main))
    let releases = ReleaseLog()
    strongCycle(transcript, releases)
    weakBackReference(transcript, releases)
    releases.flush(into: transcript)
}

/// The article's wiring: the view holds its document, the document holds the view's callback.
private func strongCycle(_ transcript: Transcript, _ releases: ReleaseLog) {
    transcript.heading("The article's wiring: document and view hold each other strongly")
    let (document, view) = makeStrongPair(transcript, releases)
    transcript.note("document -> view0.onDataChange -> view0 -> document: a cycle of strong references.")
    transcript.send("let go of document and view0", from: Names.main, to: Names.main)
    releases.flush(into: transcript)
    showAlive([document.watch, view.watch], transcript)
    transcript.note(
        "No deinit ran: the two keep each other alive, and nothing can reach them any more. They leak.")

    transcript.heading("Breaking the cycle by hand: removeAllViews()")
    transcript.note(
        "The demo reaches the document through its weak reference; a real program must call "
            + "removeAllViews() before it lets go.")
    transcript.send("removeAllViews()", from: Names.main, to: Names.document)
    document.object?.removeAllViews()
    releases.flush(into: transcript)
    showAlive([document.watch, view.watch], transcript)
}

/// Creates and wires the pair, and returns only weak references to it.
private func makeStrongPair(
    _ transcript: Transcript, _ releases: ReleaseLog
) -> (Weak<SimpleStringDocument>, Weak<SimpleStringView>) {
    transcript.send("SimpleStringDocument()", from: Names.main, to: Names.document)
    let document = SimpleStringDocument(transcript: transcript, releases: releases)
    let view = makeView("view0", document: document, holding: .strong, transcript, releases)
    addToDocument(view.name, view.onDataChange, document, transcript)
    return (Weak("document", document), Weak("view0", view))
}

/// The demo's wiring: views point back weakly, and the document's list of views is their owner.
private func weakBackReference(_ transcript: Transcript, _ releases: ReleaseLog) {
    transcript.heading("One side weak: each view holds its document weakly; the document owns its views")
    transcript.send("SimpleStringDocument()", from: Names.main, to: Names.document)
    var document: SimpleStringDocument? = SimpleStringDocument(transcript: transcript, releases: releases)
    let watchedDocument = Weak("document", document)
    var views: [Weak<SimpleStringView>] = []
    if let document {
        views = ["view0", "view1", "view2"].map { addOwnedView($0, to: document, transcript, releases) }
    }
    transcript.note("main keeps only weak references to the views: the document is their only owner.")
    showAlive([watchedDocument.watch] + views.map(\.watch), transcript)

    transcript.heading("removeView releases the view")
    transcript.send("removeView(key: \"view1\")", from: Names.main, to: Names.document)
    document?.removeView(key: "view1")
    releases.flush(into: transcript)
    showAlive([watchedDocument.watch] + views.map(\.watch), transcript)

    transcript.heading("Refused: removing a key that is not there, adding a key that is taken")
    transcript.send("removeView(key: \"view1\")", from: Names.main, to: Names.document)
    document?.removeView(key: "view1")
    if let document, let view0 = views.first?.object {
        addToDocument(view0.name, view0.onDataChange, document, transcript)
    }

    transcript.heading("removeAllViews releases the other views, in the order they were added")
    transcript.send("removeAllViews()", from: Names.main, to: Names.document)
    document?.removeAllViews()
    releases.flush(into: transcript)
    showAlive([watchedDocument.watch] + views.map(\.watch), transcript)

    transcript.heading("Letting go of the document releases it, and the views only it kept")
    var kept: SimpleStringView?
    if let document {
        views.append(addOwnedView("view3", to: document, transcript, releases))
        let view4 = makeView("view4", document: document, transcript, releases)
        addToDocument(view4.name, view4.onDataChange, document, transcript)
        kept = view4
    }
    transcript.note("main also keeps view4 itself, as the article's program keeps its view variables.")
    let view4 = Weak("view4", kept)
    transcript.send("let go of document", from: Names.main, to: Names.main)
    document = nil
    releases.flush(into: transcript)
    showAlive([watchedDocument.watch] + views.map(\.watch) + [view4.watch], transcript)
    transcript.note("view4 lives on because main keeps it; its weak reference to the document is now nil.")

    transcript.heading("A view whose document is gone refuses input")
    transcript.send("submitData(\"late\")", from: Names.user, to: "view4")
    kept?.submitData("late")
    transcript.send("let go of view4", from: Names.main, to: Names.main)
    kept = nil
    releases.flush(into: transcript)
    showAlive([watchedDocument.watch] + views.map(\.watch) + [view4.watch], transcript)
}

/// A view wired the way `reference` says, logging its release.
private func makeView(
    _ name: String, document: SimpleStringDocument, holding reference: DocumentReference = .weak,
    _ transcript: Transcript, _ releases: ReleaseLog
) -> SimpleStringView {
    let holding = reference == .strong ? ", holding: .strong" : ""
    transcript.send(
        "StringView(name: \(quoted(name)), document: \(document.name)\(holding))", from: Names.main, to: name)
    return SimpleStringView(
        name: name, document: document, holding: reference, transcript: transcript, releases: releases)
}

/// A view that only the document keeps alive; `main` gets a weak reference.
private func addOwnedView(
    _ name: String, to document: SimpleStringDocument, _ transcript: Transcript, _ releases: ReleaseLog
) -> Weak<SimpleStringView> {
    let view = makeView(name, document: document, transcript, releases)
    addToDocument(view.name, view.onDataChange, document, transcript)
    return Weak(name, view)
}

private func showAlive(_ watches: [(name: String, isAlive: Bool)], _ transcript: Transcript) {
    func names(_ alive: Bool) -> String {
        let names = watches.filter { $0.isAlive == alive }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
    transcript.result("alive: \(names(true)); released: \(names(false))")
}
