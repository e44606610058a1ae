import TestSupport

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
        XCTAssertEqual(
            misuses.map { arguments in fixture.respond(to: arguments).error.split(separator: "\n").first },
            [
                "error: --compare runs both designs; give it without --variant",
                "error: --compare shows the text transcript; it does not combine with --format mermaid",
            ])
    }

    func testCompareMarksTheLinesOnlyOneDesignPrintsAndComparesWhatTheUserSees() {
        XCTAssertEqual(
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

    /// A role line one design printed, in the same words, for an earlier scenario is counted, not shown
    /// again.
    func testCompareCountsTheRoleLinesAnEarlierScenarioShowed() {
        let scenario = { (name: String, strategies: String) in
            Scenario(name, purpose: "P", roles: ["Context": "Field", "Strategy": strategies]) {
                $0.result("ok")
            }
            .variant("v", purpose: "Q", roles: ["Logic": "Controller"]) { $0.result("ok") }
        }
        let demo = Demo(name: "D", title: "T", scenarios: [scenario("one", "A, B"), scenario("two", "C")])
        let output = demo.respond(to: ["--compare", "v"]).output
        XCTAssertEqual(
            output.split(separator: "== two", omittingEmptySubsequences: false).last,
            """
            : default | v ==
            - Purpose: P
            + Purpose: Q
              Roles:
            -   Strategy  C
            ~ 2 more role lines, as in 'one'
              => ok

            = what the user sees is the same in both designs (1 result, 0 refused)

            In every scenario compared (2), the user sees the same results in both designs.

            """)
    }

    func testColorPaintsOnlyWhenAskedOrOnATerminalThatAllowsIt() {
        let plain = fixture.respond(to: []).output
        let painted = fixture.respond(to: ["--color", "always"]).output
        XCTAssert(
            painted.contains("\u{1B}[38;5;63mClient\u{1B}[0m -> \u{1B}[38;5;63mServer\u{1B}[0m: hello\n"))
        // No yellow or cyan text, nothing dimmed: readable on a light projector and a dark terminal.
        XCTAssertNil(painted.firstMatch(of: /\u{1B}\[(?:[0-9;]*;)?(?:2|33|36|93|96)m/))
        XCTAssertEqual(painted.replacing(/\u{1B}\[[0-9;]*m/, with: ""), plain)
        let terminal = Demo.Terminal(output: true)
        let declined = Demo.Terminal(output: true, colorDeclined: true)
        XCTAssertEqual(
            [
                fixture.respond(to: [], terminal: terminal), fixture.respond(to: [], terminal: declined),
                fixture.respond(to: ["--color", "never"], terminal: terminal),
                fixture.respond(to: ["--color", "always"], terminal: declined),
            ].map { $0.output.replacing(/\nNext: .*\n/, with: "") == plain }, [false, true, true, false])
    }

    func testStepSplitsBeforeEachHeadingAndNeedsATerminal() {
        let stepped = fixture.respond(to: ["--step"], terminal: Demo.Terminal(input: true))
        // Each step opens with the blank lines before its heading, then the heading.
        XCTAssertEqual(
            stepped.steps.map { $0.first { !$0.plain.isEmpty }?.plain },
            ["FixtureDemo: A demo for testing DemoSupport", "-- Hello --", "== wave =="])
        XCTAssertEqual(stepped.steps.dropFirst().map { $0.first?.plain }, ["", ""])
        XCTAssertEqual(
            stepped.steps.joined().map { $0.shown + "\n" }.joined(), fixture.respond(to: []).output)
        XCTAssertEqual(fixture.respond(to: ["--step"]).status, 64)
    }

    func testAScenarioRunOnlyWhenNamedStaysOutOfTheFullRunAndTheListSaysSo() throws {
        let tour = Scenario("tour", purpose: "A long tour.", roles: [:]) { _ in }.onlyWhenNamed()
        let demo = Demo(
            name: "D", title: "t", scenarios: [Scenario("s", purpose: "p", roles: [:]) { _ in }, tour])
        XCTAssertEqual(
            [try demo.parse([]), try demo.parse(["tour"])],
            [
                .run(scenarios: ["s"], variant: nil, format: .text),
                .run(scenarios: ["tour"], variant: nil, format: .text),
            ])
        XCTAssert(demo.list.hasSuffix("  s     p\n\nRun only when named:\n  tour  A long tour.\n"))
        XCTAssert(demo.help.contains("(default: the full run; see --list)"))
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

    func testPlantUMLSpellsEmojiOut() {
        XCTAssertEqual(
            DiagramRenderer.spelledOut("😍Free ✏️ Road bike, café #1"),
            "[smiling face with heart-shaped eyes]Free [pencil] Road bike, café #1")
    }
}
