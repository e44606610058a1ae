import DemoSupport
import Testing

@testable import MVVMDemo

/// The document's sequence diagram, in English: every arrow in order (`->` a call, `-->` a reply).
let documentSequence: [String] = [
    "Tourist -> Map: Open the app",
    "Tourist -> Map: View the route",
    "Map -> ViewModel: Request the route",
    "ViewModel -> Model: Request route data",
    "Model -> Server: Request route data",
    "Server --> Model: Return route data",
    "Model --> ViewModel: Return route data",
    "ViewModel --> Map: Return the route",
    "Map --> Tourist: Show the route",
    "Tourist -> Map: Select a route point",
    "Map -> ViewModel: Request text and media materials",
    "ViewModel -> Model: Request text and media materials",
    "Model -> Server: Request text and media materials",
    "Server --> Model: Return text and media materials",
    "Model --> ViewModel: Return text and media materials",
    "ViewModel --> Map: Return text and media materials",
    "Map --> Tourist: Show the route point",
    "Tourist -> Map: View augmented reality",
    "Map -> Augmented reality: Request AR data",
    "Augmented reality -> ViewModel: Request AR data",
    "ViewModel -> Model: Request AR data",
    "Model -> Server: Request AR data",
    "Server --> Model: Return AR data",
    "Model --> ViewModel: Return AR data",
    "ViewModel --> Augmented reality: Return AR data",
    "Augmented reality --> Map: Return AR data",
    "Map --> Tourist: Show augmented reality",
    "Tourist -> Map: Close the app",
]

private func run(_ scenario: String, variant: String? = nil) throws -> Transcript {
    try #require(demo.scenarios.first { $0.name == scenario }?.design(for: variant)).run()
}

@Suite("MVVMDemo's designs")
struct DesignTests {
    @Test func sessionHasTheDocumentsParticipantsAndMessageOrder() throws {
        let transcript = try run("session")
        #expect(
            transcript.participants == [
                .actor("Tourist"), Participant("Map"), Participant("Augmented reality"),
                Participant("ViewModel"),
                Participant("Model"), .database("Server"),
            ])
        let arrows = transcript.events.compactMap { event -> String? in
            guard case .message(let message) = event else { return nil }
            let label =
                message.text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? message.text
            return "\(message.from) \(message.isReply ? "-->" : "->") \(message.to): \(label)"
        }
        #expect(arrows == documentSequence)
    }

    @Test func sessionAsPlantUMLHasTheDocumentsParticipantsAndArrows() {
        let output = demo.respond(to: ["session", "--format", "plantuml"]).output
        let lines = output.split(separator: "\n").map(String.init)
        let declared = lines.filter { ["actor ", "participant ", "database "].contains(where: $0.hasPrefix) }
        #expect(
            declared == [
                "actor Tourist", "participant Map", "participant \"Augmented reality\" as Augmented_reality",
                "participant ViewModel", "participant Model", "database Server",
            ])
        // Each arrow up to the end of the document's label: `Map -> ViewModel: Request the route`.
        let arrows = lines.filter { $0.contains(" -> ") || $0.contains(" --> ") }.map { line in
            line.split(separator: ": ", maxSplits: 2).prefix(2).joined(separator: ": ")
        }
        #expect(
            arrows
                == documentSequence.map {
                    $0.replacing("Augmented reality", with: "Augmented_reality")
                })
    }

    @Test func variantsShowTheSameResultsHeadingsAndNotes() {
        #expect(demo.variantDiscrepancies == [])
        #expect(demo.scenarios.map(\.name) == ["route", "point", "ar", "session", "errors", "authoring"])
        #expect(demo.scenarios.allSatisfy { $0.variants.compactMap(\.variant) == ["mvc"] })
        #expect(demo.scenarios.allSatisfy { !$0.design.run().results.isEmpty })
    }

    @Test func theMVCTraceHasNoViewModelAndNoBinding() throws {
        for scenario in demo.scenarios.map(\.name) {
            let mvc = try run(scenario, variant: "mvc")
            #expect(!mvc.participants.contains { $0.name == "ViewModel" || $0.name == "Map" })
            #expect(mvc.participants.contains { $0.name == "MainViewController" })
            #expect(try mvc.results == run(scenario).results)
        }
    }

    @Test(arguments: ["mvvm", "mvc"])
    func aClosedAppRefusesTaps(design: String) throws {
        let transcript = Transcript()
        let server = SampleData.server()
        let app: any TouristAppDesign =
            design == "mvc"
            ? MainViewController(user: SampleData.guide, server: server, transcript: transcript)
            : TouristApp(user: SampleData.guide, server: server, transcript: transcript)
        #expect(throws: TouristRules.closed) { try app.viewRoute(link: SampleData.routeLink) }
        #expect(transcript.events.isEmpty && app.screen == Screen())
        app.open()
        try app.viewRoute(link: SampleData.routeLink)
        try app.selectPoint(id: 1)
        app.close()
        let (screen, events) = (app.screen, transcript.events)
        #expect(throws: TouristRules.closed) { try app.viewRoute(link: SampleData.documentLink) }
        #expect(throws: TouristRules.closed) { try app.selectPoint(id: 789) }
        #expect(throws: TouristRules.closed) { try app.viewAugmentedReality() }
        #expect(throws: TouristRules.closed) { try app.createRoute(name: "x", link: "y") }
        #expect(app.screen == screen && transcript.events == events)
        #expect(server.routes == [SampleData.journey])
    }

    @Test(arguments: ["mvvm", "mvc"])
    func openingTwiceBindsOnce(design: String) throws {
        let transcript = Transcript()
        let server = SampleData.server()
        let app: any TouristAppDesign =
            design == "mvc"
            ? MainViewController(user: SampleData.tourist, server: server, transcript: transcript)
            : TouristApp(user: SampleData.tourist, server: server, transcript: transcript)
        app.open()
        app.open()
        try app.viewRoute(link: SampleData.routeLink)
        let shows = transcript.events.filter {
            if case .message(let message) = $0 { message.text == "Show the route" } else { false }
        }
        #expect(shows.count == 1)
        #expect(transcript.results.filter { $0 == .result("Map: open, no route shown yet") }.count == 1)
    }

    @Test func errorsEndWithTheScreenRestored() throws {
        let results = try run("errors").results
        #expect(
            results.last
                == .result(
                    "screen: route shown(route 456, 2 points), point shown(point 1, 2 materials), AR empty"))
        #expect(results.filter { if case .refusal = $0 { true } else { false } }.count == 3)
    }
}
