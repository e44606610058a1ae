import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

/// A participant for the self-check tests: a traced method and a self-message written like a call.
final class Field: Traced {
    let traceName: String
    private(set) var text = "draft"

    init(traceName: String) { self.traceName = traceName }

    func reset() { traced { text = "" } }
    func verdict() { selfMessage("verdict()") }
}

/// A two-scenario demo with a pattern: `greet` has a `shout` variant, `wave` has none, `extra` is an
/// exercise.
private let greeting = Demo(
    name: "GreetingDemo", title: "t",
    patterns: [
        Pattern(
            "Greeting", folder: "Greeting", scenarios: ["greet", "wave"],
            classes: [.role("Sender", Sender.self, "send(to:)"), .role("Caller", Client.self, "send(to:)")],
            structure: [
                .conforms(Client.self, to: Sender.self) { $0 }, .holds(Client.self, Server.self),
                .calls(Client.self, Server.self, "reply(to:)"), .creates(Server.self, Reply.self),
            ],
            variants: ["shout": [.conforms(Client.self, to: Sender.self) { $0 }]])
    ],
    scenarios: [
        Scenario("greet", purpose: "p", roles: [:]) { $0.result("hi") }
            .variant("shout", purpose: "p", roles: [:]) {
                Field(traceName: "f").reset()
                $0.result("hi")
            },
        Scenario("wave", purpose: "p", roles: [:]) { $0.refused("no") },
        Scenario("extra", purpose: "p", roles: [:]) { _ in }.exercise(),
    ])

/// What the harness reads of a demo in-process (Tests/GoldenTests/DemoData.swift), moved here with it
/// from DemoSupport.
final class DemoDataTests: XCTestCase {
    func testGoldenCasesCoverEveryScenarioVariantAndFormatButNoExercise() {
        assertSameElements(
            greeting.goldenCases.map { ([$0.name] + $0.arguments).joined(separator: " ") },
            [
                "scenario-greet greet", "scenario-wave wave", "variant-shout --variant shout",
                "format-mermaid --format mermaid", "format-plantuml --format plantuml",
                "format-mermaid-class --format mermaid-class",
                "format-plantuml-class --format plantuml-class",
                "compare-shout --compare shout", "list --list", "help --help",
                "focus --focus",
            ])
        for golden in greeting.goldenCases {
            XCTAssertEqual(greeting.respond(to: golden.arguments).status, 0, golden.name)
        }
    }

    func testRecordedCallsNameTheRecordingLineAndTheCaller() {
        let calls = greeting.recordedCalls
        XCTAssertEqual(calls.count, 1)
        XCTAssertEqual(
            calls.map {
                [$0.site.fileID, $0.site.receiverType, $0.site.function, "\($0.site.caller == nil)"]
            },
            [["GoldenTests/DemoDataTests.swift", "GoldenTests.Field", "reset()", "true"]])
        XCTAssertEqual(calls.map(\.isNotification), [false])
    }

    func testSelfCheckFindsAPatternThatNamesNoScenario() {
        let demo = Demo(
            name: "D", title: "t", patterns: [Pattern("P", folder: "P", scenarios: ["nope"], structure: [])],
            scenarios: [Scenario("s", purpose: "p", roles: [:]) { _ in }])
        assertSameElements(
            demo.selfCheckProblems,
            [
                "pattern 'P' names no scenario 'nope'",
                "scenario 's' is in no pattern, so it has no class diagram",
            ])
    }

    func testSelfCheckFindsRepeatedNamesAndSelfMessagesWrittenAsCalls() {
        let step = Scenario("s", purpose: "p", roles: [:]) { _ in Field(traceName: "c").verdict() }
        assertSameElements(
            Demo(name: "D", title: "t", scenarios: [step, step]).selfCheckProblems,
            [
                "scenario 's' is declared more than once",
                "self-message 'verdict()' of c reads like a call; trace the method instead",
                "self-message 'verdict()' of c reads like a call; trace the method instead",
                "scenario 's' is in no pattern, so it has no class diagram",
            ])
        assertSameElements(
            greeting.selfCheckProblems, ["scenario 'extra' is in no pattern, so it has no class diagram"])
    }

    func testSelfCheckFindsParticipantsApartOnlyByCase() {
        let scenario = Scenario("s", purpose: "p", roles: [:]) { _ in
            Field(traceName: "field").reset()
            Field(traceName: "Field").reset()
        }
        assertSameElements(
            Demo(name: "D", title: "t", scenarios: [scenario]).participantsApartOnlyByCase,
            ["s: participants field and Field differ only in letter case"])
    }

    func testAVariantWithADifferentResultOrNoteOrTheSameMessagesIsReported() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) {
                    Field(traceName: "a").reset()
                    $0.result("one")
                }
                .variant("other", purpose: "p", roles: [:]) {
                    Field(traceName: "b").reset()
                    Field(traceName: "b").reset()
                    $0.result("two")
                }
                .variant("short", purpose: "p", roles: [:]) { _ in Field(traceName: "b").reset() }
                .variant("chatty", purpose: "p", roles: [:]) {
                    Field(traceName: "b").reset()
                    $0.note("extra")
                    $0.result("one")
                }
                .variant("same", purpose: "p", roles: [:]) {
                    Field(traceName: "a").reset()
                    $0.result("one")
                }
            ])
        // Neither design is called right: each one's first line apart, where `swift run D s` and
        // `swift run D s --variant other` print it.
        let broken = [
            """
            s: the default design and variant other show different results, headings or notes; the first apart:
              default design  line 7: => one
              variant other   line 8: => two
            """,
            """
            s: the default design and variant short show different results, headings or notes; the first apart:
              default design  line 7: => one
              variant short   nothing: its transcript ends at line 6
            """,
            """
            s: the default design and variant chatty show different results, headings or notes; the first apart:
              default design  line 7: => one
              variant chatty  line 7: note: extra
            """,
            "s: variant same sends the same messages as the default design",
        ]
        assertSameElements(demo.variantDiscrepancies, broken)
        assertSameElements(
            demo.selfCheckProblems, broken + ["scenario 's' is in no pattern, so it has no class diagram"])
        assertSameElements(greeting.variantDiscrepancies, [])
    }
}

// The types of the greeting's class diagram: only their names and conformances matter.
private protocol Sender {}
private struct Client: Sender {}
private enum Server {}
private enum Reply {}
