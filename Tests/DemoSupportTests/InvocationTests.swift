import XCTest

@testable import DemoSupport

/// What `arguments` parse to, or nil for a misuse.
private func parsed(_ arguments: [String], in demo: Demo = fixture) -> Invocation? {
    try? demo.parse(arguments)
}

/// The misuse message for `arguments`, or nil when they parse.
private func misuse(_ arguments: [String], in demo: Demo = fixture) -> String? {
    do {
        _ = try demo.parse(arguments)
        return nil
    } catch {
        return error.message
    }
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

    func testListAndGoldenCasesStandAlone() {
        XCTAssertEqual(parsed(["--list"]), .list)
        XCTAssertEqual(parsed(["--golden-cases"]), .goldenCases)
        XCTAssertEqual(
            misuse(["--list", "greet"]), "--list takes no other arguments; run 'FixtureDemo --list' alone")
    }

    func testMisuseNamesTheValidChoices() {
        let cases: [([String], String)] = [
            (["nope"], "unknown scenario 'nope'; choose from: greet, wave"),
            (
                ["--nope"],
                "unknown option '--nope'; choose from: --variant, --format, --compare, --step, --focus, --color, --list, --help"
            ),
            (
                ["-x"],
                "unknown option '-x'; choose from: --variant, --format, --compare, --step, --focus, --color, --list, --help"
            ),
            (
                ["--list=x"],
                "unknown option '--list=x'; choose from: --variant, --format, --compare, --step, --focus, --color, --list, --help"
            ),
            (["--variant", "nope"], "unknown variant 'nope'; choose from: shout"),
            (["--variant="], "unknown variant ''; choose from: shout"),
            (
                ["--format", "html"],
                "unknown format 'html'; choose from: text, mermaid, plantuml, mermaid-class, plantuml-class"
            ),
            (["--variant"], "option '--variant' needs a value; choose from: shout"),
            (
                ["--format"],
                "option '--format' needs a value; choose from: text, mermaid, plantuml, mermaid-class, plantuml-class"
            ),
            (
                ["wave", "--variant", "shout"],
                "scenario 'wave' has no variant 'shout'; scenarios that have it: greet"
            ),
            (
                ["--format", "text", "--format", "mermaid"],
                "option '--format' is given more than once; give it once, choose from: text, mermaid, plantuml, mermaid-class, plantuml-class"
            ),
            (
                ["--variant", "shout", "--variant", "shout"],
                "option '--variant' is given more than once; give it once, choose from: shout"
            ),
            ([""], "unknown scenario ''; choose from: greet, wave"),
        ]
        XCTAssertEqual(cases.map { misuse($0.0) }, cases.map(\.1))
    }

    func testHarnessOptionsStandAloneAndStayOutOfHelp() {
        XCTAssertEqual(parsed(["--self-check"]), .selfCheck)
        XCTAssertEqual(parsed(["--call-sites"]), .callSites)
        XCTAssert(!fixture.help.contains("--golden-cases") && !fixture.help.contains("--self-check"))
    }

    func testArgumentsAfterDoubleDashAreScenarios() {
        XCTAssertEqual(parsed(["--", "wave"]), .run(scenarios: ["wave"], variant: nil, format: .text))
        XCTAssertEqual(misuse(["--", "--list"]), "unknown scenario '--list'; choose from: greet, wave")
    }

    func testAScenarioNamedTwiceIsAMisuse() {
        XCTAssertEqual(misuse(["wave", "wave"]), "scenario 'wave' is named twice; name each scenario once")
    }

    func testMisuseShowsArgumentsEscapedAndCut() {
        let message = misuse(["\u{1B}[31m" + String(repeating: "x", count: 100_000)])
        XCTAssertEqual(message?.hasPrefix("unknown scenario '\\u{1B}[31mxxx"), true)
        XCTAssertEqual(message.map { $0.count < 120 }, true)
    }

    func testMisuseRespondsOnStandardErrorOnlyWithStatus64() {
        let response = fixture.respond(to: ["nope"])
        XCTAssert(response.output.isEmpty)
        XCTAssertEqual(response.status, 64)
        XCTAssertEqual(
            response.error,
            """
            error: unknown scenario 'nope'; choose from: greet, wave
            usage: FixtureDemo [<scenario> ...] [--variant <name>] [--format <format>] [--compare <variant>] [--step] [--focus] [--color <when>] | --list | --help

            """)
    }

    func testADemoWithoutVariantsSaysSo() {
        let plain = Demo(
            name: "Plain", title: "t", scenarios: [Scenario("only", purpose: "p", roles: [:]) { _ in }])
        XCTAssertEqual(misuse(["--variant", "x"], in: plain), "unknown variant 'x'; Plain has no variants")
    }

    func testGoldenCasesCoverEveryScenarioVariantFormatAndMisuse() {
        let lines = fixture.goldenCases.map(\.line)
        XCTAssertEqual(
            lines,
            [
                "all 0", "scenario-greet 0 greet", "scenario-wave 0 wave", "variant-shout 0 --variant shout",
                "format-mermaid 0 --format mermaid", "format-plantuml 0 --format plantuml",
                "format-mermaid-class 0 --format mermaid-class",
                "format-plantuml-class 0 --format plantuml-class",
                "compare-shout 0 --compare shout", "color-always 0 --color always", "list 0 --list",
                "help 0 --help", "focus 0 --focus", "error-unknown-scenario 64 no-such-scenario",
                "error-unknown-option 64 --no-such-option",
                "error-unknown-variant 64 --variant no-such-variant",
                "error-unknown-format 64 --format no-such-format", "error-missing-variant-value 64 --variant",
                "error-missing-format-value 64 --format",
                "error-repeated-option 64 --format text --format text",
                "error-list-with-arguments 64 --list greet", "error-step-without-terminal 64 --step",
                "error-step-with-diagram 64 --step --format mermaid",
                "error-compare-with-variant 64 --compare shout --variant shout",
                "error-scenario-without-variant 64 wave --variant shout",
            ])
        for golden in fixture.goldenCases {
            XCTAssertEqual(fixture.respond(to: golden.arguments).status, golden.status, "\(golden.name)")
        }
    }
}
