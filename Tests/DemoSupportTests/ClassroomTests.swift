import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

/// The instructor's modes: `--compare`, `--color`, `--step`, class diagrams and the pattern index.
final class ClassroomTests: XCTestCase {
    func testCompareParsesAndRefusesWhatDoesNotCombine() throws {
        XCTAssertEqual(
            try fixture.parse(["--compare", "shout"]), .compare(scenarios: ["greet"], variant: "shout"))
        let misuses = [
            ["--compare", "shout", "--variant", "shout"], ["--compare", "shout", "--format", "mermaid"],
        ]
        assertSameElements(
            misuses.map { arguments in fixture.respond(to: arguments).error.split(separator: "\n").first },
            [
                "error: --compare runs both designs; give it without --variant",
                "error: --compare shows the text transcript; it does not combine with --format mermaid",
            ])
    }

    func testCompareMarksTheLinesOnlyOneDesignPrintsAndComparesWhatTheUserSees() {
        assertSameLines(
            fixture.respond(to: ["--compare", "shout"]).output,
            """
            FixtureDemo: the default design against --variant shout
            Lines that only the default design prints start with -, lines only shout prints with +.

            == greet: default | shout ==
            - Purpose: Someone says hello.
            + Purpose: Someone shouts hello.
              Roles:
                Sender    Client
            -   Receiver  Server

              -- Hello --
              note: A note; with a # in it.
            - Client -> Server: hello
            + Client -> Server: HELLO
              Server --> Client: hi
              => the server said hi

            = what the user sees is the same in both designs (1 result, 0 refused)

            In every scenario compared (1), the user sees the same results in both designs.

            """)
    }

    /// The plain diff of each design's lines as its own run prints them: a line one design prints
    /// elsewhere is one removal and one insertion; a design whose roles are those of its scenario before
    /// says `Roles: as in`; designs that print the same lines mark none.
    func testCompareIsThePlainDiffOfTheTwoDesigns() {
        let scenario = { (name: String) in
            Scenario(name, purpose: "P", roles: ["Strategy": "A, B"]) {
                $0.send("one", from: "X", to: "Y")
                $0.send("two", from: "X", to: "Y")
                $0.result("ok")
            }
            .variant("v", purpose: "P", roles: ["Logic": name == "moved" ? "C" : "D"]) {
                $0.send("two", from: "X", to: "Y")
                $0.send(name == "moved" ? "one" : "two", from: "X", to: name == "moved" ? "Y" : "Z")
                $0.result("ok")
            }
        }
        let demo = Demo(name: "D", title: "T", scenarios: [scenario("moved"), scenario("other")])
        let output = demo.respond(to: ["--compare", "v"]).output
        XCTAssertEqual(
            output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3),
            [
                "== moved: default | v ==", "  Purpose: P", "  Roles:", "-   Strategy  A, B",
                "+   Logic     C", "",
                "- X -> Y: one", "  X -> Y: two", "+ X -> Y: one", "  => ok", "",
                "= what the user sees is the same in both designs (1 result, 0 refused)", "",
                "== other: default | v ==", "  Purpose: P", "- Roles: as in 'moved'", "+ Roles:",
                "+   Logic     D", "",
                "- X -> Y: one", "  X -> Y: two", "+ X -> Z: two", "  => ok", "",
                "= what the user sees is the same in both designs (1 result, 0 refused)", "",
                "In every scenario compared (2), the user sees the same results in both designs.", "",
            ])
        let same = Scenario("same", purpose: "P", roles: [:]) { $0.refused("no") }
            .variant("v", purpose: "P", roles: [:]) { $0.refused("no") }
        let equal = Demo(name: "D", title: "T", scenarios: [same]).respond(to: ["--compare", "v"]).output
        assertSameElements(
            equal.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }, [])
        XCTAssert(equal.contains("= what the user sees is the same in both designs (0 results, 1 refused)\n"))
    }

    /// The verdict of a scenario whose designs show the user different results says so, in red, and
    /// the last line names that scenario; prose wraps so that a marked line fits in 100 columns.
    func testCompareNamesTheScenariosWhoseResultsDifferAndFitsItsLines() {
        let long = Array(repeating: "abc", count: 40).joined(separator: " ")
        let scenarios = ["alike", "apart", "alike too"].map { name in
            Scenario(name, purpose: long, roles: [:]) { $0.result("ok") }
                .variant("v", purpose: "Q", roles: [:]) { $0.result(name == "apart" ? "not ok" : "ok") }
        }
        let demo = Demo(name: "D", title: "T", scenarios: scenarios)
        let lines = demo.respond(to: ["--compare", "v", "--color", "always"]).output.split(separator: "\n")
        assertSameElements(
            lines.filter { $0.hasPrefix("= ") || $0.hasPrefix("The user") },
            [
                "= \u{1B}[1;38;5;28mwhat the user sees is the same in both designs (1 result, 0 refused)\u{1B}[0m",
                "= \u{1B}[1;38;5;160mwhat the user sees DIFFERS between the designs\u{1B}[0m",
                "= \u{1B}[1;38;5;28mwhat the user sees is the same in both designs (1 result, 0 refused)\u{1B}[0m",
                "The user sees different results in: apart.",
            ])
        let plain = demo.respond(to: ["--compare", "v"]).output.split(separator: "\n")
        assertSameElements(plain.filter { $0.unicodeScalars.count > 100 }, [])
    }

    func testColorPaintsOnlyWhenAskedOrOnATerminalThatAllowsIt() {
        let plain = fixture.respond(to: []).output
        let painted = fixture.respond(to: ["--color", "always"]).output
        XCTAssert(
            painted.contains("\u{1B}[38;5;63mClient\u{1B}[0m -> \u{1B}[38;5;63mServer\u{1B}[0m: hello\n"))
        // No yellow or cyan text, nothing dimmed: readable on a light projector and a dark terminal.
        XCTAssertNil(painted.firstMatch(of: /\u{1B}\[(?:[0-9;]*;)?(?:2|33|36|93|96)m/))
        assertSameLines(painted.replacing(/\u{1B}\[[0-9;]*m/, with: ""), plain)
        let terminal = Demo.Terminal(output: true)
        let declined = Demo.Terminal(output: true, colorDeclined: true)
        assertSameElements(
            [
                fixture.respond(to: [], terminal: terminal), fixture.respond(to: [], terminal: declined),
                fixture.respond(to: ["--color", "never"], terminal: terminal),
                fixture.respond(to: ["--color", "always"], terminal: declined),
            ].map { $0.output.replacing(/\nNext: .*\n/, with: "") == plain }, [false, true, true, false])
    }

    func testStepSplitsBeforeEachHeadingAndNeedsATerminal() {
        let stepped = fixture.respond(to: ["--step"], terminal: Demo.Terminal(input: true))
        // Each step opens with the blank lines before its heading, then the heading.
        assertSameElements(
            stepped.steps.map { $0.first { !$0.plain.isEmpty }?.plain },
            ["FixtureDemo: A demo for testing DemoSupport", "-- Hello --", "== wave =="])
        assertSameElements(stepped.steps.dropFirst().map { $0.first?.plain }, ["", ""])
        assertSameLines(
            stepped.steps.joined().map { $0.shown + "\n" }.joined(), fixture.respond(to: []).output)
        XCTAssertEqual(fixture.respond(to: ["--step"]).status, 64)
    }

    func testAScenarioRunOnlyWhenNamedStaysOutOfTheFullRunAndTheListSaysSo() throws {
        let tour = Scenario("tour", purpose: "A long tour.", roles: [:]) { _ in }.onlyWhenNamed()
        let demo = Demo(
            name: "D", title: "t", scenarios: [Scenario("s", purpose: "p", roles: [:]) { _ in }, tour])
        assertSameElements(
            [try demo.parse([]), try demo.parse(["tour"])],
            [
                .run(scenarios: ["s"], variant: nil, format: .text),
                .run(scenarios: ["tour"], variant: nil, format: .text),
            ])
        XCTAssert(demo.list.hasSuffix("  s     p\n\nRun only when named:\n  tour  A long tour.\n"))
        // --help wraps its text: read as words.
        let help = demo.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssert(help.contains("(default: the full run; see --list)"), demo.help)
    }

    func testAnExerciseRunsWhenNamedAndIsListedAsAnExercise() throws {
        let exercise = Scenario("s-extra", purpose: "Add one.", roles: [:]) { _ in }.exercise()
        let demo = Demo(
            name: "D", title: "t", scenarios: [Scenario("s", purpose: "p", roles: [:]) { _ in }, exercise])
        XCTAssertEqual(try demo.parse([]), .run(scenarios: ["s"], variant: nil, format: .text))
        XCTAssertEqual(try demo.parse(["s-extra"]), .run(scenarios: ["s-extra"], variant: nil, format: .text))
        XCTAssert(
            demo.list.hasSuffix(
                "\n\nExercises (docs/exercises.md), each checked by scripts/grade NAME:\n  s-extra  Add one.\n"
            ))
    }

    /// PlantUML pages show each emoji as a short word: the demos' own from a table, any other the last
    /// word of its Unicode name (the lady beetle: `[beetle]`).
    func testPlantUMLSpellsEmojiOut() {
        assertSameLines(
            DiagramRenderer.spelledOut("😍Free ✏️ Road bike, café #1 💰 🔄 🐞"),
            "[love]Free [edit] Road bike, café #1 [money] [undo] [beetle]")
    }
}
