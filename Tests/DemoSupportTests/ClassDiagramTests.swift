import XCTest

@testable import DemoSupport
@testable import DemoTools

/// Class diagrams: a picture per pattern, each drawn as its declaration says.
final class ClassDiagramTests: XCTestCase {
    func testClassDiagramsDrawTheDeclaredStructure() {
        // Roles as stereotypes with their operations, the protocol above what conforms, one arrow for
        // a type held and called, a quoted YAML title, and Mermaid's `:` as an entity.
        XCTAssertEqual(
            fixture.respond(to: ["greet", "--format", "mermaid-class"]).output
                + fixture.respond(to: ["greet", "--format", "plantuml-class"]).output,
            """
            ```mermaid
            ---
            title: "FixtureDemo greet: Greeting"
            ---
            classDiagram
                class Client {
                    <<Caller>>
                    send(to:)
                }
                class Sender {
                    <<Sender>>
                    send(to:)
                }
                Sender <|.. Client
                Client o--> Server : reply(to#58;)
                Server ..> Reply : creates
            ```
            @startuml FixtureDemo-greet-class
            title FixtureDemo greet: Greeting
            skinparam defaultFontSize 20
            hide empty members
            skinparam classAttributeIconSize 0
            class Client <<Caller>> {
              send(to:)
            }
            interface Sender <<Sender>> {
              send(to:)
            }
            class Server
            class Reply
            Sender <|.. Client
            Client o--> Server : reply(to:)
            Server ..> Reply : creates
            @enduml

            """)
        // A variant design draws its relations without the pattern's roles.
        let shout = fixture.respond(to: ["greet", "--variant", "shout", "--format", "plantuml-class"]).output
        XCTAssertTrue(shout.contains("Sender <|.. Client") && !shout.contains("<<"), shout)
        XCTAssertTrue(shout.contains("title FixtureDemo greet (shout) vs. Greeting\n"), shout)
    }

    /// Two patterns of one scenario: MVVM in layers with a weak reference, a Strategy beside its context.
    private let demo = Demo(
        name: "D", title: "t",
        patterns: [
            Pattern(
                "MVVM, the map (a long name)", folder: "MVVM", scenarios: ["map", "list"],
                classes: [.role("View", MapView.self, "showRoute(_:)"), .role("ViewModel", ViewModel.self)],
                layers: [
                    "View": [MapView.self], "ViewModel": [ViewModel.self, Binding.self],
                    "Model": [Model.self],
                ],
                structure: [
                    .weak(MapView.self, ViewModel.self), .holds(ViewModel.self, Model.self),
                    .holds(ViewModel.self, Binding.self),
                    .notifies(Binding.self, MapView.self, "showRoute(_:)"),
                    .notifies(Binding.self, MapView.self, "showPoint(_:)"),
                    .holds(ViewModel.self, Cache.self).only(in: "list"),
                ]),
            Pattern(
                "Strategy, routes", folder: "Routes", scenarios: ["map"], title: "Strategy (routes)",
                structure: [
                    // Held and called: one arrow, pointing as the holding says; Drive declared twice.
                    .calls(Router.self, RouteStrategy.self, "route()"),
                    .holds(Router.self, RouteStrategy.self).pointing(.right),
                    .conforms(Walk.self, to: RouteStrategy.self) { $0 },
                    .conforms(Drive.self, to: RouteStrategy.self) { $0 },
                    .conforms(Drive.self, to: RouteStrategy.self) { $0 }.pointing(.up),
                ]),
        ],
        scenarios: [
            Scenario("map", purpose: "A purpose that no title repeats.", roles: [:]) { _ in },
            Scenario("list", purpose: "p", roles: [:]) { _ in },
        ])

    func testEachPatternIsAPictureOfItsOwn() {
        let plantUML = demo.respond(to: ["map", "--format", "plantuml-class"]).output
        let pages = plantUML.components(separatedBy: "@startuml ").dropFirst()
        XCTAssertEqual(
            pages.map { $0.split(separator: "\n").prefix(2).joined(separator: " | ") },
            ["D-map-class | title D map: MVVM", "D-map-class-2 | title D map: Strategy (routes)"])
        XCTAssertFalse(plantUML.contains("purpose"))
        let mermaid = demo.respond(to: ["map", "--format", "mermaid-class"]).output
        XCTAssertEqual(mermaid.components(separatedBy: "```mermaid\n").count - 1, 2)
    }

    func testLayersWeakReferencesAndDirectionsAreDrawn() {
        let plantUML = demo.respond(to: ["map", "--format", "plantuml-class"]).output
        for line in [
            // Layers top to bottom, each a box; arrows between them point down or up.
            "package \"View\" as View_layer {\n    class MapView <<View>> {\n      showRoute(_:)\n    }\n}",
            "package \"ViewModel\" as ViewModel_layer {\n    class ViewModel <<ViewModel>>\n    class Binding\n}",
            "MapView o.down.> ViewModel : weak", "ViewModel o-down-> Model",
            "Binding -[#0060C0]up-> MapView : showRoute(_:), showPoint(_:)",
            "legend right\n  <color:#0060C0>blue arrow</color>: notifies (~> in the text)\nendlegend",
            "MapView -[hidden]down- ViewModel", "ViewModel -[hidden]down- Model",
            // A Context beside its Strategy; realisations drawn up from below.
            "Router o-right-> RouteStrategy : route()", "RouteStrategy <|.. Walk",
            "RouteStrategy <|.down. Drive",
        ] {
            XCTAssertTrue(plantUML.contains(line + "\n"), "no \(line) in\n\(plantUML)")
        }
        XCTAssertEqual(plantUML.components(separatedBy: "<|").count - 1, 2, plantUML)
        let mermaid = demo.respond(to: ["map", "--format", "mermaid-class"]).output
        for line in [
            "namespace View {", "MapView o..> ViewModel : weak",
            // Underscores that would pair up as emphasis and colons are entities; a lone `_` is plain.
            "Binding --> MapView : showRoute(#95;#58;), showPoint(#95;#58;)", "        showRoute(_:)",
        ] {
            XCTAssertTrue(mermaid.contains(line + "\n"), "no \(line) in\n\(mermaid)")
        }
    }

    func testARelationDrawnOnlyInOneScenario() {
        let map = demo.respond(to: ["map", "--format", "plantuml-class"]).output
        let list = demo.respond(to: ["list", "--format", "plantuml-class"]).output
        XCTAssertFalse(map.contains("Cache"))
        XCTAssertTrue(list.contains("ViewModel o--> Cache\n"), list)
    }
}

// The types the class diagrams above draw: only their names and conformances matter.
private protocol RouteStrategy {}
private struct Walk: RouteStrategy {}
private struct Drive: RouteStrategy {}
private enum Router {}
private enum MapView {}
private enum ViewModel {}
private enum Binding {}
private enum Model {}
private enum Cache {}
