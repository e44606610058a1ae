import DemoSupport
import Testing

@testable import DocumentViewDemo

/// Builds a document and views, wires them, and hands back only weak references, so that whatever is
/// still alive afterwards is kept alive by the objects themselves.
private func wire(
    _ names: [String], holding reference: DocumentReference, releases: ReleaseLog? = nil
) -> (document: Weak<SimpleStringDocument>, views: [Weak<SimpleStringView>]) {
    let document = SimpleStringDocument(releases: releases)
    let views = names.map {
        SimpleStringView(name: $0, document: document, holding: reference, releases: releases)
    }
    for view in views { document.addView(key: view.name, eventHandler: view.onDataChange) }
    return (Weak("document", document), views.map { Weak($0.name, $0) })
}

@Suite("Lifecycle: the document-view cycle and the release of views")
struct LifecycleTests {
    @Test func strongReferencesBothWaysLeak() {
        let releases = ReleaseLog()
        let (document, views) = wire(["view0", "view1"], holding: .strong, releases: releases)
        #expect(document.isAlive)
        #expect(views.map(\.isAlive) == [true, true])
        #expect(releases.all.isEmpty)
        // Break the cycle so the test leaks nothing, and show that this releases everything.
        document.object?.removeAllViews()
        #expect(!document.isAlive)
        #expect(views.map(\.isAlive) == [false, false])
        #expect(releases.all == ["view0", "view1", "document"])
    }

    @Test func aWeakBackReferenceLeaksNothing() {
        let releases = ReleaseLog()
        let (document, views) = wire(["view0", "view1"], holding: .weak, releases: releases)
        #expect(!document.isAlive)
        #expect(views.map(\.isAlive) == [false, false])
        #expect(releases.all == ["document", "view0", "view1"])
    }

    @Test func removeViewReleasesAViewTheDocumentAloneKept() {
        let releases = ReleaseLog()
        let document = SimpleStringDocument()
        var views: [Weak<SimpleStringView>] = []
        for name in ["view0", "view1", "view2"] {
            let view = SimpleStringView(name: name, document: document, releases: releases)
            document.addView(key: name, eventHandler: view.onDataChange)
            views.append(Weak(name, view))
        }
        #expect(views.map(\.isAlive) == [true, true, true])
        document.removeView(key: "view1")
        #expect(views.map(\.isAlive) == [true, false, true])
        #expect(releases.all == ["view1"])
        document.removeAllViews()
        #expect(views.map(\.isAlive) == [false, false, false])
        #expect(releases.all == ["view1", "view0", "view2"])
    }

    @Test func aRefusedViewIsNotKeptByTheDocument() {
        let document = SimpleStringDocument()
        let first = SimpleStringView(name: "view0", document: document)
        document.addView(key: "view0", eventHandler: first.onDataChange)
        var second: SimpleStringView? = SimpleStringView(name: "view0", document: document)
        let watched = Weak("view0", second)
        if let second { document.addView(key: second.name, eventHandler: second.onDataChange) }
        second = nil
        #expect(!watched.isAlive)
        #expect(document.viewKeys == ["view0"])
    }

    @Test func aViewKeptElsewhereOutlivesItsDocument() {
        let releases = ReleaseLog()
        var document: SimpleStringDocument? = SimpleStringDocument(releases: releases)
        let kept = document.map { SimpleStringView(name: "view4", document: $0, releases: releases) }
        if let document, let kept { document.addView(key: kept.name, eventHandler: kept.onDataChange) }
        document = nil
        #expect(releases.all == ["document"])
        #expect(kept?.document == nil)
    }

    @Test(
        arguments: [("document-view", DocumentViewProgram.init), ("mvc", MVCProgram.init)]
            as [(String, ProgramMaker)])
    func theProgramsOfBothDesignsLeakNothing(design: String, maker: ProgramMaker) {
        var document: SimpleStringDocument? = SimpleStringDocument()
        var program = document.map { maker($0, Transcript()) }
        program?.addViews(["view0", "view1"])
        program?.submit("foo", from: "view0")
        let watched =
            [Weak("document", document as AnyObject?)] + (program?.views ?? []).map { Weak($0.name, $0) }
        #expect(watched.map(\.isAlive) == [true, true, true], "\(design)")
        program = nil
        document = nil
        #expect(watched.map(\.isAlive) == [false, false, false], "\(design)")
    }

    @Test func theLifecycleScenarioShowsEachReleaseAtTheStepThatCausedIt() {
        let transcript = Transcript()
        lifecycle(transcript)
        var steps: [(heading: String, deinits: [String])] = [("(before any heading)", [])]
        for event in transcript.events {
            switch event {
            case .heading(let heading): steps.append((heading, []))
            case .message(let m) where m.text == "deinit":
                #expect(m.from == m.to)
                steps[steps.count - 1].deinits.append(m.from)
            default: break
            }
        }
        #expect(
            steps.map { "\($0.heading): \($0.deinits.joined(separator: ", "))" } == [
                "(before any heading): ",
                "The article's wiring: document and view hold each other strongly: ",
                "Breaking the cycle by hand: removeAllViews(): view0, document",
                "One side weak: each view holds its document weakly; the document owns its views: ",
                "removeView releases the view: view1",
                "Refused: removing a key that is not there, adding a key that is taken: ",
                "removeAllViews releases the other views, in the order they were added: view0, view2",
                "Letting go of the document releases it, and the views only it kept: document, view3",
                "A view whose document is gone refuses input: view4",
            ])
        #expect(
            results(transcript).last == "alive: none; released: document, view0, view1, view2, view3, view4")
    }

    @Test func flushShowsEachReleaseOnce() {
        let releases = ReleaseLog()
        let transcript = Transcript()
        releases.record("view0")
        releases.flush(into: transcript)
        releases.flush(into: transcript)
        #expect(messages(transcript) == ["view0>view0"])
        #expect(releases.all == ["view0"])
    }
}
