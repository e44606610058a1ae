import DemoSupport

/// Variant `conditional`: the design the article starts from. Fields are plain; the controller's
/// end-of-editing handler holds every rule in one if/else chain, and a new rule means editing it.
final class ConditionalLoginController: LoginDesign {
    /// A field that carries only its text and which rule it wants (a type code).
    private final class PlainTextField {
        let name: String
        var text = ""
        var kind: Rule
        init(name: String, kind: Rule) {
            self.name = name
            self.kind = kind
        }
    }

    static let name = "LoginController"
    static let maxLength = CustomTextField.defaultMaxLength
    private var fields: [PlainTextField] = []
    private let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func addField(_ name: String, rule: Rule) {
        fields.append(PlainTextField(name: name, kind: rule))
        transcript.send("kind = \(rule.rawValue)", from: Self.name, to: name)
    }

    func change(_ name: String, to rule: Rule) {
        guard let field = fields.first(where: { $0.name == name }) else { return }
        field.kind = rule
        transcript.send("kind = \(rule.rawValue)", from: Self.name, to: name)
    }

    func endEditing(_ name: String, with text: String) -> InputVerdict {
        guard let field = fields.first(where: { $0.name == name }) else {
            return .illegal("there is no field \(name)")
        }
        field.text = text
        transcript.send("textFieldDidEndEditing(\(name))", from: name, to: Self.name)
        return textFieldDidEndEditing(field)
    }

    /// One branch per rule; every field's validation lives here.
    private func textFieldDidEndEditing(_ textField: PlainTextField) -> InputVerdict {
        let text = textField.text
        guard text.count <= Self.maxLength else {
            transcript.send(
                "\(text.count) characters > maxLength \(Self.maxLength)", from: Self.name, to: Self.name)
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
        transcript.send(
            "if/else on \(textField.name).kind: \(branch) branch -> \(verdict.isOK)",
            from: Self.name, to: Self.name)
        return verdict
    }
}
