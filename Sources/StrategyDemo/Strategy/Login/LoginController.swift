import DemoSupport

/// Client: the login screen's controller. It gives each field its strategy, and as every field's
/// delegate it validates any field the same way, without asking which field it is.
final class LoginController: LoginDesign, Traced {
    /// Makes the strategy for a rule: this is where the client must know every strategy.
    typealias StrategyMaker = (Rule) -> any InputTextField

    let traceName = "LoginController"
    private var fields: [CustomTextField] = []
    /// What the screen shows under each field, by field name (looked up only, never iterated).
    private(set) var shownVerdicts: [String: InputVerdict] = [:]
    private let makeStrategy: StrategyMaker

    init(strategies makeStrategy: @escaping StrategyMaker = strategy(for:)) {
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
        case .letters: ClosureInput(traceName: "letters closure", check: TextChecks.letters)
        case .digits: ClosureInput(traceName: "digits closure", check: TextChecks.digits)
        case .alphanumeric: ClosureInput(traceName: "alphanumeric closure", check: TextChecks.alphanumeric)
        case .email: ClosureInput(traceName: "e-mail closure", check: TextChecks.email)
        case .notEmpty: ClosureInput(traceName: "not-empty closure", check: TextChecks.notEmpty)
        }
    }

    func addField(_ name: String, rule: Rule) {
        traced(name, rule) {
            let field = CustomTextField(name: name, inputTextField: makeStrategy(rule))
            field.delegate = self
            fields.append(field)
        }
    }

    func change(_ name: String, to rule: Rule) {
        traced(name, rule) {
            fields.first { $0.traceName == name }?.inputTextField = makeStrategy(rule)
        }
    }

    func endEditing(_ name: String, with text: String) {
        fields.first { $0.traceName == name }?.endEditing(with: text)
    }

    /// The article's delegate method once the strategies exist: no branch per field. The screen then
    /// shows the verdict under the field.
    func textFieldDidEndEditing(_ textField: CustomTextField) {
        traced(textField) { shownVerdicts[textField.traceName] = textField.verdict() }
    }
}
