import XCTest

@testable import DemoSupport

/// What `arguments` parse to, or nil for a misuse.
private func parsed(_ arguments: [String], in demo: Demo = fixture) -> Invocation? {
    try? demo.parse(arguments)
}

final class InvocationTests: XCTestCase {
    func testNoArgumentsRunsEveryScenarioInOrder() {
        XCTAssertEqual(parsed([]), .run(scenarios: ["greet", "wave"], variant: nil, format: .text))
    }

    func testNamedScenariosRunInTheOrderGiven() {
        XCTAssertEqual(
            parsed(["wave", "greet"]), .run(scenarios: ["wave", "greet"], variant: nil, format: .text))
    }

    func testVariantAloneRunsTheScenariosThatHaveIt() {
        XCTAssertEqual(
            parsed(["--variant", "shout"]), .run(scenarios: ["greet"], variant: "shout", format: .text))
        XCTAssertEqual(
            parsed(["--variant=shout"]), .run(scenarios: ["greet"], variant: "shout", format: .text))
    }

    func testFormatIsParsedInBothSpellings() {
        for format in Format.allCases {
            let expected = Invocation.run(scenarios: ["wave"], variant: nil, format: format)
            XCTAssertEqual(parsed(["wave", "--format", format.rawValue]), expected)
            XCTAssertEqual(parsed(["--format=\(format.rawValue)", "wave"]), expected)
        }
    }

    func testHelpWinsOverEverythingElse() {
        XCTAssertEqual(parsed(["--help"]), .help)
        XCTAssertEqual(parsed(["-h"]), .help)
        XCTAssertEqual(parsed(["nonsense", "--help"]), .help)
    }

    func testListStandsAlone() {
        XCTAssertEqual(parsed(["--list"]), .list)
    }

    /// Every kind of misuse, once, over the fixture: one line on standard error naming the valid
    /// choices, the usage line, nothing on standard output, status 64.
    func testEveryMisuseAnswersOnStandardErrorWithStatus64() {
        let formats = "choose from: text, mermaid, plantuml, mermaid-class, plantuml-class"
        let options = "choose from: --variant, --format, --compare, --step, --color, --list, --help"
        let cases: [([String], String)] = [
            (["nope"], "unknown scenario 'nope'; choose from: greet, wave"),
            ([""], "unknown scenario ''; choose from: greet, wave"),
            (["--", "--list"], "unknown scenario '--list'; choose from: greet, wave"),
            (["wave", "wave"], "scenario 'wave' is named twice; name each scenario once"),
            (["--nope"], "unknown option '--nope'; \(options)"),
            (["-x"], "unknown option '-x'; \(options)"),
            (["--list=x"], "unknown option '--list=x'; \(options)"),
            (["--step=yes"], "unknown option '--step=yes'; \(options)"),
            (["--variant", "nope"], "unknown variant 'nope'; choose from: shout"),
            (["--variant="], "unknown variant ''; choose from: shout"),
            (["--compare", "nope"], "unknown variant 'nope'; choose from: shout"),
            (["--format", "html"], "unknown format 'html'; \(formats)"),
            (["--color=red"], "unknown color 'red'; choose from: auto, always, never"),
            (["--variant"], "option '--variant' needs a value; choose from: shout"),
            (["--format"], "option '--format' needs a value; \(formats)"),
            (["--compare"], "option '--compare' needs a value; choose from: shout"),
            (["--color"], "option '--color' needs a value; choose from: auto, always, never"),
            (
                ["--format", "text", "--format=text"],
                "option '--format' is given more than once; give it once, \(formats)"
            ),
            (
                ["--variant", "shout", "--variant", "shout"],
                "option '--variant' is given more than once; give it once, choose from: shout"
            ),
            (["--step", "--step"], "option '--step' is given more than once; give it once"),
            (["--list", "greet"], "--list takes no other arguments; run 'FixtureDemo --list' alone"),
            (["--step"], "--step waits for Enter after each step, and standard input is not a terminal"),
            (
                ["--step", "--format", "mermaid"],
                "--step shows the text transcript; it does not combine with --format mermaid"
            ),
            (
                ["--compare", "shout", "--format=plantuml"],
                "--compare shows the text transcript; it does not combine with --format plantuml"
            ),
            (
                ["--compare", "shout", "--variant", "shout"],
                "--compare runs both designs; give it without --variant"
            ),
            (
                ["wave", "--variant", "shout"],
                "scenario 'wave' has no variant 'shout'; scenarios that have it: greet"
            ),
            (
                ["wave", "--compare", "shout"],
                "scenario 'wave' has no variant 'shout'; scenarios that have it: greet"
            ),
            (
                ["\u{1B}[31m" + String(repeating: "x", count: 100_000)],
                "unknown scenario '\\u{1B}[31m\(String(repeating: "x", count: 35))…'; choose from: greet, wave"
            ),
        ]
        let usage =
            "usage: FixtureDemo [<scenario> ...] [--variant <name>] [--format <format>] [--compare <variant>]"
            + " [--step] [--color <when>] | --list | --help"
        for (arguments, message) in cases {
            let expected = Demo.Response(error: "error: \(message)\n\(usage)\n", status: 64)
            XCTAssertEqual(fixture.respond(to: arguments), expected, "\(arguments)")
        }
        let plain = Demo(
            name: "Plain", title: "t", scenarios: [Scenario("only", purpose: "p", roles: [:]) { _ in }])
        XCTAssertEqual(
            plain.respond(to: ["--variant", "x"]).error.prefix { $0 != "\n" },
            "error: unknown variant 'x'; Plain has no variants")
    }

    func testArgumentsAfterDoubleDashAreScenarios() {
        XCTAssertEqual(parsed(["--", "wave"]), .run(scenarios: ["wave"], variant: nil, format: .text))
    }

    /// A difference that recurs, word for word or with words replaced, is one `~` line; one that
    /// replaces a word two ways, or has other punctuation, is shown in full.
    func testCompareFoldsARepeatedDifference() {
        let ask = { (who: String, what: String, answer: String) in
            ["A -> B: ask(\(who))", "B -> C: check(\(what))", "C --> A: \(answer)"]
        }
        let old = [
            ask("x", "x", "ok"), ask("y", "y", "no"), ask("y", "y", "no"), ask("y", "z", "no"),
            ["A -> B: ask(x, y)"],
        ]
        let new = [
            "A -> D: ask(x)", "A -> D: ask(y)", "A -> D: ask(y)", "A -> D: ask(y)", "A -> D: ask(x, y)",
        ]
        let lines = { (texts: [String]) in texts.map { TextLine($0) } }
        var edits: [(mark: Character, element: TextLine)] = []
        for (index, result) in ["one", "two", "three", "four", "five"].enumerated() {
            edits +=
                diff(lines(old[index]), lines([new[index]]), by: \.plain) + [(" ", TextLine("=> \(result)"))]
        }
        let folded = Demo.folded(edits, palette: Palette(enabled: true))
        XCTAssertEqual(
            folded.map(\.plain),
            ["- A -> B: ask(x)", "- B -> C: check(x)", "- C --> A: ok", "+ A -> D: ask(x)", "  => one"]
                + ["~ the 4 lines from \"A -> B: ask(x)\" again (2 of 3), y for x, no for ok", "  => two"]
                + ["~ the 4 lines from \"A -> B: ask(x)\" again (3 of 3), y for x, no for ok", "  => three"]
                + [
                    "- A -> B: ask(y)", "- B -> C: check(z)", "- C --> A: no", "+ A -> D: ask(y)",
                    "  => four",
                ]
                + ["- A -> B: ask(x, y)", "+ A -> D: ask(x, y)", "  => five"])
        // In colour, the whole line of one design: the colour carries the meaning.
        XCTAssertEqual(folded[0].shown, "\u{1B}[31m- A -> B: ask(x)\u{1B}[0m")
        XCTAssertEqual(folded[3].shown, "\u{1B}[32m+ A -> D: ask(x)\u{1B}[0m")
    }
}
