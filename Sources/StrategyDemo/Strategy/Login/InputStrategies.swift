/// ConcreteStrategy: letters only (the article's `LetterInput`).
struct LetterInput: InputTextField {
    let name = "LetterInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        TextChecks.letters(textField.text)
    }
}

/// ConcreteStrategy: digits only (the article's `NumberInput`).
struct NumberInput: InputTextField {
    let name = "NumberInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        TextChecks.digits(textField.text)
    }
}

/// ConcreteStrategy added by the demo: letters and digits, swapped in at run time.
struct AlphanumericInput: InputTextField {
    let name = "AlphanumericInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        TextChecks.alphanumeric(textField.text)
    }
}

/// ConcreteStrategy added by the demo without touching `CustomTextField` or `LoginController`.
struct EmailInput: InputTextField {
    let name = "EmailInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        TextChecks.email(textField.text)
    }
}

/// ConcreteStrategy: anything but nothing. It reads only `text` of all the field hands it
/// (the article's second shortcoming).
struct NotEmptyInput: InputTextField {
    let name = "NotEmptyInput"
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        TextChecks.notEmpty(textField.text)
    }
}

/// ConcreteStrategy made from a closure: Swift's answer to "one class per strategy"
/// (the article's third shortcoming). One type serves every rule.
struct ClosureInput: InputTextField {
    let name: String
    let check: (String) -> InputVerdict

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        check(textField.text)
    }
}
