import Testing

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

@Suite("Command line")
struct InvocationTests {
    @Test func noArgumentsRunsEveryScenarioInOrder() {
        #expect(parsed([]) == .run(scenarios: ["greet", "wave"], variant: nil, format: .text))
    }

    @Test func namedScenariosRunInTheOrderGiven() {
        #expect(
            parsed(["wave", "greet"]) == .run(scenarios: ["wave", "greet"], variant: nil, format: .text))
    }

    @Test func variantAloneRunsTheScenariosThatHaveIt() {
        #expect(
            parsed(["--variant", "shout"]) == .run(scenarios: ["greet"], variant: "shout", format: .text))
        #expect(parsed(["--variant=shout"]) == .run(scenarios: ["greet"], variant: "shout", format: .text))
    }

    @Test(arguments: Format.allCases)
    func formatIsParsedInBothSpellings(format: Format) {
        let expected = Invocation.run(scenarios: ["wave"], variant: nil, format: format)
        #expect(parsed(["wave", "--format", format.rawValue]) == expected)
        #expect(parsed(["--format=\(format.rawValue)", "wave"]) == expected)
    }

    @Test func helpWinsOverEverythingElse() {
        #expect(parsed(["--help"]) == .help)
        #expect(parsed(["-h"]) == .help)
        #expect(parsed(["nonsense", "--help"]) == .help)
    }

    @Test func listAndGoldenCasesStandAlone() {
        #expect(parsed(["--list"]) == .list)
        #expect(parsed(["--golden-cases"]) == .goldenCases)
        #expect(
            misuse(["--list", "greet"]) == "--list takes no other arguments; run 'FixtureDemo --list' alone")
    }

    @Test(
        arguments: [
            (["nope"], "unknown scenario 'nope'; choose from: greet, wave"),
            (
                ["--nope"],
                "unknown option '--nope'; choose from: --variant, --format, --list, --help"
            ),
            (["-x"], "unknown option '-x'; choose from: --variant, --format, --list, --help"),
            (
                ["--list=x"],
                "unknown option '--list=x'; choose from: --variant, --format, --list, --help"
            ),
            (["--variant", "nope"], "unknown variant 'nope'; choose from: shout"),
            (["--variant="], "unknown variant ''; choose from: shout"),
            (["--format", "html"], "unknown format 'html'; choose from: text, mermaid, plantuml"),
            (["--variant"], "option '--variant' needs a value; choose from: shout"),
            (["--format"], "option '--format' needs a value; choose from: text, mermaid, plantuml"),
            (
                ["wave", "--variant", "shout"],
                "scenario 'wave' has no variant 'shout'; scenarios that have it: greet"
            ),
            (
                ["--format", "text", "--format", "mermaid"],
                "option '--format' is given more than once; give it once, choose from: text, mermaid, plantuml"
            ),
            (
                ["--variant", "shout", "--variant", "shout"],
                "option '--variant' is given more than once; give it once, choose from: shout"
            ),
            ([""], "unknown scenario ''; choose from: greet, wave"),
        ])
    func misuseNamesTheValidChoices(arguments: [String], message: String) {
        #expect(misuse(arguments) == message)
    }

    @Test func harnessOptionsStandAloneAndStayOutOfHelp() {
        #expect(parsed(["--self-check"]) == .selfCheck)
        #expect(parsed(["--call-sites"]) == .callSites)
        #expect(!fixture.help.contains("--golden-cases") && !fixture.help.contains("--self-check"))
    }

    @Test func argumentsAfterDoubleDashAreScenarios() {
        #expect(parsed(["--", "wave"]) == .run(scenarios: ["wave"], variant: nil, format: .text))
        #expect(misuse(["--", "--list"]) == "unknown scenario '--list'; choose from: greet, wave")
    }

    @Test func aScenarioNamedTwiceIsAMisuse() {
        #expect(misuse(["wave", "wave"]) == "scenario 'wave' is named twice; name each scenario once")
    }

    @Test func misuseShowsArgumentsEscapedAndCut() {
        let message = misuse(["\u{1B}[31m" + String(repeating: "x", count: 100_000)])
        #expect(message?.hasPrefix("unknown scenario '\\u{1B}[31mxxx") == true)
        #expect(message.map { $0.count < 120 } == true)
    }

    @Test func misuseRespondsOnStandardErrorOnlyWithStatus64() {
        let response = fixture.respond(to: ["nope"])
        #expect(response.output.isEmpty)
        #expect(response.status == 64)
        #expect(
            response.error == """
                error: unknown scenario 'nope'; choose from: greet, wave
                usage: FixtureDemo [<scenario> ...] [--variant <name>] [--format text|mermaid|plantuml] | --list | --help

                """)
    }

    @Test func aDemoWithoutVariantsSaysSo() {
        let plain = Demo(
            name: "Plain", title: "t", scenarios: [Scenario("only", purpose: "p", roles: [:]) { _ in }])
        #expect(misuse(["--variant", "x"], in: plain) == "unknown variant 'x'; Plain has no variants")
    }

    @Test func goldenCasesCoverEveryScenarioVariantFormatAndMisuse() {
        let lines = fixture.goldenCases.map(\.line)
        #expect(
            lines == [
                "all 0", "scenario-greet 0 greet", "scenario-wave 0 wave", "variant-shout 0 --variant shout",
                "format-mermaid 0 --format mermaid", "format-plantuml 0 --format plantuml", "list 0 --list",
                "help 0 --help", "error-unknown-scenario 64 no-such-scenario",
                "error-unknown-option 64 --no-such-option",
                "error-unknown-variant 64 --variant no-such-variant",
                "error-unknown-format 64 --format no-such-format", "error-missing-variant-value 64 --variant",
                "error-missing-format-value 64 --format",
                "error-repeated-option 64 --format text --format text",
                "error-list-with-arguments 64 --list greet",
                "error-scenario-without-variant 64 wave --variant shout",
            ])
        for golden in fixture.goldenCases {
            #expect(fixture.respond(to: golden.arguments).status == golden.status, "\(golden.name)")
        }
    }
}
