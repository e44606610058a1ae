import DemoSupport
import Testing

@testable import DocumentViewDemo

/// The result lines a transcript holds.
func results(_ transcript: Transcript) -> [String] {
    transcript.events.compactMap { if case .result(let text) = $0 { text } else { nil } }
}

/// `from>to` for every message of a transcript.
func messages(_ transcript: Transcript) -> [String] {
    transcript.events.compactMap { if case .message(let m) = $0 { "\(m.from)>\(m.to)" } else { nil } }
}

@Suite("StringView (Document-View) and ControlledStringView with StringController (MVC)")
struct ViewTests {
    @Test func aViewRendersNoDataThenWhatTheDocumentSent() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let view = SimpleStringView(name: "view0", document: document, transcript: transcript)
        document.addView(key: view.name, eventHandler: view.onDataChange)
        view.render()
        document.state = "blargh"
        #expect(results(transcript) == ["(view0) no data available", "(view0) data is: \"blargh\""])
        #expect(view.name == "view0")
    }

    @Test func aSubmissionReachesEveryViewThroughTheDocument() {
        let document = SimpleStringDocument()
        let views = ["view0", "view1"].map { SimpleStringView(name: $0, document: document) }
        for view in views { document.addView(key: view.name, eventHandler: view.onDataChange) }
        views[1].submitData("bar")
        #expect(document.state == "bar")
        #expect(views.map(\.data) == ["bar", "bar"])
    }

    @Test func aViewWritesToTheDocumentItselfInDocumentView() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let view = SimpleStringView(name: "view0", document: document, transcript: transcript)
        document.addView(key: view.name, eventHandler: view.onDataChange)
        view.submitData("foo")
        #expect(messages(transcript) == ["view0>document", "document>view0"])
    }

    @Test func inMVCTheControllerTakesTheInput() {
        let transcript = Transcript()
        let document = SimpleStringDocument(transcript: transcript)
        let controller = StringController(document: document, transcript: transcript)
        let view = ControlledStringView(name: "view0", controller: controller, transcript: transcript)
        document.addView(key: view.name, eventHandler: view.onDataChange)
        view.submitData("foo")
        #expect(document.state == "foo")
        #expect(view.data == "foo")
        #expect(messages(transcript) == ["view0>controller", "controller>document", "document>view0"])
    }

    @Test func aViewWithoutItsDocumentRefusesInput() {
        let transcript = Transcript()
        var document: SimpleStringDocument? = SimpleStringDocument()
        let view = document.map { SimpleStringView(name: "view0", document: $0, transcript: transcript) }
        document = nil
        #expect(view?.document == nil)
        view?.submitData("late")
        #expect(view?.data == nil)
        #expect(refusals(transcript) == ["(view0) has no document any more: \"late\" is not submitted"])
    }

    @Test func aControlledViewWithoutItsControllerRefusesInput() {
        let transcript = Transcript()
        let document = SimpleStringDocument()
        var controller: StringController<SimpleStringDocument>? = StringController(document: document)
        let view = controller.map {
            ControlledStringView(name: "view0", controller: $0, transcript: transcript)
        }
        controller = nil
        view?.submitData("late")
        #expect(document.state == nil)
        #expect(refusals(transcript) == ["(view0) has no controller any more: \"late\" is not submitted"])
    }

    @Test func eventsCarryTheMessage() {
        #expect(SimpleEvent(message: "blargh").message == "blargh")
    }
}
