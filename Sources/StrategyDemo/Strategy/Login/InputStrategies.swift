import DemoSupport

/// ConcreteStrategy: letters only (the article's `LetterInput`).
struct LetterInput: InputTextField {
    let traceName = "LetterInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { TextChecks.letters(textField.text) }
    }
}

/// ConcreteStrategy: digits only (the article's `NumberInput`).
struct NumberInput: InputTextField {
    let traceName = "NumberInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { TextChecks.digits(textField.text) }
    }
}

/// ConcreteStrategy added by the demo: letters and digits, swapped in at run time.
struct AlphanumericInput: InputTextField {
    let traceName = "AlphanumericInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { TextChecks.alphanumeric(textField.text) }
    }
}

/// ConcreteStrategy added by the demo: a new rule for a new field.
struct EmailInput: InputTextField {
    let traceName = "EmailInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { TextChecks.email(textField.text) }
    }
}

/// ConcreteStrategy: anything but nothing. It reads only `text` of all the field hands it
/// (the article's second shortcoming).
struct NotEmptyInput: InputTextField {
    let traceName = "NotEmptyInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { TextChecks.notEmpty(textField.text) }
    }
}
