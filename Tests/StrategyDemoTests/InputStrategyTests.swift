import DemoSupport
import Testing

@testable import StrategyDemo

/// Runs a strategy on a field holding `text`.
private func check(_ strategy: any InputTextField, _ text: String) -> InputVerdict {
    let field = CustomTextField(name: "field", inputTextField: strategy)
    field.text = text
    return strategy.inputTextField(field)
}

@Suite("Input strategies")
struct InputStrategyTests {
    @Test(arguments: ["Alice", "a", "ZZ"])
    func letterInputAcceptsASCIILetters(text: String) {
        #expect(check(LetterInput(), text) == .correct)
    }

    @Test(arguments: [
        ("Al1ce", "\"1\" is not a letter A-Z or a-z"), ("Zoë", "\"ë\" is not a letter A-Z or a-z"),
        ("Ann Lee", "\" \" is not a letter A-Z or a-z"), ("Ａ", "\"Ａ\" is not a letter A-Z or a-z"),
    ])
    func letterInputRefusesEverythingElse(text: String, reason: String) {
        #expect(check(LetterInput(), text) == .illegal(reason))
    }

    @Test func numberInputAcceptsOnlyASCIIDigits() {
        #expect(check(NumberInput(), "0123456789") == .correct)
        #expect(check(NumberInput(), "٢٠٢٤") == .illegal("\"٢\" is not a digit 0-9"))
        #expect(check(NumberInput(), "３") == .illegal("\"３\" is not a digit 0-9"))
        #expect(check(NumberInput(), "-1") == .illegal("\"-\" is not a digit 0-9"))
        #expect(check(NumberInput(), "1.5") == .illegal("\".\" is not a digit 0-9"))
    }

    @Test func emptyInputIsEmptyForEveryRule() {
        for rule in Rule.allCases {
            #expect(check(LoginController.strategy(for: rule), "") == .empty)
        }
    }

    @Test func alphanumericInputAcceptsLettersAndDigits() {
        #expect(check(AlphanumericInput(), "A1b2") == .correct)
        #expect(
            check(AlphanumericInput(), "A1-B2")
                == .illegal("\"-\" is neither a letter A-Z, a-z nor a digit 0-9"))
    }

    @Test(arguments: ["ada@example.com", "a.b@mail.example.org", "x@y.z"])
    func emailInputAcceptsNameAtDomain(text: String) {
        #expect(check(EmailInput(), text) == .correct)
    }

    @Test(arguments: [
        ("ada@example", "the domain after @ needs a dot, as in example.com"),
        ("ada@example.", "the domain after @ needs a dot, as in example.com"),
        ("ada@.com", "the domain after @ needs a dot, as in example.com"),
        ("ada.example.com", "an e-mail address is name@domain"),
        ("@example.com", "an e-mail address is name@domain"),
        ("a@b@example.com", "an e-mail address is name@domain"),
        ("ada lovelace@example.com", "\" \" is not allowed in an e-mail address"),
        ("zoë@example.com", "\"ë\" is not allowed in an e-mail address"),
    ])
    func emailInputRefusesMalformedAddresses(text: String, reason: String) {
        #expect(check(EmailInput(), text) == .illegal(reason))
    }

    @Test func notEmptyInputAcceptsAnythingButNothing() {
        #expect(check(NotEmptyInput(), " ") == .correct)
        #expect(check(NotEmptyInput(), "") == .empty)
    }

    @Test func closuresDecideLikeTheTypesForEveryRule() {
        let samples = ["", "Ada", "2024", "Ada1", "ada@example.com", "Zoë", "a-b", " "]
        for rule in Rule.allCases {
            for sample in samples {
                #expect(
                    check(LoginController.closure(for: rule), sample)
                        == check(LoginController.strategy(for: rule), sample),
                    "\(rule.rawValue) \(sample)")
            }
        }
    }

    @Test func verdictTextsFollowTheArticle() {
        #expect(InputVerdict.correct.description == "input correct")
        #expect(InputVerdict.empty.description == "Illegal input: the field is empty")
        #expect(InputVerdict.illegal("why").description == "Illegal input: why")
    }
}

/// The verdict the screen shows after the user leaves `field` holding `text`.
private func edit(_ design: any LoginDesign, _ field: String, _ text: String) -> InputVerdict? {
    design.endEditing(field, with: text)
    return design.shownVerdicts[field]
}

@Suite("CustomTextField (context) and LoginController (client)")
struct LoginTests {
    @Test func contextRefusesOverlongInputWithoutAskingTheStrategy() {
        let transcript = Transcript()
        let field = CustomTextField(name: "f", maxLength: 3, inputTextField: LetterInput())
        field.text = "abcd"
        #expect(transcript.recording { field.verdict() } == .illegal("longer than 3 characters"))
        #expect(
            !transcript.events.contains {
                if case .message(let m) = $0 { m.to == "LetterInput" } else { false }
            })
        field.text = "abc"
        #expect(field.isOK())
    }

    @Test func contextCountsCharactersNotBytes() {
        let field = CustomTextField(name: "f", maxLength: 3, inputTextField: NotEmptyInput())
        field.text = "ëëë"
        #expect(field.isOK())
    }

    @Test func strategyIsReplacedAtRunTime() {
        let controller = LoginController()
        controller.addField("code", rule: .digits)
        #expect(edit(controller, "code", "A1") == .illegal("\"A\" is not a digit 0-9"))
        controller.change("code", to: .alphanumeric)
        #expect(edit(controller, "code", "A1") == .correct)
    }

    @Test func theFieldTellsItsDelegateWhichAsksTheFieldAndNeverBranchesOnIt() {
        let transcript = Transcript()
        let controller = LoginController()
        let field = CustomTextField(name: "any", inputTextField: EmailInput())
        field.delegate = controller
        transcript.recording { field.endEditing(with: "ada@example.com") }
        let calls = transcript.events.map(\.line)
        #expect(
            calls == [
                "main -> any: endEditing(with: \"ada@example.com\")",
                "any -> LoginController: textFieldDidEndEditing(any)", "LoginController -> any: verdict()",
                "any -> EmailInput: inputTextField(any)", "EmailInput --> any: correct",
                "any --> LoginController: correct",
            ])
        #expect(controller.shownVerdicts["any"] == .correct)
    }

    @Test func unknownFieldShowsNothingInBothDesigns() {
        let designs: [any LoginDesign] = [LoginController(), ConditionalLoginController()]
        #expect(designs.allSatisfy { edit($0, "ghost", "x") == nil })
    }

    @Test func conditionalDesignDecidesLikeTheStrategies() {
        let samples = [
            "", "Ada", "2024", "Ada1", "ada@example.com", "Zoë", String(repeating: "9", count: 40),
        ]
        for rule in Rule.allCases {
            let strategies = LoginController()
            let conditional = ConditionalLoginController()
            strategies.addField("f", rule: rule)
            conditional.addField("f", rule: rule)
            #expect(samples.map { edit(conditional, "f", $0) } == samples.map { edit(strategies, "f", $0) })
        }
    }
}
