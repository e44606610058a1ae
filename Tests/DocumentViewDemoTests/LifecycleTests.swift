import DemoSupport
import TestSupport
import XCTest

@testable import DocumentViewDemo

/// Runs `body` with a release log bound and returns the names of the objects released, in order.
private func releases(_ body: () -> Void) -> [String] {
    let log = ReleaseLog()
    ReleaseLog.$current.withValue(log, operation: body)
    return log.all
}

/// Builds a document and views, wires them, and hands back only weak references, so that whatever is
/// still alive afterwards is kept alive by the objects themselves.
private func wire(
    _ names: [String], holding reference: DocumentReference
) -> (document: Weak<SimpleStringDocument>, views: [Weak<SimpleStringView>]) {
    wire(names.map { ($0, reference) })
}

/// The same, with each view's own wiring.
private func wire(
    _ wiring: [(name: String, reference: DocumentReference)]
) -> (document: Weak<SimpleStringDocument>, views: [Weak<SimpleStringView>]) {
    let document = SimpleStringDocument()
    let views = wiring.map { SimpleStringView(name: $0.name, document: document, holding: $0.reference) }
    for view in views { document.addView(key: view.name, eventHandler: view.onDataChange) }
    return (Weak("document", document), views.map { Weak($0.name, $0) })
}

final class LifecycleTests: XCTestCase {
    func testStrongReferencesBothWaysLeakUntilRemoveAllViews() {
        var alive: [Bool] = []
        let released = releases {
            let (document, views) = wire(["view0", "view1"], holding: .strong)
            alive = [document.isAlive] + views.map(\.isAlive)
            document.object?.removeAllViews()
            alive += [document.isAlive] + views.map(\.isAlive)
        }
        assertSameElements(alive, [true, true, true, false, false, false])
        assertSameElements(released, ["view0", "view1", "document"])
    }

    func testRemovingTheOneStrongViewBreaksTheCycleAndReleasesTheDocument() {
        var alive: [[Bool]] = []
        let released = releases {
            let (document, views) = wire([("view0", .strong), ("view1", .weak)])
            let watch = { alive.append([document.isAlive] + views.map(\.isAlive)) }
            watch()
            document.object?.removeView(key: "view1")
            watch()
            document.object?.removeView(key: "view0")
            watch()
        }
        assertSameElements(alive, [[true, true, true], [true, true, false], [false, false, false]])
        assertSameElements(released, ["view1", "view0", "document"])
    }

    func testAWeakBackReferenceLeaksNothing() {
        assertSameElements(
            releases { _ = wire(["view0", "view1"], holding: .weak) }, ["document", "view0", "view1"])
    }

    func testRemoveViewReleasesAViewTheDocumentAloneKeptAndTheReleaseIsAStep() {
        let document = SimpleStringDocument()
        let views = ["view0", "view1", "view2"].map { name in
            let view = SimpleStringView(name: name, document: document)
            document.addView(key: name, eventHandler: view.onDataChange)
            return Weak(name, view)
        }
        let lines = ReleaseLog.$current.withValue(ReleaseLog()) {
            recorded { document.removeView(key: "view1") }
        }
        assertSameElements(
            lines,
            [
                "User>document: removeView(key: \"view1\")", "view1>>view1: deinit",
            ])
        assertSameElements(releases { document.removeAllViews() }, ["view0", "view2"])
        assertSameElements(views.map(\.isAlive), [false, false, false])
    }

    func testARefusedViewIsNotKeptByTheDocument() {
        let document = SimpleStringDocument()
        let first = SimpleStringView(name: "view0", document: document)
        document.addView(key: "view0", eventHandler: first.onDataChange)
        var second: SimpleStringView? = SimpleStringView(name: "view0", document: document)
        let watched = Weak("view0", second)
        if let second { document.addView(key: second.name, eventHandler: second.onDataChange) }
        second = nil
        XCTAssert(!watched.isAlive && document.viewKeys == ["view0"])
    }

    func testAViewKeptElsewhereOutlivesItsDocument() {
        var kept: SimpleStringView?
        let released = releases {
            var document: SimpleStringDocument? = SimpleStringDocument()
            kept = document.map { SimpleStringView(name: "view4", document: $0) }
            if let document, let kept { document.addView(key: kept.name, eventHandler: kept.onDataChange) }
            document = nil
        }
        XCTAssert(released == ["document"] && kept?.document == nil)
    }

    func testTheProgramsOfBothDesignsLeakNothing() {
        for (design, maker) in [("document-view", DocumentViewProgram.init), ("mvc", MVCProgram.init)]
            as [(String, ProgramMaker)]
        {
            var document: SimpleStringDocument? = SimpleStringDocument()
            var program = document.map { maker($0) }
            program?.addViews(["view0", "view1"])
            program?.submit("foo", from: "view0")
            let watched =
                [Weak("document", document as AnyObject?)] + (program?.views ?? []).map { Weak($0.name, $0) }
            assertSameElements(watched.map(\.isAlive), [true, true, true], "\(design)")
            program = nil
            document = nil
            assertSameElements(watched.map(\.isAlive), [false, false, false], "\(design)")
        }
    }
}
