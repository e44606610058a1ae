import DemoSupport

/// ConcreteStrategy written after the login screen: a PIN of exactly 4 digits. Adding it changed no
/// other file of the pattern: `InputTextField`, `CustomTextField` and `LoginController` are as they
/// were (the `extend` scenario; a test adds another such strategy from the test target).
struct PINInput: InputTextField {
    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) {
            let text = textField.text
            guard !text.isEmpty else { return .empty }
            if let offender = text.first(where: { !($0.isASCII && $0.isWholeNumber) }) {
                return .illegal("\(quoted(String(offender))) is not a digit 0-9")
            }
            return text.count == 4 ? .correct : .illegal("a PIN has 4 digits, not \(text.count)")
        }
    }
}
