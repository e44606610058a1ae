import DemoSupport
import Testing

@testable import DocumentViewDemo

/// Records which view callbacks a document called, in order, and with what.
final class Calls {
    private(set) var log: [String] = []

    func handler(_ key: String) -> (SimpleEvent) -> Void {
        { event in self.log.append("\(key): \(event.message)") }
    }
}

/// The refusal lines a transcript holds.
func refusals(_ transcript: Transcript) -> [String] {
    transcript.events.compactMap { if case .refusal(let text) = $0 { text } else { nil } }
}

/// What a document holds, to compare before and after a refused action.
struct DocumentSnapshot: Equatable {
    let state: String?
    let viewKeys: [String]
}

extension StringDocument {
    var snapshot: DocumentSnapshot { DocumentSnapshot(state: state, viewKeys: viewKeys) }
}

@Suite("StringDocument: views, notification order, state")
struct DocumentTests {
    @Test func notifiesViewsInTheOrderTheyWereAddedNotByKey() {
        let document = SimpleStringDocument()
        let calls = Calls()
        for key in ["7064", "313", "zeta", "alpha", "4371"] {
            document.addView(key: key, eventHandler: calls.handler(key))
        }
        document.state = "blargh"
        #expect(
            calls.log == ["7064: blargh", "313: blargh", "zeta: blargh", "alpha: blargh", "4371: blargh"])
        #expect(document.viewKeys == ["7064", "313", "zeta", "alpha", "4371"])
    }

    @Test func removedViewsAreNotNotifiedAndTheOthersKeepTheirOrder() {
        let document = SimpleStringDocument()
        let calls = Calls()
        for key in ["view0", "view1", "view2"] {
            document.addView(key: key, eventHandler: calls.handler(key))
        }
        #expect(document.removeView(key: "view1"))
        document.state = "blech"
        #expect(calls.log == ["view0: blech", "view2: blech"])
        #expect(document.viewKeys == ["view0", "view2"])
    }

    @Test func removeAllViewsLeavesNobodyToNotify() {
        let document = SimpleStringDocument()
        let calls = Calls()
        document.addView(key: "a", eventHandler: calls.handler("a"))
        document.addView(key: "b", eventHandler: calls.handler("b"))
        document.removeAllViews()
        document.state = "x"
        #expect(calls.log.isEmpty)
        #expect(document.viewKeys.isEmpty)
        #expect(document.state == "x")
    }

    @Test func aTakenKeyIsRefusedAndTheFirstViewStays() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let calls = Calls()
        #expect(document.addView(key: "view0", eventHandler: calls.handler("first")))
        document.state = "foo"
        let before = document.snapshot
        #expect(!document.addView(key: "view0", eventHandler: calls.handler("second")))
        #expect(document.snapshot == before)
        document.state = "bar"
        #expect(calls.log == ["first: foo", "first: bar"])
        #expect(refusals(transcript) == ["addView(key: \"view0\"): the key is taken; the views stay view0"])
    }

    @Test func removingAnUnknownKeyIsRefusedAndChangesNothing() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let calls = Calls()
        document.addView(key: "view0", eventHandler: calls.handler("view0"))
        document.state = "foo"
        let before = document.snapshot
        #expect(!document.removeView(key: "view9"))
        #expect(document.snapshot == before)
        document.state = "bar"
        #expect(calls.log == ["view0: foo", "view0: bar"])
        #expect(
            refusals(transcript) == ["removeView(key: \"view9\"): no view has that key; the views stay view0"]
        )
    }

    @Test func settingNilChangesNothingAndNotifiesNoOne() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let calls = Calls()
        document.addView(key: "view0", eventHandler: calls.handler("view0"))
        document.state = nil
        #expect(document.snapshot == DocumentSnapshot(state: nil, viewKeys: ["view0"]))
        document.state = "foo"
        let before = document.snapshot
        document.state = nil
        #expect(document.snapshot == before)
        #expect(calls.log == ["view0: foo"])
        #expect(refusals(transcript).count == 2)
    }

    @Test func anEmptyStringIsDataAndIsSent() {
        let document = SimpleStringDocument()
        let calls = Calls()
        document.addView(key: "view0", eventHandler: calls.handler("view0"))
        document.state = "foo"
        document.state = ""
        #expect(document.state == "")
        #expect(calls.log == ["view0: foo", "view0: "])
    }
}

@Suite("StringDocument with a backend repository")
struct BackendTests {
    @Test func loadTakesTheRecordAndNotifiesWithoutWritingItBack() {
        let repository = BackendRepository(record: "draft 1")
        let document = SimpleStringDocument(repository: repository)
        let calls = Calls()
        document.addView(key: "view0", eventHandler: calls.handler("view0"))
        document.load()
        #expect(document.state == "draft 1")
        #expect(calls.log == ["view0: draft 1"])
        #expect(repository.saved.isEmpty)
    }

    @Test func aSubmissionIsWrittenBack() {
        let repository = BackendRepository(record: "draft 1")
        let document = SimpleStringDocument(repository: repository)
        let view = SimpleStringView(name: "view0", document: document)
        document.addView(key: view.name, eventHandler: view.onDataChange)
        view.submitData("draft 2")
        #expect(repository.record == "draft 2")
        #expect(repository.saved == ["draft 2"])
        #expect(view.data == "draft 2")
    }

    @Test func loadingNilChangesNothingAndNotifiesNoOne() {
        let repository = BackendRepository(record: "draft 1")
        let transcript = Transcript()
        let document = SimpleStringDocument(repository: repository, transcript: transcript)
        let calls = Calls()
        document.addView(key: "view0", eventHandler: calls.handler("view0"))
        document.load()
        let before = document.snapshot
        repository.delete()
        document.load()
        #expect(document.snapshot == before)
        #expect(calls.log == ["view0: draft 1"])
        #expect(repository.saved.isEmpty)
        #expect(
            refusals(transcript) == [
                "load() got nil, no data: the state stays \"draft 1\", no view is notified"
            ])
    }

    @Test func settingNilWritesNothingBack() {
        let repository = BackendRepository(record: "kept")
        let document = SimpleStringDocument(repository: repository)
        document.state = nil
        #expect(repository.record == "kept")
        #expect(repository.saved.isEmpty)
    }

    @Test func loadWithoutARepositoryIsRefusedAndChangesNothing() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let calls = Calls()
        document.addView(key: "view0", eventHandler: calls.handler("view0"))
        document.state = "foo"
        let before = document.snapshot
        document.load()
        #expect(document.snapshot == before)
        #expect(calls.log == ["view0: foo"])
        #expect(
            refusals(transcript) == ["load(): document has no backend repository; the state stays \"foo\""])
    }
}
