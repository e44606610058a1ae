import DemoSupport

/// Variant `conditional`: the design the article starts from. Fields are plain; the controller holds
/// every rule in one if/else chain, so each new rule is an edit of the controller (the PIN branch was
/// one), and a kind without a branch of its own falls into the final `else`.
final class ConditionalLoginController: LoginDesign, Traced {
    /// A field that carries only its text and which rule it wants (a type code).
    final class PlainTextField: Traced, TraceValue {
        let traceName: String
        var text = ""
        var kind: Rule {
            didSet { tracedSet(kind) }
        }
        weak var delegate: ConditionalLoginController?

        init(name: String, kind: Rule) {
            self.traceName = name
            self.kind = kind
            tracedInit(name, kind)
        }

        func endEditing(with text: String) {
            traced(text) {
                self.text = text
                delegate?.textFieldDidEndEditing(self)
            }
        }
    }

    let maxLength = 32
    private(set) var fields: [PlainTextField] = []
    /// What the screen shows under each field, by field name (looked up only, never iterated).
    private(set) var shownVerdicts: [String: InputVerdict] = [:]

    func addField(_ name: String, kind: Rule) {
        traced(name, kind) {
            let field = PlainTextField(name: name, kind: kind)
            field.delegate = self
            fields.append(field)
        }
    }

    /// The article's delegate method: it asks its own chain.
    func textFieldDidEndEditing(_ textField: PlainTextField) {
        traced(textField) { shownVerdicts[textField.traceName] = verdict(for: textField) }
    }

    /// One branch per kind of field; every rule of the screen lives here.
    func verdict(for textField: PlainTextField) -> InputVerdict {
        traced(textField) {
            let text = textField.text
            let tested = "\(textField.traceName).kind"
            if textField.kind == .letters {
                selfMessage("if \(tested) == .letters")
                guard !text.isEmpty else { return .empty }
                guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
                guard let offender = text.first(where: { !($0.isASCII && $0.isLetter) }) else {
                    return .correct
                }
                return .illegal("\(quoted(String(offender))) is not a letter A-Z or a-z")
            } else if textField.kind == .digits {
                selfMessage("if \(tested) == .digits")
                guard !text.isEmpty else { return .empty }
                guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
                guard let offender = text.first(where: { !($0.isASCII && $0.isWholeNumber) }) else {
                    return .correct
                }
                return .illegal("\(quoted(String(offender))) is not a digit 0-9")
            } else if textField.kind == .alphanumeric {
                selfMessage("if \(tested) == .alphanumeric")
                guard !text.isEmpty else { return .empty }
                guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
                guard let offender = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isWholeNumber)) })
                else { return .correct }
                return .illegal("\(quoted(String(offender))) is neither a letter A-Z, a-z nor a digit 0-9")
            } else if textField.kind == .email {
                selfMessage("if \(tested) == .email")
                guard !text.isEmpty else { return .empty }
                guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
                if let offender = text.first(where: { !$0.isASCII || $0 == " " }) {
                    return .illegal("\(quoted(String(offender))) is not allowed in an e-mail address")
                }
                let parts = text.split(separator: "@", omittingEmptySubsequences: false)
                guard parts.count == 2, let name = parts.first, let domain = parts.last, !name.isEmpty else {
                    return .illegal("an e-mail address is name@domain")
                }
                let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
                guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
                    return .illegal("the domain after @ needs a dot, as in example.com")
                }
                return .correct
            } else if textField.kind == .pin {
                // The PIN's edit: this branch, above the catch-all, and `.pin` in `Rule`.
                selfMessage("if \(tested) == .pin (new branch)")
                guard !text.isEmpty else { return .empty }
                if let offender = text.first(where: { !($0.isASCII && $0.isWholeNumber) }) {
                    return .illegal("\(quoted(String(offender))) is not a digit 0-9")
                }
                return text.count == 4 ? .correct : .illegal("a PIN has 4 digits, not \(text.count)")
            } else {
                // The catch-all: `.notEmpty`, and any kind that has no branch yet.
                selfMessage("else (no \(textField.kind.traceText) branch): not empty")
                return text.isEmpty ? .empty : .correct
            }
        }
    }
}
