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

    func testListStandsAlone() {
        XCTAssertEqual(parsed(["--list"]), .list)
        XCTAssertEqual(
            misuse(["--list", "greet"]), "--list takes no other arguments; run 'FixtureDemo --list' alone")
    }

    func testMisuseNamesTheValidChoices() {
        let cases: [([String], String)] = [
            (["nope"], "unknown scenario 'nope'; choose from: greet, wave"),
            (
                ["--nope"],
                "unknown option '--nope'; choose from: --variant, --format, --compare, --step, --color, --list, --help"
            ),
            (
                ["-x"],
                "unknown option '-x'; choose from: --variant, --format, --compare, --step, --color, --list, --help"
            ),
            (
                ["--list=x"],
                "unknown option '--list=x'; choose from: --variant, --format, --compare, --step, --color, --list, --help"
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
            usage: FixtureDemo [<scenario> ...] [--variant <name>] [--format <format>] [--compare <variant>] [--step] [--color <when>] | --list | --help

            """)
    }

    func testADemoWithoutVariantsSaysSo() {
        let plain = Demo(
            name: "Plain", title: "t", scenarios: [Scenario("only", purpose: "p", roles: [:]) { _ in }])
        XCTAssertEqual(misuse(["--variant", "x"], in: plain), "unknown variant 'x'; Plain has no variants")
    }
}
