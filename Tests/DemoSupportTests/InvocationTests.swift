import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

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
        let formats = "choose from: text, mermaid, plantuml, mermaid-class, plantuml-class, json, html"
        let options =
            "choose from: --variant, --format, --compare, --step, --focus, --color, --no-color, --list, --help,"
            + " --version"
        let cases: [([String], String)] = [
            (["nope"], "unknown scenario 'nope'; choose from: greet, wave"),
            ([""], "unknown scenario ''; choose from: greet, wave"),
            (["--", "--list"], "unknown scenario '--list'; choose from: greet, wave"),
            (["wave", "wave"], "scenario 'wave' is named twice; name each scenario once"),
            (["--nope"], "unknown option '--nope'; \(options)"),
            (["-x"], "unknown option '-x'; \(options)"),
            (["--list=x"], "unknown option '--list=x'; did you mean '--list'? \(options)"),
            (["--step=yes"], "unknown option '--step=yes'; did you mean '--step'? \(options)"),
            (["gret"], "unknown scenario 'gret'; did you mean 'greet'? choose from: greet, wave"),
            (["WAVE"], "unknown scenario 'WAVE'; did you mean 'wave'? choose from: greet, wave"),
            (["Gret"], "unknown scenario 'Gret'; did you mean 'greet'? choose from: greet, wave"),
            (["--FOCUS"], "unknown option '--FOCUS'; did you mean '--focus'? \(options)"),
            (["--varaint", "shout"], "unknown option '--varaint'; did you mean '--variant'? \(options)"),
            (["--compare", "shuot"], "unknown variant 'shuot'; did you mean 'shout'? choose from: shout"),
            (["--format", "mermiad"], "unknown format 'mermiad'; did you mean 'mermaid'? \(formats)"),
            (["--no-color", "--color", "never"], "--no-color and --color both set the colour; give one"),
            (
                ["--version", "greet"],
                "--version takes no other arguments; run 'FixtureDemo --version' alone"
            ),
            (["--variant", "nope"], "unknown variant 'nope'; choose from: shout"),
            (["--variant="], "unknown variant ''; choose from: shout"),
            (["--compare", "nope"], "unknown variant 'nope'; choose from: shout"),
            (["--format", "pdf"], "unknown format 'pdf'; \(formats)"),
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
            (["--focus", "--focus"], "option '--focus' is given more than once; give it once"),
            (
                ["--focus", "--format=mermaid-class"],
                "--focus hides messages, and a class diagram has none; it does not combine with --format mermaid-class"
            ),
            (
                ["--format", "html", "--focus"],
                "--focus hides messages, and --format html shows every step; give one of them"
            ),
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
            + " [--step] [--focus] [--color <when>] [--no-color] | --list | --help | --version"
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

    /// `--version` names the one version and the Swift that built it; `--no-color` is `--color never`;
    /// a full run on a terminal ends with a line saying where to go next, and a pipe never gets it.
    func testVersionNoColorAndWhatNext() {
        assertSameLines(
            fixture.respond(to: ["--version"]).output,
            "FixtureDemo \(Demo.version) (Pattern Playground), built with Swift \(Demo.swift)\n")
        XCTAssertEqual(parsed(["--no-color"]), parsed(["--color", "never"]))
        let terminal = Demo.Terminal(output: true, colorDeclined: true)
        let next =
            "\nNext: swift run FixtureDemo --list, swift run FixtureDemo greet --step, or read docs/FixtureDemo.md\n"
        assertSameLines(
            fixture.respond(to: [], terminal: terminal).output, fixture.respond(to: []).output + next)
        assertSameLines(
            fixture.respond(to: ["greet"], terminal: terminal).output, fixture.respond(to: ["greet"]).output)
    }

    func testArgumentsAfterDoubleDashAreScenarios() {
        XCTAssertEqual(parsed(["--", "wave"]), .run(scenarios: ["wave"], variant: nil, format: .text))
    }

    /// `--help` fits 80 columns however long the demo's title, scenario names and variants: each
    /// option's text and the lists wrap under their column, and the example diff is a continued line.
    func testHelpFitsEightyColumns() {
        let long = Demo(
            name: "LongNamedDemo", title: String(repeating: "Pattern, ", count: 15),
            scenarios: (1...30).map { number in
                Scenario("scenario-number-\(number)", purpose: "p", roles: [:]) { _ in }
                    .variant("variant-number-\(number)", purpose: "s", roles: [:]) { _ in }
            })
        let help = long.respond(to: ["--help"]).output
        let wide = help.split(separator: "\n").filter { $0.count > 80 }
        XCTAssert(wide.isEmpty, "\(wide)")
        // Nothing is lost: every scenario and variant is named, each whole.
        let words = Set(help.split { $0 == " " || $0 == "\n" || $0 == "," || $0 == "." })
        for number in 1...30 {
            XCTAssert(words.contains("scenario-number-\(number)"), "\(number)")
            XCTAssert(words.contains("variant-number-\(number)"), "\(number)")
        }
        XCTAssert(help.contains("--step"))
    }
}
