import DemoSupport

/// Client: the login screen's controller. It gives each field its strategy, and its end-of-editing
/// handler validates any field the same way, without asking which field it is.
final class LoginController: LoginDesign {
    /// Makes the strategy for a rule: this is where the client must know every strategy.
    typealias StrategyMaker = (Rule) -> any InputTextField

    static let name = "LoginController"
    private var fields: [CustomTextField] = []
    private let makeStrategy: StrategyMaker
    private let transcript: Transcript

    init(transcript: Transcript, strategies makeStrategy: @escaping StrategyMaker = strategy(for:)) {
        self.transcript = transcript
        self.makeStrategy = makeStrategy
    }

    /// The class-based strategies: one type per rule.
    static func strategy(for rule: Rule) -> any InputTextField {
        switch rule {
        case .letters: LetterInput()
        case .digits: NumberInput()
        case .alphanumeric: AlphanumericInput()
        case .email: EmailInput()
        case .notEmpty: NotEmptyInput()
        }
    }

    /// The same rules as closures: one type, `ClosureInput`, serves them all.
    static func closure(for rule: Rule) -> any InputTextField {
        switch rule {
        case .letters: ClosureInput(name: "letters closure", check: TextChecks.letters)
        case .digits: ClosureInput(name: "digits closure", check: TextChecks.digits)
        case .alphanumeric: ClosureInput(name: "alphanumeric closure", check: TextChecks.alphanumeric)
        case .email: ClosureInput(name: "e-mail closure", check: TextChecks.email)
        case .notEmpty: ClosureInput(name: "not-empty closure", check: TextChecks.notEmpty)
        }
    }

    func addField(_ name: String, rule: Rule) {
        let strategy = makeStrategy(rule)
        fields.append(CustomTextField(name: name, inputTextField: strategy, transcript: transcript))
        transcript.send("inputTextField = \(strategy.name)", from: Self.name, to: name)
    }

    func change(_ name: String, to rule: Rule) {
        guard let field = fields.first(where: { $0.name == name }) else { return }
        field.inputTextField = makeStrategy(rule)
        transcript.send("inputTextField = \(field.inputTextField.name)", from: Self.name, to: name)
    }

    func endEditing(_ name: String, with text: String) -> InputVerdict {
        guard let field = fields.first(where: { $0.name == name }) else {
            return .illegal("there is no field \(name)")
        }
        field.text = text
        transcript.send("textFieldDidEndEditing(\(name))", from: name, to: Self.name)
        return textFieldDidEndEditing(field)
    }

    /// The article's handler once the strategies exist: no branch per field.
    func textFieldDidEndEditing(_ textField: CustomTextField) -> InputVerdict {
        transcript.send("isOK()", from: Self.name, to: textField.name)
        let verdict = textField.verdict()
        transcript.reply(verdict.isOK ? "true" : "false", from: textField.name, to: Self.name)
        return verdict
    }
}
