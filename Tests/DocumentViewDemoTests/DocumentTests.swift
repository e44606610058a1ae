import DemoSupport
import TestSupport
import XCTest

@testable import DocumentViewDemo

/// Records which view callbacks a document called, in order, and with what.
final class Calls {
    private(set) var log: [String] = []

    func handler(_ key: String) -> (SimpleEvent) -> Void {
        { event in self.log.append("\(key): \(event.message)") }
    }
}

/// What a document holds, to compare before and after a refused action.
struct DocumentSnapshot: Equatable {
    let state: String?
    let viewKeys: [String]
}

extension StringDocument {
    var snapshot: DocumentSnapshot { DocumentSnapshot(state: state, viewKeys: viewKeys) }
}

/// A document with `keys` added, each logging to `calls`.
private func document(
    _ keys: [String], _ calls: Calls, repository: BackendRepository? = nil
) -> SimpleStringDocument {
    let document = SimpleStringDocument(repository: repository)
    for key in keys { document.addView(key: key, eventHandler: calls.handler(key)) }
    return document
}

final class DocumentTests: XCTestCase {
    func testNotifiesViewsInTheOrderTheyWereAddedNotByKey() {
        let calls = Calls()
        let document = document(["7064", "313", "zeta", "alpha", "4371"], calls)
        document.state = "blargh"
        assertSameElements(calls.log, ["7064", "313", "zeta", "alpha", "4371"].map { "\($0): blargh" })
    }

    func testRemovedViewsAreNotNotifiedAndTheOthersKeepTheirOrder() {
        let calls = Calls()
        let document = document(["view0", "view1", "view2"], calls)
        document.removeView(key: "view1")
        document.state = "blech"
        document.removeAllViews()
        document.state = "x"
        assertSameElements(calls.log, ["view0: blech", "view2: blech"])
        XCTAssertEqual(document.snapshot, DocumentSnapshot(state: "x", viewKeys: []))
    }

    func testRefusedActionsChangeNothingAndSaySo() {
        let calls = Calls()
        let document = document(["view0"], calls)
        let lines = recorded {
            document.state = nil
            document.state = "foo"
            let before = document.snapshot
            document.addView(key: "view0", eventHandler: calls.handler("second"))
            document.removeView(key: "view9")
            document.state = nil
            document.load()
            XCTAssertEqual(document.snapshot, before)
        }
        assertSameElements(calls.log, ["view0: foo"])
        assertSameElements(
            lines.filter { $0.hasPrefix("refused") },
            [
                "refused: state = nil is no data: the state stays nil, no view is notified",
                "refused: addView(key: \"view0\"): the key is taken; the views stay view0",
                "refused: removeView(key: \"view9\"): no view has that key; the views stay view0",
                "refused: state = nil is no data: the state stays \"foo\", no view is notified",
                "refused: load(): document has no backend repository; the state stays \"foo\"",
            ])
    }

    func testAnEmptyStringIsDataAndIsSentAndWrittenBack() {
        let calls = Calls()
        let repository = BackendRepository(record: "foo")
        let document = document(["view0"], calls, repository: repository)
        document.load()
        document.state = ""
        XCTAssert(document.state == "" && calls.log == ["view0: foo", "view0: "])
        XCTAssert(repository.record == "" && repository.saved == [""])
    }
}

final class BackendTests: XCTestCase {
    func testLoadTakesTheRecordAndASubmissionIsWrittenBack() {
        let repository = BackendRepository(record: "draft 1")
        let calls = Calls()
        let document = document(["view0"], calls, repository: repository)
        assertSameElements(
            recorded { document.load() },
            [
                "User>document: load()", "document>Backend: fetch()", "Backend-->document: \"draft 1\"",
            ])
        XCTAssert(repository.saved.isEmpty && document.state == "draft 1")
        document.state = "draft 2"
        document.state = nil
        XCTAssert(repository.record == "draft 2" && repository.saved == ["draft 2"])
        assertSameElements(calls.log, ["view0: draft 1", "view0: draft 2"])
    }

    func testLoadingNilChangesNothingAndNotifiesNoOne() {
        let repository = BackendRepository(record: "draft 1")
        let calls = Calls()
        let document = document(["view0"], calls, repository: repository)
        document.load()
        let before = document.snapshot
        repository.delete()
        assertSameElements(
            recorded { document.load() },
            [
                "User>document: load()", "document>Backend: fetch()", "Backend-->document: nil",
                "refused: load() got nil, no data: the state stays \"draft 1\", no view is notified",
            ])
        XCTAssert(document.snapshot == before && calls.log == ["view0: draft 1"] && repository.saved.isEmpty)
    }
}
