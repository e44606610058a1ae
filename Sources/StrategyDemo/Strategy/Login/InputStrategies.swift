import DemoSupport

/// ConcreteStrategy: letters A-Z and a-z only, at most `maxLength` of them (the article's
/// `LetterInput`; its rule is `^[a-zA-Z]*$`, so "é" is refused on purpose).
struct LetterInput: InputTextField {
    var maxLength = 32

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) {
            let text = textField.text
            guard !text.isEmpty else { return .empty }
            guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
            guard let offender = text.first(where: { !($0.isASCII && $0.isLetter) }) else { return .correct }
            return .illegal("\(quoted(String(offender))) is not a letter A-Z or a-z")
        }
    }
}

/// ConcreteStrategy: digits 0-9 only, at most `maxLength` of them (the article's `NumberInput`;
/// other scripts' digits, "٣", and full-width ones, "３", are refused).
struct NumberInput: InputTextField {
    var maxLength = 32

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) {
            let text = textField.text
            guard !text.isEmpty else { return .empty }
            guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
            guard let offender = text.first(where: { !($0.isASCII && $0.isWholeNumber) }) else {
                return .correct
            }
            return .illegal("\(quoted(String(offender))) is not a digit 0-9")
        }
    }
}

/// ConcreteStrategy added by the demo: letters and digits, swapped in at run time.
struct AlphanumericInput: InputTextField {
    var maxLength = 32

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) {
            let text = textField.text
            guard !text.isEmpty else { return .empty }
            guard text.count <= maxLength else { return .illegal("longer than \(maxLength) characters") }
            guard let offender = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isWholeNumber)) })
            else { return .correct }
            return .illegal("\(quoted(String(offender))) is neither a letter A-Z, a-z nor a digit 0-9")
        }
    }
}

/// ConcreteStrategy added by the demo: one `@` between a non-empty name and a domain with a dot
/// inside it; ASCII, no spaces, at most `maxLength` characters.
struct EmailInput: InputTextField {
    var maxLength = 32

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) {
            let text = textField.text
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
        }
    }
}

/// ConcreteStrategy: anything but nothing, of any length. Of all the field hands it, it reads only
/// whether `text` is empty (the article's second shortcoming).
struct NotEmptyInput: InputTextField {
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { textField.text.isEmpty ? .empty : .correct }
    }
}
