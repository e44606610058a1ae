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
    @Test func letterInputAcceptsASCIILettersOnly() {
        let texts = ["Alice", "ZZ", "Al1ce", "Zoë", "Ann Lee", "Ａ"]
        #expect(
            texts.map { check(LetterInput(), $0).description } == [
                "input correct", "input correct", "Illegal input: \"1\" is not a letter A-Z or a-z",
                "Illegal input: \"ë\" is not a letter A-Z or a-z",
                "Illegal input: \" \" is not a letter A-Z or a-z",
                "Illegal input: \"Ａ\" is not a letter A-Z or a-z",
            ])
    }

    @Test func numberInputAcceptsOnlyASCIIDigits() {
        let texts = ["0123456789", "٢٠٢٤", "３", "-1", "1.5"]
        #expect(
            texts.map { check(NumberInput(), $0).description } == [
                "input correct", "Illegal input: \"٢\" is not a digit 0-9",
                "Illegal input: \"３\" is not a digit 0-9",
                "Illegal input: \"-\" is not a digit 0-9", "Illegal input: \".\" is not a digit 0-9",
            ])
    }

    @Test func emptyInputIsEmptyForEveryRule() {
        #expect(Rule.allCases.allSatisfy { check(strategy(for: $0), "") == .empty })
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

    @Test func pinInputWantsExactlyFourDigits() {
        let texts = ["1234", "12345", "123", "12a4", "١٢٣٤"]
        #expect(
            texts.map { check(PINInput(), $0).description } == [
                "input correct", "Illegal input: a PIN has 4 digits, not 5",
                "Illegal input: a PIN has 4 digits, not 3",
                "Illegal input: \"a\" is not a digit 0-9", "Illegal input: \"١\" is not a digit 0-9",
            ])
    }

    /// The limit is the strategy's own: each rule that has one decides it, and can be given another.
    @Test func eachStrategyHoldsItsOwnLengthLimit() {
        let long = String(repeating: "7", count: 33)
        #expect(check(NumberInput(), long) == .illegal("longer than 32 characters"))
        #expect(check(NumberInput(maxLength: 40), long) == .correct)
        #expect(check(LetterInput(maxLength: 3), "abcd") == .illegal("longer than 3 characters"))
        #expect(check(NotEmptyInput(), long) == .correct)
    }

    @Test func notEmptyInputAcceptsAnythingButNothing() {
        #expect(check(NotEmptyInput(), " ") == .correct)
        #expect(check(NotEmptyInput(), "") == .empty)
    }

    @Test func closuresDecideLikeTheTypesForEveryRule() {
        let samples = [
            "", "Ada", "2024", "12345", "Ada1", "ada@example.com", "Zoë", "a-b", " ",
            String(repeating: "9", count: 33),
        ]
        for rule in Rule.allCases {
            #expect(
                samples.map { check(closure(for: rule), $0) }
                    == samples.map { check(strategy(for: rule), $0) },
                "\(rule.rawValue)")
        }
    }

    @Test func verdictTextsFollowTheArticle() {
        #expect(InputVerdict.correct.description == "input correct")
        #expect(InputVerdict.empty.description == "Illegal input: the field is empty")
        #expect(InputVerdict.illegal("why").description == "Illegal input: why")
    }
}

/// A strategy the sources do not have, written here in the test target: a PIN of 4 digits. It plugs
/// into `CustomTextField` and `LoginController` as they are, which is the open/closed claim.
private struct TestPINInput: InputTextField {
    let traceName = "TestPINInput"

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) {
            let digits = textField.text.allSatisfy { $0.isASCII && $0.isWholeNumber }
            if textField.text.isEmpty { return .empty }
            return digits && textField.text.count == 4 ? .correct : .illegal("not a 4-digit PIN")
        }
    }
}

@Suite("CustomTextField (context) and LoginController (delegate)")
struct LoginTests {
    @Test func aStrategyFromTheTestTargetRunsThroughTheUnchangedContextAndController() {
        let transcript = Transcript()
        let controller = LoginController()
        transcript.recording {
            controller.addField("pin", strategy: TestPINInput())
            controller.field("pin")?.endEditing(with: "12345")
        }
        #expect(controller.shownVerdicts["pin"] == .illegal("not a 4-digit PIN"))
        #expect(transcript.events.map(\.line).contains("pin -> TestPINInput: inputTextField(pin)"))
        controller.field("pin")?.endEditing(with: "1234")
        #expect(controller.shownVerdicts["pin"] == .correct)
    }

    /// The context has no rule: it asks its strategy about any text, however long.
    @Test func theContextAsksItsStrategyAboutEveryText() {
        let transcript = Transcript()
        let field = CustomTextField(name: "f", inputTextField: LetterInput(maxLength: 3))
        field.text = String(repeating: "a", count: 100)
        #expect(transcript.recording { field.verdict() } == .illegal("longer than 3 characters"))
        #expect(transcript.events.map(\.line).contains("f -> LetterInput: inputTextField(f)"))
        field.inputTextField = NotEmptyInput()
        #expect(field.isOK())
    }

    @Test func strategyIsReplacedAtRunTime() {
        let controller = LoginController()
        controller.addField("code", strategy: NumberInput())
        let field = controller.field("code")
        field?.text = "A1"
        let before = field?.verdict()
        field?.inputTextField = AlphanumericInput()
        #expect([before, field?.verdict()] == [.illegal("\"A\" is not a digit 0-9"), .correct])
    }

    @Test func theFieldTellsItsDelegateWhichAsksTheFieldAndNeverBranchesOnIt() {
        let transcript = Transcript()
        let controller = LoginController()
        controller.addField("any", strategy: EmailInput())
        transcript.recording { controller.field("any")?.endEditing(with: "ada@example.com") }
        #expect(
            transcript.events.map(\.line) == [
                "main -> any: endEditing(with: \"ada@example.com\")",
                "any -> LoginController: textFieldDidEndEditing(any)", "LoginController -> any: verdict()",
                "any -> EmailInput: inputTextField(any)", "EmailInput --> any: correct",
                "any --> LoginController: correct",
            ])
        #expect(controller.shownVerdicts["any"] == .correct)
    }

    @Test func unknownFieldShowsNothingInBothDesigns() {
        let designs: [any LoginDesign] = [StrategyLoginScreen(), ConditionalLoginController()]
        #expect(
            designs.allSatisfy {
                $0.endEditing("ghost", with: "x") == nil && $0.check("ghost", holding: "x") == nil
            })
    }

    /// Each design holds its own copy of every rule; they must still decide alike.
    @Test func conditionalDesignDecidesLikeTheStrategies() {
        let samples = [
            "", "Ada", "2024", "12345", "1234", "Ada1", "ada@example.com", "Zoë",
            String(repeating: "9", count: 40),
        ]
        for rule in Rule.allCases {
            let (strategies, conditional) = (StrategyLoginScreen(), ConditionalLoginController())
            strategies.addField("f", rule: rule)
            conditional.addField("f", rule: rule)
            #expect(
                samples.map { conditional.endEditing("f", with: $0) }
                    == samples.map { strategies.check("f", holding: $0) },
                "\(rule.rawValue)")
        }
    }

    /// The if/else chain's last `else` takes every kind without a branch of its own and checks only
    /// that the text is not empty: a 5-digit PIN passes there, and fails in the PIN branch.
    @Test func theCatchAllAcceptsWhatThePINBranchRefuses() {
        let transcript = Transcript()
        let screen = ConditionalLoginController()
        screen.addField("pin", kind: .notEmpty)
        let steps = transcript.recording {
            let before = screen.check("pin", holding: "12345")
            screen.change("pin", to: .pin)
            return [before, screen.check("pin", holding: "12345")]
        }
        #expect(steps == [.correct, .illegal("a PIN has 4 digits, not 5")])
        #expect(
            transcript.events.compactMap {
                if case .message(let m) = $0, m.kind == .step { m.text } else { nil }
            } == [
                "if/else on pin.kind: no branch for .notEmpty, so the catch-all else: not empty",
                "if/else on pin.kind: pin branch, added to this chain for the PIN",
            ])
    }
}
