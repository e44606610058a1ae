import DemoSupport
import TestSupport
import XCTest

@testable import StrategyDemo

/// Runs a strategy on a field holding `text`.
private func check(_ strategy: any InputTextField, _ text: String) -> InputVerdict {
    let field = CustomTextField(name: "field", inputTextField: strategy)
    field.text = text
    return strategy.inputTextField(field)
}

final class InputStrategyTests: XCTestCase {
    func testLetterInputAcceptsASCIILettersOnly() {
        let texts = ["Alice", "ZZ", "Al1ce", "Zoë", "Ann Lee", "Ａ"]
        assertSameElements(
            texts.map { check(LetterInput(), $0).description },
            [
                "input correct", "input correct", "Illegal input: \"1\" is not a letter A-Z or a-z",
                "Illegal input: \"ë\" is not a letter A-Z or a-z",
                "Illegal input: \" \" is not a letter A-Z or a-z",
                "Illegal input: \"Ａ\" is not a letter A-Z or a-z",
            ])
    }

    func testNumberInputAcceptsOnlyASCIIDigits() {
        let texts = ["2024", "٢٠٢٤", "３", "-1", "1.5", "20 24"]
        assertSameElements(
            texts.map { check(NumberInput(), $0).description },
            [
                "input correct", "Illegal input: \"٢\" is not a digit 0-9",
                "Illegal input: \"３\" is not a digit 0-9",
                "Illegal input: \"-\" is not a digit 0-9", "Illegal input: \".\" is not a digit 0-9",
                "Illegal input: \" \" is not a digit 0-9",
            ])
    }

    func testEmptyInputIsEmptyForEveryRule() {
        XCTAssert(Rule.allCases.allSatisfy { check(strategy(for: $0), "") == .empty })
    }

    func testAlphanumericInputAcceptsLettersAndDigits() {
        XCTAssertEqual(check(AlphanumericInput(), "A1b2"), .correct)
        XCTAssertEqual(
            check(AlphanumericInput(), "A1-B2"),
            .illegal("\"-\" is neither a letter A-Z, a-z nor a digit 0-9"))
    }

    func testEmailInputAcceptsNameAtDomain() {
        for text in ["ada@example.com", "a.b@mail.example.org", "x@y.z"] {
            XCTAssertEqual(check(EmailInput(), text), .correct)
        }
    }

    func testEmailInputRefusesMalformedAddresses() {
        for (text, reason) in [
            ("ada@example", "the domain after @ needs a dot, as in example.com"),
            ("ada@example.", "the domain after @ needs a dot, as in example.com"),
            ("ada@.com", "the domain after @ needs a dot, as in example.com"),
            ("ada.example.com", "an e-mail address is name@domain"),
            ("@example.com", "an e-mail address is name@domain"),
            ("a@b@example.com", "an e-mail address is name@domain"),
            ("ada lovelace@example.com", "\" \" is not allowed in an e-mail address"),
            ("zoë@example.com", "\"ë\" is not allowed in an e-mail address"),
        ] {
            XCTAssertEqual(check(EmailInput(), text), .illegal(reason))
        }
    }

    func testPinInputWantsExactlyFourDigits() {
        let texts = ["1234", "12345", "123", "12a4", "١٢٣٤"]
        assertSameElements(
            texts.map { check(PINInput(), $0).description },
            [
                "input correct", "Illegal input: a PIN has 4 digits, not 5",
                "Illegal input: a PIN has 4 digits, not 3",
                "Illegal input: \"a\" is not a digit 0-9", "Illegal input: \"١\" is not a digit 0-9",
            ])
    }

    /// The limit is the strategy's own: each rule that has one decides it, and can be given another.
    func testEachStrategyHoldsItsOwnLengthLimit() {
        let long = String(repeating: "7", count: 33)
        XCTAssertEqual(check(NumberInput(), long), .illegal("longer than 32 characters"))
        XCTAssertEqual(
            check(LetterInput(), String(repeating: "a", count: 40)), .illegal("longer than 32 characters"))
        XCTAssertEqual(check(LetterInput(), String(repeating: "a", count: 32)), .correct)
        XCTAssertEqual(check(NumberInput(maxLength: 40), long), .correct)
        XCTAssertEqual(check(LetterInput(maxLength: 3), "abcd"), .illegal("longer than 3 characters"))
        XCTAssertEqual(check(NotEmptyInput(), long), .correct)
    }

    func testNotEmptyInputAcceptsAnythingButNothing() {
        XCTAssertEqual(check(NotEmptyInput(), " "), .correct)
        XCTAssertEqual(check(NotEmptyInput(), ""), .empty)
    }

    func testClosuresDecideLikeTheTypesForEveryRule() {
        let samples = [
            "", "Ada", "2024", "12345", "Ada1", "ada@example.com", "Zoë", "a-b", " ",
            String(repeating: "9", count: 33),
        ]
        for rule in Rule.allCases {
            assertSameElements(
                samples.map { check(closure(for: rule), $0) }, samples.map { check(strategy(for: rule), $0) },
                "\(rule.rawValue)")
        }
    }

    /// The `tradeoffs` tally says how many verdicts differ, and where, when a closure and its type
    /// disagree; with the demo's own closures, none do.
    func testTheTallyCountsTheVerdictsThatDiffer() {
        let pairs = Rule.allCases.map {
            (rule: $0.rawValue, type: strategy(for: $0), closure: closure(for: $0))
        }
        assertSameLines(
            agreement(of: pairs, on: tallySamples),
            "on 6 sample inputs, closures and types agree: 36 of 36 verdicts")
        let lax = ClosureInput(traceName: "lax PIN closure") { $0.isEmpty ? .empty : .correct }
        let broken = pairs.map { $0.rule == "PIN" ? ($0.rule, $0.type, lax) : $0 }
        assertSameLines(
            agreement(of: broken, on: ["1234", "12345", "Ada", ""]),
            "on 4 sample inputs, 2 of 24 verdicts differ between closure and type: PIN 2")
    }

    func testVerdictTextsFollowTheArticle() {
        assertSameLines(InputVerdict.correct.description, "input correct")
        assertSameLines(InputVerdict.empty.description, "Illegal input: the field is empty")
        assertSameLines(InputVerdict.illegal("why").description, "Illegal input: why")
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

final class LoginTests: XCTestCase {
    func testAStrategyFromTheTestTargetRunsThroughTheUnchangedContextAndController() {
        let transcript = Transcript()
        let controller = LoginController()
        transcript.recording {
            controller.addField("pin", strategy: TestPINInput())
            controller.field("pin")?.endEditing(with: "12345")
        }
        XCTAssertEqual(controller.shownVerdicts["pin"], .illegal("not a 4-digit PIN"))
        XCTAssert(transcript.events.map(\.line).contains("pin -> TestPINInput: inputTextField(pin)"))
        controller.field("pin")?.endEditing(with: "1234")
        XCTAssertEqual(controller.shownVerdicts["pin"], .correct)
    }

    /// The context has no rule: it asks its strategy about any text, however long.
    func testTheContextAsksItsStrategyAboutEveryText() {
        let transcript = Transcript()
        let field = CustomTextField(name: "f", inputTextField: LetterInput(maxLength: 3))
        field.text = String(repeating: "a", count: 100)
        XCTAssertEqual(transcript.recording { field.verdict() }, .illegal("longer than 3 characters"))
        XCTAssert(transcript.events.map(\.line).contains("f -> LetterInput: inputTextField(f)"))
        field.inputTextField = NotEmptyInput()
        XCTAssert(field.isOK())
    }

    func testStrategyIsReplacedAtRunTime() {
        let controller = LoginController()
        controller.addField("code", strategy: NumberInput())
        let field = controller.field("code")
        field?.text = "A1"
        let before = field?.verdict()
        field?.inputTextField = AlphanumericInput()
        assertSameElements([before, field?.verdict()], [.illegal("\"A\" is not a digit 0-9"), .correct])
    }

    func testTheFieldTellsItsDelegateWhichAsksTheFieldAndNeverBranchesOnIt() {
        let transcript = Transcript()
        let controller = LoginController()
        controller.addField("any", strategy: EmailInput())
        transcript.recording { controller.field("any")?.endEditing(with: "ada@example.com") }
        assertSameElements(
            transcript.events.map(\.line),
            [
                "main -> any: endEditing(with: \"ada@example.com\")",
                "any -> LoginController: textFieldDidEndEditing(any)", "LoginController -> any: verdict()",
                "any -> EmailInput: inputTextField(any)", "EmailInput --> any: correct",
                "any --> LoginController: correct",
            ])
        XCTAssertEqual(controller.shownVerdicts["any"], .correct)
    }

    func testUnknownFieldShowsNothingInBothDesigns() {
        let designs: [any LoginDesign] = [StrategyLoginScreen(), ConditionalLoginController()]
        XCTAssert(
            designs.allSatisfy {
                $0.endEditing("ghost", with: "x") == nil && $0.check("ghost", holding: "x") == nil
            })
    }

    /// Each design holds its own copy of every rule; they must still decide alike.
    func testConditionalDesignDecidesLikeTheStrategies() {
        let samples = [
            "", "Ada", "2024", "12345", "1234", "Ada1", "ada@example.com", "Zoë",
            String(repeating: "9", count: 40),
        ]
        for rule in Rule.allCases {
            let (strategies, conditional) = (StrategyLoginScreen(), ConditionalLoginController())
            strategies.addField("f", rule: rule)
            conditional.addField("f", rule: rule)
            assertSameElements(
                samples.map { conditional.endEditing("f", with: $0) },
                samples.map { strategies.check("f", holding: $0) }, "\(rule.rawValue)")
        }
    }

    /// The if/else chain's last `else` takes every kind without a branch of its own and checks only
    /// that the text is not empty: a 5-digit PIN passes there, and fails in the PIN branch.
    func testTheCatchAllAcceptsWhatThePINBranchRefuses() {
        let transcript = Transcript()
        let screen = ConditionalLoginController()
        screen.addField("pin", kind: .notEmpty)
        let steps = transcript.recording {
            let before = screen.check("pin", holding: "12345")
            screen.change("pin", to: .pin)
            return [before, screen.check("pin", holding: "12345")]
        }
        assertSameElements(steps, [.correct, .illegal("a PIN has 4 digits, not 5")])
        assertSameElements(
            transcript.events.compactMap {
                if case .message(let m) = $0, m.kind == .selfMessage { m.text } else { nil }
            },
            [
                "else (no .notEmpty branch): not empty", "if pin.kind == .pin (new branch)",
            ])
    }
}
