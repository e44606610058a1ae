import DemoSupport
import Foundation
import TestSupport
import XCTest

@testable import MVVMDemo

/// The document's sequence diagram, in English, beside the PlantUML arrow the demo draws for it: a
/// call or a notification up to its method name (`->`, `->>`), a reply as its two participants
/// (`-->`). The document draws the ViewModel's answers to the views (`ViewModel --> Map: Return the
/// route`) as replies; in the code they are the bindings' notifications (`showRoute(_:)`,
/// `showPoint(_:)`, `display(_:)`), drawn `->>`. Its `Map --> Tourist: Show ...` and the AR view's
/// answer to the map are what the views print (result lines), not arrows. The demo's own arrows
/// (`nil`): the bindings made as the Map opens and the AR view is first asked, each showing its
/// value at once, and the loading state each request publishes first. Every arrow of the document
/// joins the same two participants, in the same order.
let documentSequence: [(document: String?, demo: String)] = [
    ("Tourist -> Map: Open the app", "Tourist -> Map: open"),
    (nil, "Map -> Map: showRoute"), (nil, "Map -> Map: showPoint"),
    ("Tourist -> Map: View the route", "Tourist -> Map: viewRoute"),
    ("Map -> ViewModel: Request the route", "Map -> ViewModel: showRoute"),
    (nil, "ViewModel ->> Map: showRoute"),
    ("ViewModel -> Model: Request route data", "ViewModel -> Model: fetch"),
    ("Model -> Server: Request route data", "Model -> Server: routes"),
    ("Server --> Model: Return route data", "Server --> Model"),
    ("Model --> ViewModel: Return route data", "Model --> ViewModel"),
    ("ViewModel --> Map: Return the route", "ViewModel ->> Map: showRoute"),
    ("Tourist -> Map: Select a route point", "Tourist -> Map: selectPoint"),
    ("Map -> ViewModel: Request text and media materials", "Map -> ViewModel: selectPoint"),
    (nil, "ViewModel ->> Map: showPoint"),
    ("ViewModel -> Model: Request text and media materials", "ViewModel -> Model: fetch"),
    ("Model -> Server: Request text and media materials", "Model -> Server: pointsOfInterest"),
    ("Server --> Model: Return text and media materials", "Server --> Model"),
    ("Model --> ViewModel: Return text and media materials", "Model --> ViewModel"),
    ("ViewModel --> Map: Return text and media materials", "ViewModel ->> Map: showPoint"),
    ("Tourist -> Map: View augmented reality", "Tourist -> Map: viewAugmentedReality"),
    ("Map -> Augmented reality: Request AR data", "Map -> Augmented_reality: requestData"),
    (nil, "Augmented_reality -> Augmented_reality: display"),
    (
        "Augmented reality -> ViewModel: Request AR data",
        "Augmented_reality -> ViewModel: requestAugmentedReality"
    ),
    (nil, "ViewModel ->> Augmented_reality: display"),
    ("ViewModel -> Model: Request AR data", "ViewModel -> Model: fetch"),
    ("Model -> Server: Request AR data", "Model -> Server: arComponent"),
    ("Server --> Model: Return AR data", "Server --> Model"),
    ("Model --> ViewModel: Return AR data", "Model --> ViewModel"),
    ("ViewModel --> Augmented reality: Return AR data", "ViewModel ->> Augmented_reality: display"),
    ("Tourist -> Map: Close the app", "Tourist -> Map: close"),
]

/// The two participants an arrow joins: `ViewModel ->> Map: showRoute` gives `ViewModel`, `Map`.
private func endpoints(_ arrow: String) -> [String] {
    let words = arrow.replacing("Augmented reality", with: "Augmented_reality").prefix { $0 != ":" }
        .split(separator: " ")
    return [words.first, words.last].compactMap { $0.map(String.init) }
}

/// Every message recorded, as the text transcript prints it (`ViewModel ~> Map: showRoute(...)`).
func arrows(_ transcript: Transcript) -> [String] {
    transcript.events.compactMap {
        guard case .message = $0 else { return nil }
        return $0.line
    }
}

private func makeApp(
    _ design: String, _ user: User, _ server: Server, resuming screen: Screen? = nil
) -> any TouristAppDesign {
    design == "mvc"
        ? MainViewController(user: user, server: server, resuming: screen)
        : TouristApp(user: user, server: server, resuming: screen)
}

final class DesignTests: XCTestCase {
    /// Reads the recorded PlantUML of `session` (the golden test keeps it equal to the demo's output),
    /// all its pages: each declares the participants it uses, in the document's order.
    func testSessionAsPlantUMLHasTheDocumentsParticipantsAndArrows() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Golden/MVVMDemo/format-plantuml.txt")
        let text = try String(contentsOf: golden, encoding: .utf8)
        let pages = text.components(separatedBy: "@startuml ").filter { page in
            let name = page.prefix { $0 != "\n" }
            return name == "MVVMDemo-session"
                || name.hasPrefix("MVVMDemo-session-") && name.last?.isNumber == true
        }.map { $0.split(separator: "\n").map(String.init).prefix { $0 != "@enduml" } }
        let participants = [
            "actor Tourist", "participant Map", "participant \"Augmented reality\" as Augmented_reality",
            "participant ViewModel", "participant Model", "database Server",
        ]
        var seen: Set<String> = []
        for page in pages {
            let declared = page.filter {
                ["actor ", "participant ", "database "].contains(where: $0.hasPrefix)
            }
            assertSameElements(declared, participants.filter(declared.contains))
            seen.formUnion(declared)
        }
        XCTAssertEqual(seen, Set(participants))
        // A notification is drawn blue (` -[#0060C0]>> `); read it as the document's `->>`.
        let arrows = pages.joined().map { $0.replacing(/\s-\[#\w+\]>>\s/, with: " ->> ") }
            .filter { [" -> ", " ->> ", " --> "].contains(where: $0.contains) }
        let drawn = arrows.map { line in
            String(line.contains(" --> ") ? line.prefix { $0 != ":" } : line.prefix { $0 != "(" })
        }
        assertSameElements(drawn, documentSequence.map(\.demo))
        XCTAssert(
            documentSequence.filter { $0.document.map(endpoints) ?? endpoints($0.demo) != endpoints($0.demo) }
                .isEmpty)
    }

    /// The binding draws a bound view's update as a notification from the ViewModel, which set the value.
    func testTheMapIsNotifiedByTheViewModel() throws {
        let transcript = Transcript()
        let app = TouristApp(user: SampleData.tourist, server: SampleData.server())
        try transcript.recording { () throws in
            app.open()
            try app.viewRoute(link: SampleData.routeLink)
        }
        assertSameElements(
            arrows(transcript).filter { $0.hasSuffix("showRoute(shown(route 456, 2 points))") },
            [
                "ViewModel ~> Map: showRoute(shown(route 456, 2 points))"
            ])
    }

    /// Both designs show a new point on the Map and the AR view that tracks it; with MVVM, the two
    /// views are notified of one change, with MVC the controller calls each one.
    func testOneNewPointReachesBothViews() throws {
        for design in ["mvvm", "mvc"] {
            let transcript = Transcript()
            let resumed = Screen(route: .shown(RouteOnMap(SampleData.journey)))
            let app = makeApp(design, SampleData.tourist, SampleData.server(), resuming: resumed)
            try transcript.recording { () throws in
                app.open()
                try app.trackSelectedPoint()
                try app.trackSelectedPoint()
                try app.selectPoint(id: 789)
            }
            let sender = design == "mvc" ? "Controller ->" : "ViewModel ~>"
            let requests = design == "mvc" ? "Controller -> Model:" : "ViewModel -> Model:"
            XCTAssert(
                arrows(transcript).filter { $0.contains("(shown(point 789") || $0.hasPrefix(requests) } == [
                    "\(requests) fetch(id: 456)",
                    "\(sender) Map: showPoint(shown(point 789))",
                    "\(sender) Augmented reality: showTarget(shown(point 789))",
                ])
            assertSameElements(
                transcript.results.filter { $0.line.contains("Augmented reality") },
                [.result("Augmented reality: target point 789 \"New point of interest\"")])
        }
    }

    /// A resumed app asks nothing: opening it shows the screen it kept, in both designs (MVVM: the
    /// Map's bindings give their values at once; MVC: the controller puts them back by hand).
    func testOpeningAResumedAppShowsItsScreenAndAsksNothing() {
        for design in ["mvvm", "mvc"] {
            let (transcript, server) = (Transcript(), SampleData.server())
            server.isAvailable = false
            let screen = Screen(
                route: .shown(RouteOnMap(SampleData.journey)),
                point: .shown(PointDetails(SampleData.redSquare)))
            let app = makeApp(design, SampleData.tourist, server, resuming: screen)
            transcript.recording { app.open() }
            XCTAssertEqual(app.screen, screen)
            assertSameElements(
                transcript.results.map(\.line),
                [
                    "=> Map: \(RouteOnMap(SampleData.journey).text)",
                    "=> Map: \(PointDetails(SampleData.redSquare).text)", "=> Map: open",
                ])
            XCTAssert(arrows(transcript).allSatisfy { !$0.contains("Server") })
        }
    }

    func testAClosedAppRefusesTapsAndChangesNothing() throws {
        for design in ["mvvm", "mvc"] {
            let (transcript, server) = (Transcript(), SampleData.server())
            let app = makeApp(design, SampleData.guide, server)
            try transcript.recording { () throws in
                assertThrows(TouristRules.closed) { try app.viewRoute(link: SampleData.routeLink) }
                XCTAssertEqual(app.screen, Screen())
                app.open()
                try app.viewRoute(link: SampleData.routeLink)
                try app.selectPoint(id: 1)
                XCTAssertEqual(app.screen.point, .shown(PointDetails(SampleData.redSquare)))
                app.close()
                let (screen, results) = (app.screen, transcript.results)
                assertThrows(TouristRules.closed) { try app.viewRoute(link: SampleData.documentLink) }
                assertThrows(TouristRules.closed) { try app.selectPoint(id: 789) }
                assertThrows(TouristRules.closed) { try app.viewAugmentedReality() }
                assertThrows(TouristRules.closed) { try app.createRoute(name: "x", link: "y") }
                assertThrows(TouristRules.closed) { try app.trackSelectedPoint() }
                XCTAssert(app.screen == screen && transcript.results == results)
            }
            assertSameElements(server.routes, [SampleData.journey])
            XCTAssert(transcript.participants.map(\.name).contains("ViewModel") == (design == "mvvm"))
        }
    }

    func testOpeningTwiceOpensOnce() throws {
        for design in ["mvvm", "mvc"] {
            let transcript = Transcript()
            let app = makeApp(design, SampleData.tourist, SampleData.server())
            try transcript.recording { () throws in
                app.open()
                app.open()
                try app.viewRoute(link: SampleData.routeLink)
                XCTAssertEqual(app.screen.route, .shown(RouteOnMap(SampleData.journey)))
            }
            assertSameElements(
                transcript.results.map(\.line),
                [
                    "=> Map: open", "=> Map: loading the route",
                    "=> Map: route 456 \"Journey through the city\": pins 1 \"Red Square\", 789 \"New point of interest\"",
                ])
        }
    }
}
