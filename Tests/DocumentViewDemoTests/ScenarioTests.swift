import DemoSupport
import Testing

@testable import DocumentViewDemo

@Suite("Scenarios and the mvc variant")
struct ScenarioTests {
    @Test func variantsKeepTheirPromise() {
        #expect(demo.variantDiscrepancies == [])
    }

    @Test func theArticleProgramShowsWhatTheArticleDescribes() {
        let transcript = Transcript()
        article(DocumentViewProgram.init, transcript)
        let views = ["view0", "view1", "view2"]
        let expected =
            views.map { "(\($0)) no data available" }
            + ["blargh", "foo", "bar"].flatMap { data in views.map { "(\($0)) data is: \"\(data)\"" } }
            + ["view0", "view1"].map { "(\($0)) data is: \"blech\"" }
        #expect(results(transcript) == expected)
    }

    @Test func onlyTheMVCTraceShowsTheController() {
        let documentView = Transcript()
        let mvc = Transcript()
        article(DocumentViewProgram.init, documentView)
        article(MVCProgram.init, mvc)
        #expect(!documentView.participants.contains { $0.name == "controller" })
        #expect(mvc.participants.contains { $0.name == "controller" })
        #expect(!messages(mvc).contains { $0.hasPrefix("view") && $0.hasSuffix(">document") })
        #expect(results(documentView) == results(mvc))
    }

    @Test func backendEndsWithTheUsersEmptyStringSaved() {
        for maker in [DocumentViewProgram.init, MVCProgram.init] as [ProgramMaker] {
            let transcript = Transcript()
            backend(maker, transcript)
            #expect(results(transcript).last == "Backend holds \"\"")
            #expect(refusals(transcript).count == 2)
        }
    }

    @Test func theArticleProgramCreatesEveryViewBeforeAddingAnyInBothDesigns() {
        for maker in [DocumentViewProgram.init, MVCProgram.init] as [ProgramMaker] {
            let transcript = Transcript()
            article(maker, transcript)
            let wiring = transcript.events.compactMap { event -> String? in
                guard case .message(let m) = event, m.from == "main", m.to != "controller" else { return nil }
                return m.text.contains("(name: ")
                    ? "create \(m.to)" : m.text.hasPrefix("addView") ? "add" : nil
            }
            #expect(
                Array(wiring.prefix(6)) == [
                    "create view0", "create view1", "create view2", "add", "add", "add",
                ])
        }
    }

    @Test func anUnknownViewIsRefusedAndNothingChangesInBothDesigns() {
        for maker in [DocumentViewProgram.init, MVCProgram.init] as [ProgramMaker] {
            let transcript = Transcript()
            let document = SimpleStringDocument(transcript: transcript)
            let program = maker(document, transcript)
            program.addViews(["view0", "view1"])
            document.state = "blargh"
            let before = (document.snapshot, program.views.map(\.data))
            program.submit("foo", from: "view9")
            #expect(document.snapshot == before.0)
            #expect(program.views.map(\.data) == before.1)
            #expect(refusals(transcript) == ["there is no view \"view9\"; nothing changed"])
            #expect(!transcript.participants.contains { $0.name == "view9" })
        }
    }

    @Test func twoRunsPrintTheSameBytes() {
        #expect(demo.respond(to: []) == demo.respond(to: []))
        #expect(demo.respond(to: ["--variant", "mvc"]) == demo.respond(to: ["--variant", "mvc"]))
    }
}
