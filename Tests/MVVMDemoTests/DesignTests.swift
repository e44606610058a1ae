import DemoSupport
import Foundation
import Testing

@testable import MVVMDemo

/// The document's sequence diagram, in English, beside the arrow the demo draws for it: a call up to
/// its method name (`->`), a reply as its two participants (`-->`). The document draws the binding's
/// notifications (`ViewModel --> Map: Return the route`) and the AR view's hand-over as replies; in
/// the code they are calls (`showRoute(_:)`, `showPoint(_:)`, `display(_:)`,
/// `presentAugmentedReality(_:)`), so the demo draws them as calls.
let documentSequence: [(document: String, demo: String)] = [
    ("Tourist -> Map: Open the app", "Tourist -> Map: open"),
    ("Tourist -> Map: View the route", "Tourist -> Map: viewRoute"),
    ("Map -> ViewModel: Request the route", "Map -> ViewModel: showRoute"),
    ("ViewModel -> Model: Request route data", "ViewModel -> Model: fetch"),
    ("Model -> Server: Request route data", "Model -> Server: routes"),
    ("Server --> Model: Return route data", "Server --> Model"),
    ("Model --> ViewModel: Return route data", "Model --> ViewModel"),
    ("ViewModel --> Map: Return the route", "ViewModel -> Map: showRoute"),
    ("Map --> Tourist: Show the route", "Map --> Tourist"),
    ("Tourist -> Map: Select a route point", "Tourist -> Map: selectPoint"),
    ("Map -> ViewModel: Request text and media materials", "Map -> ViewModel: selectPoint"),
    ("ViewModel -> Model: Request text and media materials", "ViewModel -> Model: fetch"),
    ("Model -> Server: Request text and media materials", "Model -> Server: pointsOfInterest"),
    ("Server --> Model: Return text and media materials", "Server --> Model"),
    ("Model --> ViewModel: Return text and media materials", "Model --> ViewModel"),
    ("ViewModel --> Map: Return text and media materials", "ViewModel -> Map: showPoint"),
    ("Map --> Tourist: Show the route point", "Map --> Tourist"),
    ("Tourist -> Map: View augmented reality", "Tourist -> Map: viewAugmentedReality"),
    ("Map -> Augmented reality: Request AR data", "Map -> Augmented_reality: requestData"),
    (
        "Augmented reality -> ViewModel: Request AR data",
        "Augmented_reality -> ViewModel: requestAugmentedReality"
    ),
    ("ViewModel -> Model: Request AR data", "ViewModel -> Model: fetch"),
    ("Model -> Server: Request AR data", "Model -> Server: arComponent"),
    ("Server --> Model: Return AR data", "Server --> Model"),
    ("Model --> ViewModel: Return AR data", "Model --> ViewModel"),
    ("ViewModel --> Augmented reality: Return AR data", "ViewModel -> Augmented_reality: display"),
    ("Augmented reality --> Map: Return AR data", "Augmented_reality -> Map: presentAugmentedReality"),
    ("Map --> Tourist: Show augmented reality", "Map --> Tourist"),
    ("Tourist -> Map: Close the app", "Tourist -> Map: close"),
]

/// `from -> to: text` of every message recorded.
func arrows(_ transcript: Transcript) -> [String] {
    transcript.events.compactMap {
        guard case .message(let m) = $0 else { return nil }
        return "\(m.from) \(m.isReply ? "-->" : "->") \(m.to): \(m.text)"
    }
}

private func makeApp(_ design: String, _ user: User, _ server: Server) -> any TouristAppDesign {
    design == "mvc" ? MainViewController(user: user, server: server) : TouristApp(user: user, server: server)
}

@Suite("MVVMDemo's designs")
struct DesignTests {
    /// Reads the recorded PlantUML of `session` (the golden test keeps it equal to the demo's output).
    @Test func sessionAsPlantUMLHasTheDocumentsParticipantsAndArrows() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Golden/MVVMDemo/format-plantuml.txt")
        let text = try String(contentsOf: golden, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
            .drop { $0 != "@startuml MVVMDemo-session" }.prefix { $0 != "@enduml" }
        let declared = lines.filter { ["actor ", "participant ", "database "].contains(where: $0.hasPrefix) }
        #expect(
            declared == [
                "actor Tourist", "participant Map", "participant \"Augmented reality\" as Augmented_reality",
                "participant ViewModel", "participant Model", "database Server",
            ])
        let drawn = lines.filter { $0.contains(" -> ") || $0.contains(" --> ") }.map { line in
            String(line.contains(" --> ") ? line.prefix { $0 != ":" } : line.prefix { $0 != "(" })
        }
        #expect(drawn == documentSequence.map(\.demo))
    }

    @Test(arguments: ["mvvm", "mvc"])
    func aClosedAppRefusesTapsAndChangesNothing(design: String) throws {
        let (transcript, server) = (Transcript(), SampleData.server())
        let app = makeApp(design, SampleData.guide, server)
        try transcript.recording { () throws in
            #expect(throws: TouristRules.closed) { try app.viewRoute(link: SampleData.routeLink) }
            #expect(app.screen == Screen())
            app.open()
            _ = try app.viewRoute(link: SampleData.routeLink)
            #expect(try app.selectPoint(id: 1) == .shown(PointDetails(SampleData.redSquare)))
            app.close()
            let (screen, results) = (app.screen, transcript.results)
            #expect(throws: TouristRules.closed) { try app.viewRoute(link: SampleData.documentLink) }
            #expect(throws: TouristRules.closed) { try app.selectPoint(id: 789) }
            #expect(throws: TouristRules.closed) { try app.viewAugmentedReality() }
            #expect(throws: TouristRules.closed) { try app.createRoute(name: "x", link: "y") }
            #expect(app.screen == screen && transcript.results == results)
        }
        #expect(server.routes == [SampleData.journey])
        #expect(arrows(transcript).contains { $0.contains("ViewModel") } == (design == "mvvm"))
    }

    @Test(arguments: ["mvvm", "mvc"])
    func openingTwiceOpensOnce(design: String) throws {
        let transcript = Transcript()
        let app = makeApp(design, SampleData.tourist, SampleData.server())
        try transcript.recording { () throws in
            app.open()
            app.open()
            #expect(try app.viewRoute(link: SampleData.routeLink) == .shown(RouteOnMap(SampleData.journey)))
        }
        #expect(transcript.results.filter { $0 == .result("Map: open, no route shown yet") }.count == 1)
        #expect(arrows(transcript).filter { $0.contains("-> Map: showRoute(") }.count == 1)
    }
}
