import DemoSupport

/// Context: a login text field that validates its own text with the strategy it holds
/// (the article's `CustomTextField`). It knows no rule itself and never asks which field it is.
final class CustomTextField: Traced, TraceValue {
    let traceName: String
    var text = ""
    let placeholder: String
    /// The context's own limit, checked before any strategy runs, so no strategy scans huge input.
    let maxLength: Int
    static let defaultMaxLength = 32
    /// The strategy (the article's property name). It can be replaced at any time.
    var inputTextField: any InputTextField {
        didSet { traced(inputTextField) {} }
    }
    /// Told when editing ends, as UIKit tells a text field's delegate.
    weak var delegate: LoginController?

    init(
        name: String, placeholder: String = "", maxLength: Int = defaultMaxLength,
        inputTextField: any InputTextField
    ) {
        self.traceName = name
        self.placeholder = placeholder
        self.maxLength = maxLength
        self.inputTextField = inputTextField
        traced(name, placeholder, maxLength, inputTextField) {}
    }

    /// The field passed as an argument shows as its name.
    var traceText: String { traceName }

    /// The user leaves the field holding `text`; the delegate validates it.
    func endEditing(with text: String) {
        traced(text) {
            self.text = text
            delegate?.textFieldDidEndEditing(self)
        }
    }

    /// The article's `isOK`: true when the strategy accepts the text.
    func isOK() -> Bool { verdict().isOK }

    /// Asks the strategy, or refuses input over `maxLength` without asking it.
    func verdict() -> InputVerdict {
        traced {
            guard text.count <= maxLength else {
                step("\(text.count) characters > maxLength \(maxLength)")
                return .illegal("longer than \(maxLength) characters")
            }
            return inputTextField.inputTextField(self)
        }
    }
}
