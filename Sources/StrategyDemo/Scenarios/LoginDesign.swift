import DemoSupport

/// The rules a login field can have, named alike in every design of the login scenarios.
enum Rule: String, CaseIterable, TraceValue {
    case letters
    case digits
    case alphanumeric
    case email = "e-mail"
    case notEmpty = "not empty"

    /// The rule as Swift spells it in a call: `.letters`.
    var traceText: String {
        switch self {
        case .letters: ".letters"
        case .digits: ".digits"
        case .alphanumeric: ".alphanumeric"
        case .email: ".email"
        case .notEmpty: ".notEmpty"
        }
    }
}

/// What the login scenarios ask of a login screen, so that one scenario runs on every design: the
/// strategy design (`LoginController`) and the if/else design (`ConditionalLoginController`).
protocol LoginDesign: AnyObject {
    /// Puts a field on the screen, to be checked by `rule`.
    func addField(_ name: String, rule: Rule)
    /// From now on, checks `name` by `rule`.
    func change(_ name: String, to rule: Rule)
    /// Harness seam, not a call of the app: the user types `text` into the field `name` and leaves
    /// it. The field's own `endEditing(with:)` is the call the transcript shows.
    func endEditing(_ name: String, with text: String)
    /// What the screen shows under each field once its editing ended, by field name.
    var shownVerdicts: [String: InputVerdict] { get }
}
