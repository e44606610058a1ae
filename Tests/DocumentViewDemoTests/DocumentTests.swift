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
        #expect(!document.addView(key: "view0", eventHandler: calls.handler("second")))
        document.state = "foo"
        #expect(calls.log == ["first: foo"])
        #expect(document.viewKeys == ["view0"])
        #expect(refusals(transcript) == ["addView(key: \"view0\"): the key is taken; the views stay view0"])
    }

    @Test func removingAnUnknownKeyIsRefusedAndChangesNothing() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        document.addView(key: "view0", eventHandler: { _ in })
        #expect(!document.removeView(key: "view9"))
        #expect(document.viewKeys == ["view0"])
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
        #expect(document.state == nil)
        document.state = "foo"
        document.state = nil
        #expect(document.state == "foo")
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
        repository.delete()
        document.load()
        #expect(document.state == "draft 1")
        #expect(calls.log == ["view0: draft 1"])
        #expect(repository.saved.isEmpty)
        #expect(refusals(transcript).count == 1)
    }

    @Test func settingNilWritesNothingBack() {
        let repository = BackendRepository(record: "kept")
        let document = SimpleStringDocument(repository: repository)
        document.state = nil
        #expect(repository.record == "kept")
        #expect(repository.saved.isEmpty)
    }

    @Test func loadWithoutARepositoryIsRefused() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        document.load()
        #expect(document.state == nil)
        #expect(refusals(transcript) == ["load(): document has no backend repository; the state stays nil"])
    }
}
