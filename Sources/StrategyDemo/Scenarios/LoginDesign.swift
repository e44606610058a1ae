import DemoSupport

/// The rules a login field can have, named alike in every design of the login scenarios. The if/else
/// design uses them as its fields' type code (`kind`).
enum Rule: String, CaseIterable, TraceValue {
    case letters
    case digits
    case alphanumeric
    case email = "e-mail"
    case pin = "PIN"
    case notEmpty = "not empty"

    /// The rule as Swift spells it in a call: `.letters`.
    var traceText: String {
        switch self {
        case .letters: ".letters"
        case .digits: ".digits"
        case .alphanumeric: ".alphanumeric"
        case .email: ".email"
        case .pin: ".pin"
        case .notEmpty: ".notEmpty"
        }
    }
}

/// What the login scenarios ask of a login screen, so that one scenario runs on every design: the
/// strategy design (`LoginController`, through `StrategyLoginScreen`) and the if/else design
/// (`ConditionalLoginController`). Its methods are the scenarios' and are not traced; the calls they
/// make are the designs' own, and those are what the transcript shows.
protocol LoginDesign: AnyObject {
    /// Puts a field on the screen, to be checked by `rule`.
    func addField(_ name: String, rule: Rule)
    /// From now on, checks the field `name` by `rule`.
    func change(_ name: String, to rule: Rule)
    /// The user types `text` into the field `name` and leaves it; returns what the screen then shows.
    func endEditing(_ name: String, with text: String) -> InputVerdict?
    /// The field `name` holds `text`, and the program asks for its verdict directly, without the
    /// end-of-editing handshake; returns the verdict.
    func check(_ name: String, holding text: String) -> InputVerdict?
}

/// Client: the choice of which strategy serves each rule. The program (`main`) makes it when it sets
/// up the screen, and this is the knowledge the article's first shortcoming is about. A new strategy
/// adds a line here, where fields are set up, and none in `CustomTextField` or `LoginController`.
func strategy(for rule: Rule) -> any InputTextField {
    switch rule {
    case .letters: LetterInput()
    case .digits: NumberInput()
    case .alphanumeric: AlphanumericInput()
    case .email: EmailInput()
    case .pin: PINInput()
    case .notEmpty: NotEmptyInput()
    }
}

/// `LoginDesign` for the strategy design: a `LoginController` whose fields get the strategies `pick`
/// chooses (the types of `strategy(for:)`, or the closures variant's `closure(for:)`).
final class StrategyLoginScreen: LoginDesign {
    let controller = LoginController()
    private let pick: (Rule) -> any InputTextField

    init(pick: @escaping (Rule) -> any InputTextField = strategy(for:)) {
        self.pick = pick
    }

    func addField(_ name: String, rule: Rule) {
        controller.addField(name, strategy: pick(rule))
    }

    func change(_ name: String, to rule: Rule) {
        controller.field(name)?.inputTextField = pick(rule)
    }

    func endEditing(_ name: String, with text: String) -> InputVerdict? {
        controller.field(name)?.endEditing(with: text)
        return controller.shownVerdicts[name]
    }

    func check(_ name: String, holding text: String) -> InputVerdict? {
        guard let field = controller.field(name) else { return nil }
        field.text = text
        return field.verdict()
    }
}
