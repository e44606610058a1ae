import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

final class RenderingTests: XCTestCase {
    func testTranscriptKeepsEventsAndParticipantsInOrder() {
        let transcript = Transcript()
        transcript.declare(.actor("User"), .database("Store"))
        transcript.send("ask", from: "App", to: "Store")
        transcript.reply("answer", from: "Store", to: "App")
        transcript.result("shown")
        transcript.refused("no")
        assertSameElements(transcript.participants.map(\.name), ["User", "Store", "App"])
        assertSameElements(transcript.participants.map(\.kind), [.actor, .database, .participant])
        assertSameElements(transcript.results, [.result("shown"), .refusal("no")])
        XCTAssertEqual(transcript.events.filter(\.isResult).count, 2)
    }

    func testTextTranscript() {
        assertSameLines(
            fixture.respond(to: ["greet", "wave"]).output,
            """
            FixtureDemo: A demo for testing DemoSupport

            == greet ==
            Purpose: Someone says hello.
            Roles:
              Sender    Client
              Receiver  Server

            -- Hello --
            note: A note; with a # in it.
            Client -> Server: hello
            Server --> Client: hi
            => the server said hi

            == wave ==
            Purpose: Nobody speaks.
            => refused: waving is not allowed

            """)
    }

    func testTextOfAVariantNamesIt() {
        let output = fixture.respond(to: ["--variant", "shout"]).output
        XCTAssert(output.contains("== greet (variant: shout) ==\nPurpose: Someone shouts hello.\n"))
        XCTAssertEqual(fixture.respond(to: ["--format", "text"]), fixture.respond(to: []))
    }

    func testMermaidDiagram() {
        assertSameLines(
            fixture.respond(to: ["greet", "wave", "--format", "mermaid"]).output,
            """
            ```mermaid
            sequenceDiagram
                title FixtureDemo greet
                actor Client
                participant Server
                Note over Client,Server: -- Hello --
                Note over Client,Server: A note#59; with a #35; in it.
                Client->>Server: hello
                Server-->>Client: hi
                Note over Client: the server said hi
            ```

            ```mermaid
            sequenceDiagram
                title FixtureDemo wave
                participant FixtureDemo
                Note over FixtureDemo: refused: waving is not allowed
            ```

            """)
    }

    func testPlantUMLDiagram() {
        assertSameLines(
            fixture.respond(to: ["--variant", "shout", "--format", "plantuml"]).output,
            """
            @startuml FixtureDemo-greet-shout
            title FixtureDemo greet (variant: shout)
            skinparam defaultFontSize 20
            actor Client
            participant Server
            == Hello ==
            note across: A note; with a # in it.
            Client -> Server: HELLO
            Server --> Client: hi
            note over Client: the server said hi
            @enduml

            """)
    }

    func testPlantUMLTextKeepsCreoleMarkersPlain() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) {
                    $0.send("see http://example.com/a--b", from: "A", to: "B")
                    $0.result("name \"\": **not bold** __nor underlined__")
                    $0.note(#"typed "a\nb", one line"#)
                }
            ])
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        XCTAssert(plantUML.contains("A -> B: see http:/~/example.com/a-~-b\n"))
        XCTAssert(plantUML.contains("note over A: name \"~\": *~*not bold*~* _~_nor underlined_~_\n"))
        XCTAssert(plantUML.contains(#"note across: typed "a\\nb", one line"#))
        let mermaid = demo.respond(to: ["--format", "mermaid"]).output
        XCTAssert(mermaid.contains("    A->>B: see http://example.com/a--b\n"))
    }

    func testMermaidTextKeepsAngleBracketsAsText() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) {
                    $0.send("login(password: <hidden>)", from: "A", to: "B")
                    $0.note("a -> b -> a")
                }
            ])
        let mermaid = demo.respond(to: ["--format", "mermaid"]).output
        XCTAssert(mermaid.contains("    A->>B: login(password: #60;hidden>)\n"))
        XCTAssert(mermaid.contains("    Note over A,B: a -> b -> a\n"))
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        XCTAssert(plantUML.contains("A -> B: login(password: <hidden>)\n"))
    }

    func testResultsStandBesideTheActorWhoLastActed() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) {
                    $0.declare(Participant("Screen"), .actor("Ann"), .actor("Bo"))
                    $0.result("before anyone acts")
                    $0.send("tap", from: "Bo", to: "Screen")
                    $0.send("load", from: "Screen", to: "Store")
                    $0.result("shown to Bo")
                    $0.reply("done", from: "Screen", to: "Ann")
                    $0.refused("shown to Ann")
                }
            ])
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        XCTAssert(plantUML.contains("note over Ann: before anyone acts\n"))
        XCTAssert(plantUML.contains("note over Bo: shown to Bo\n"))
        XCTAssert(plantUML.contains("note over Ann: refused: shown to Ann\n"))
        let mermaid = demo.respond(to: ["--format", "mermaid"]).output
        XCTAssert(mermaid.contains("    Note over Bo: shown to Bo\n"))
    }

    func testParticipantNamesBecomeDiagramIdentifiers() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) {
                    $0.declare(.database("Сервер"), .database("Main store"))
                    $0.send("x", from: "letters closure", to: "letters_closure")
                    $0.send("y", from: "Сервер", to: "Main store")
                }
            ])
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        XCTAssert(plantUML.contains("database \"Сервер\" as ______\n"))
        XCTAssert(plantUML.contains("database \"Main store\" as Main_store\n"))
        XCTAssert(plantUML.contains("participant \"letters closure\" as letters_closure\n"))
        XCTAssert(plantUML.contains("participant \"letters_closure\" as letters_closure_2\n"))
        XCTAssert(plantUML.contains("letters_closure -> letters_closure_2: x\n"))
    }

    func testListShowsPurposesAndVariants() {
        assertSameLines(
            fixture.list,
            """
            FixtureDemo: A demo for testing DemoSupport

            Patterns, the folder of their roles, the roles, and the scenarios that show them:
              Greeting: Sources/FixtureDemo/Greeting/
                Sender    Client
                Receiver  Server
                scenarios: greet, wave

            Scenarios, in the order a full run shows them:
              greet  Someone says hello.
                     --variant shout: Someone shouts hello.
              wave   Nobody speaks.

            """)
    }

    func testHelpNamesScenariosVariantsAndExamples() {
        XCTAssert(fixture.help.contains("One of: greet, wave."))
        XCTAssert(fixture.help.contains("One of: shout."))
        // Too long for 80 columns on one line: a continued line.
        XCTAssert(
            fixture.help.contains(
                "  diff <(swift run FixtureDemo greet) \\\n       <(swift run FixtureDemo greet --variant shout)\n"
            ),
            fixture.help)
    }

    func testQuotedKeepsOneLineAndCutsLongText() {
        let cases = [
            ("Alice", "\"Alice\""), ("", "\"\""), ("say \"hi\"", "\"say \\\"hi\\\"\""),
            ("a\nb\tc", "\"a\\nb\\tc\""),
            ("\u{7}", "\"\\u{7}\""),
            (String(repeating: "x", count: 25), "\"xxxxxxxxxxxxxxxxxxxxxxxx…\" (25 characters)"),
            ("Zoë", "\"Zoë\""),
        ]
        assertSameElements(cases.map { quoted($0.0) }, cases.map(\.1))
    }
}

/// What keeps a transcript readable: prose within 100 columns, a Roles block said once, and a
/// notification painted apart from a call.
final class ReadableTranscriptTests: XCTestCase {
    func testProseWrapsUnderItsTextAndARolesBlockLikeTheOneBeforeIsNamedNotRepeated() {
        let words = Array(repeating: "tick", count: 24).joined(separator: " ")  // 119 characters
        let scenario = { (name: String) in
            Scenario(name, purpose: "P.", roles: ["Subject": "Clock", "Observer": "Bell"]) {
                $0.note(words)
                $0.result(words)
                let site = CallSite(receiverType: "Bell", function: "ring()", fileID: "f", line: 1)
                $0.record("Clock", "Bell", "ring()", .notification(site))
            }
        }
        let demo = Demo(name: "D", title: "T", scenarios: [scenario("one"), scenario("two")])
        let lines = demo.respond(to: []).output.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.map(\.unicodeScalars.count).max(), 100)
        XCTAssertEqual(lines.filter { $0.hasPrefix("      tick") || $0.hasPrefix("   tick") }.count, 4)
        assertSameElements(lines.filter { $0.hasPrefix("Roles") }, ["Roles:", "Roles: as in 'one'"])
        let painted = demo.respond(to: ["two", "--color", "always"]).output
        XCTAssert(painted.contains("\u{1B}[1;38;5;130m ~> \u{1B}[0m"), painted)
    }
}
