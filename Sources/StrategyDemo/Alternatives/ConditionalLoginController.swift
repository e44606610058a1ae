import DemoSupport

/// Variant `conditional`: the design the article starts from. Fields are plain; the controller's
/// end-of-editing handler holds every rule in one if/else chain, and a new rule means editing it.
final class ConditionalLoginController: LoginDesign, Traced {
    /// A field that carries only its text and which rule it wants (a type code).
    final class PlainTextField: Traced, TraceValue {
        let traceName: String
        var text = ""
        var kind: Rule {
            didSet { traced(kind) {} }
        }
        weak var delegate: ConditionalLoginController?

        init(name: String, kind: Rule) {
            self.traceName = name
            self.kind = kind
            traced(name, kind) {}
        }

        var traceText: String { traceName }

        func endEditing(with text: String) {
            traced(text) {
                self.text = text
                delegate?.textFieldDidEndEditing(self)
            }
        }
    }

    let traceName = "LoginController"
    static let maxLength = CustomTextField.defaultMaxLength
    private var fields: [PlainTextField] = []
    /// What the screen shows under each field, by field name (looked up only, never iterated).
    private(set) var shownVerdicts: [String: InputVerdict] = [:]

    func addField(_ name: String, rule: Rule) {
        traced(name, rule) {
            let field = PlainTextField(name: name, kind: rule)
            field.delegate = self
            fields.append(field)
        }
    }

    func change(_ name: String, to rule: Rule) {
        traced(name, rule) { fields.first { $0.traceName == name }?.kind = rule }
    }

    func endEditing(_ name: String, with text: String) {
        fields.first { $0.traceName == name }?.endEditing(with: text)
    }

    /// One branch per rule; every field's validation lives here.
    func textFieldDidEndEditing(_ textField: PlainTextField) {
        traced(textField) { shownVerdicts[textField.traceName] = verdict(for: textField) }
    }

    private func verdict(for textField: PlainTextField) -> InputVerdict {
        let text = textField.text
        guard text.count <= Self.maxLength else {
            step("\(text.count) characters > maxLength \(Self.maxLength)")
            return .illegal("longer than \(Self.maxLength) characters")
        }
        let verdict: InputVerdict
        let branch: String
        if textField.kind == .letters {
            (branch, verdict) = ("letters", TextChecks.letters(text))
        } else if textField.kind == .digits {
            (branch, verdict) = ("digits", TextChecks.digits(text))
        } else if textField.kind == .alphanumeric {
            (branch, verdict) = ("alphanumeric", TextChecks.alphanumeric(text))
        } else if textField.kind == .email {
            (branch, verdict) = ("e-mail", TextChecks.email(text))
        } else {
            (branch, verdict) = ("not empty", TextChecks.notEmpty(text))
        }
        step("if/else on \(textField.traceName).kind: \(branch) branch")
        return verdict
    }
}
