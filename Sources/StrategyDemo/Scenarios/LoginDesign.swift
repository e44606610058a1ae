/// The rules a login field can have, named alike in every design of the login scenarios.
enum Rule: String, CaseIterable {
    case letters
    case digits
    case alphanumeric
    case email = "e-mail"
    case notEmpty = "not empty"
}

/// What the login scenarios ask of a login screen. The strategy design (`LoginController`) and the
/// if/else design (`ConditionalLoginController`) answer alike and differ in how they decide.
protocol LoginDesign: AnyObject {
    /// Puts a field on the screen, to be checked by `rule`.
    func addField(_ name: String, rule: Rule)
    /// From now on, checks `name` by `rule`.
    func change(_ name: String, to rule: Rule)
    /// The user types `text` into the field `name` and leaves it; the screen validates it.
    func endEditing(_ name: String, with text: String) -> InputVerdict
}
