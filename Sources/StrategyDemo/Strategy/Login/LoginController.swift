import DemoSupport

/// Every field's delegate, outside the pattern's roles: the login screen's controller (the article's
/// view controller). It puts a field on the screen with whatever strategy the client picks, and when
/// editing ends it asks that field for its verdict, whichever field it is. It names no strategy and no
/// rule, so a new strategy needs no edit here.
final class LoginController: Traced {
    private var fields: [CustomTextField] = []
    /// What the screen shows under each field, by field name (looked up only, never iterated).
    private(set) var shownVerdicts: [String: InputVerdict] = [:]

    /// Puts a field on the screen, checked by `strategy`: any type that conforms to `InputTextField`.
    func addField(_ name: String, strategy: any InputTextField) {
        traced(name, strategy) {
            let field = CustomTextField(name: name, inputTextField: strategy)
            field.delegate = self
            fields.append(field)
        }
    }

    /// The field of that name on the screen (the article's outlets).
    func field(_ name: String) -> CustomTextField? {
        fields.first { $0.traceName == name }
    }

    /// The article's delegate method once the strategies exist: no branch per field. The screen then
    /// shows the verdict under the field.
    func textFieldDidEndEditing(_ textField: CustomTextField) {
        traced(textField) { shownVerdicts[textField.traceName] = textField.verdict() }
    }
}
