import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

/// Participants named by instance, as the demos name them; the plug and the wall play roles, the
/// wall only ever receiving calls, and the meter plays none; the user is a person, whose actions stay.
struct FocusPlug: Traced {
    var traceName: String { "plug" }
    func power() -> Int { traced { FocusMeter().count(FocusWall().supply()) } }
}

struct FocusWall: Traced {
    var traceName: String { "wall" }
    func supply() -> Int { traced { 230 } }
}

/// What a person's action reaches, named by no role: the Client, which calls the plug.
struct FocusPanel: Traced {
    var traceName: String { "panel" }
    func flip() -> Int { traced { FocusPlug().power() } }
}

struct FocusMeter: Traced {
    var traceName: String { "meter" }
    func count(_ volts: Int) -> Int { traced(volts) { volts } }
}

final class FocusTests: XCTestCase {
    let demo = Demo(
        name: "PlugDemo", title: "t",
        scenarios: [
            Scenario(
                "plug", purpose: "p.", roles: ["Adapter": "FocusPlug (converts)", "Adaptee": "FocusWall"]
            ) {
                let user = Participant.actor("User")
                $0.heading("Power")
                $0.note("The meter is no role.")
                let volts = $0.acting(as: user) { FocusPlug().power() }
                $0.result("\(volts) V")
            }
        ])

    func testFocusKeepsOnlyTheMessagesBetweenRolePlayersByTheirTypes() {
        assertSameLines(
            demo.respond(to: ["--focus"]).output,
            """
            PlugDemo: t

            == plug ==
            Purpose: p.
            Roles:
              Adapter  FocusPlug (converts)
              Adaptee  FocusWall
            Focus: 2 of 6 messages hidden; a person's stay, and those between role players or their client.

            -- Power --
            note: The meter is no role.
            User -> plug: power()
            plug -> wall: supply()
            wall --> plug: 230
            plug --> User: 230
            => 230 V

            """)
        // Without --focus, all six: User -> plug, plug -> wall, plug -> meter, and their replies.
        XCTAssertEqual(
            demo.respond(to: []).output.split(separator: "\n").filter {
                $0.contains("> ") && !$0.hasPrefix("=>")
            }.count, 6)
        XCTAssertEqual(
            try demo.parse(["--focus"]),
            .run(scenarios: ["plug"], variant: nil, format: .text, display: Display(focus: true)))
        // A sequence diagram draws the messages the text keeps, and says how many it hides.
        let plantUML = demo.respond(to: ["--focus", "--format", "plantuml"]).output
        XCTAssert(plantUML.contains("note across: Focus: 2 of 6 messages hidden.\n"), plantUML)
        assertSameElements(
            plantUML.split(separator: "\n").filter { $0.contains("> ") },
            ["User -> plug: power()", "plug -> wall: supply()", "wall --> plug: 230", "plug --> User: 230"])
        let mermaid = demo.respond(to: ["--focus", "--format", "mermaid"]).output
        assertSameElements(
            mermaid.split(separator: "\n").filter { $0.contains(">>") },
            [
                "    User->>plug: power()", "    plug->>wall: supply()", "    wall-->>plug: 230",
                "    plug-->>User: 230",
            ])
        XCTAssertEqual(
            demo.respond(to: ["--focus", "--format", "plantuml-class"]).error.split(separator: "\n").first,
            "error: --focus hides messages, and a class diagram has none; it does not combine with --format plantuml-class"
        )
    }

    /// A participant is named by its own name too, in any case: the roles below name the user and the
    /// meter (an instance of FocusMeter) in a sentence, so no message is hidden.
    func testFocusKeepsAParticipantTheRolesNameByItsOwnNameInAnyCase() {
        let named = Demo(
            name: "PlugDemo", title: "t",
            scenarios: [
                Scenario(
                    "plug", purpose: "p.",
                    roles: [
                        "Adapter": "FocusPlug", "Adaptee": "FocusWall",
                        "Client": "the user, who reads the Meter",
                    ]
                ) {
                    let volts = $0.acting(as: .actor("User")) { FocusPlug().power() }
                    $0.result("\(volts) V")
                }
            ])
        assertSameElements(
            named.respond(to: ["--focus"]).output.split(separator: "\n").filter { $0.hasPrefix("Focus") },
            [
                "Focus: 0 of 6 messages hidden; a person's stay, and those between role players or their client."
            ])
    }

    /// The participant a person's action reaches acts for them (the Client): its calls on role players
    /// stay though the roles name it not, as where a screen picks a state; the meter's still go.
    func testFocusKeepsTheClientThatAPersonsActionReaches() {
        let panel = Demo(
            name: "PlugDemo", title: "t",
            scenarios: [
                Scenario("plug", purpose: "p.", roles: ["Adapter": "FocusPlug", "Adaptee": "FocusWall"]) {
                    let volts = $0.acting(as: .actor("User")) { FocusPanel().flip() }
                    $0.result("\(volts) V")
                }
            ])
        let lines = panel.respond(to: ["--focus"]).output.split(separator: "\n")
        XCTAssert(lines.contains("panel -> plug: power()"), "\(lines)")
        XCTAssert(lines.contains("plug --> panel: 230"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("meter") }, "\(lines)")
        XCTAssert(lines.contains { $0.hasPrefix("Focus: 2 of 8 messages hidden;") }, "\(lines)")
    }
}
