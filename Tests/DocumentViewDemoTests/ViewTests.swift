import DemoSupport
import TestSupport
import XCTest

@testable import DocumentViewDemo

/// What a run of `body`, acted by the user, recorded: each call as `from>to: text` (notifications,
/// replies and self-messages as `from~>to: text`, `from-->to: text` and `from>>to: text`), each result
/// as `=> text` and each refusal as `refused: text`.
func recorded(_ body: () -> Void) -> [String] {
    let transcript = Transcript()
    transcript.recording { transcript.acting(as: .actor("User"), body) }
    return transcript.events.compactMap { event in
        switch event {
        case .message(let m):
            switch m.kind {
            case .call: "\(m.from)>\(m.to): \(m.text)"
            case .notification: "\(m.from)~>\(m.to): \(m.text)"
            case .reply: "\(m.from)-->\(m.to): \(m.text)"
            case .selfMessage: "\(m.from)>>\(m.to): \(m.text)"
            }
        case .result(let text): "=> \(text)"
        case .refusal(let text): "refused: \(text)"
        default: nil
        }
    }
}

final class ViewTests: XCTestCase {
    func testAViewWritesToTheDocumentItselfAndRendersWhatItIsSent() {
        let document = SimpleStringDocument()
        let views = ["view0", "view1"].map { SimpleStringView(name: $0, document: document) }
        for view in views { document.addView(key: view.name, eventHandler: view.onDataChange) }
        assertSameElements(
            recorded {
                views[0].render()
                views[1].submitData("bar")
            },
            [
                "User>view0: render()", "=> (view0) no data available",
                "User>view1: submitData(\"bar\")", "view1>document: state = \"bar\"",
                "document~>view0: onDataChange(SimpleEvent(message: \"bar\"))", "view0>view0: render()",
                "=> (view0) data is: \"bar\"",
                "document~>view1: onDataChange(SimpleEvent(message: \"bar\"))", "view1>view1: render()",
                "=> (view1) data is: \"bar\"",
            ])
        XCTAssert(document.state == "bar" && views.map(\.data) == ["bar", "bar"])
    }

    func testInMVCTheControllerTakesTheInput() {
        let document = SimpleStringDocument()
        let controller = StringController(document: document)
        let view = ControlledStringView(name: "view0", controller: controller)
        document.addView(key: view.name, eventHandler: view.onDataChange)
        let calls = recorded { view.submitData("foo") }.filter { !$0.hasPrefix("=>") }
        assertSameElements(
            calls.map { $0.prefix { $0 != ":" } },
            [
                "User>view0", "view0>controller", "controller>document", "document~>view0", "view0>view0",
            ])
        XCTAssert(document.state == "foo" && view.data == "foo")
    }

    func testInitialisersRecordThemselvesWithEveryLabel() {
        assertSameElements(
            recorded {
                let document = SimpleStringDocument()
                _ = SimpleStringView(name: "view0", document: document, holding: .strong)
                _ = ControlledStringView<SimpleEvent, SimpleStringDocument>(
                    name: "view1", controller: StringController(document: document))
            },
            [
                "User>document: init(name: \"document\", repository: nil)",
                "User>view0: init(name: \"view0\", document: document, holding: .strong)",
                "User>controller: init(document: document)",
                "User>view1: init(name: \"view1\", controller: controller)",
            ])
    }

    func testAViewWithoutItsDocumentOrControllerRefusesInput() {
        var document: SimpleStringDocument? = SimpleStringDocument()
        var controller = document.map { StringController(document: $0) }
        let view = document.map { SimpleStringView(name: "view0", document: $0) }
        let controlled = controller.map { ControlledStringView(name: "view1", controller: $0) }
        controller = nil
        document = nil
        let refusals = recorded {
            view?.submitData("late")
            controlled?.submitData("late")
        }.filter { $0.hasPrefix("refused") }
        assertSameElements(
            refusals,
            [
                "refused: (view0) has no document any more: \"late\" is not submitted",
                "refused: (view1) has no controller any more: \"late\" is not submitted",
            ])
        XCTAssert(view?.document == nil && view?.data == nil && controlled?.data == nil)
    }

    func testAnUnknownViewIsRefusedAndNothingChangesInBothDesigns() {
        for maker in [DocumentViewProgram.init, MVCProgram.init] as [ProgramMaker] {
            let document = SimpleStringDocument()
            let program = maker(document)
            program.addViews(["view0", "view1"])
            document.state = "blargh"
            let before = (document.snapshot, program.views.map(\.data))
            assertSameElements(
                recorded { program.submit("foo", from: "view9") },
                [
                    "refused: there is no view \"view9\"; nothing changed"
                ])
            XCTAssert(document.snapshot == before.0 && program.views.map(\.data) == before.1)
        }
    }

    func testBothProgramsCreateEveryViewBeforeAddingAny() {
        for maker in [DocumentViewProgram.init, MVCProgram.init] as [ProgramMaker] {
            let document = SimpleStringDocument()
            let program = maker(document)
            let calls = recorded { program.addViews(["view0", "view1"]) }.filter { $0.hasPrefix("main>") }
            assertSameElements(
                calls.map { $0.prefix { $0 != "(" } },
                [
                    "main>view0: init", "main>view1: init", "main>document: addView",
                    "main>document: addView",
                ])
            assertSameElements(document.viewKeys, ["view0", "view1"])
        }
    }
}
