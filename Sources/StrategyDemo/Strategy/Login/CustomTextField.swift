import DemoSupport

/// Context: a login text field that validates its text with the strategy it holds (the article's
/// `CustomTextField`). It has no rule of its own, not even a length limit, and never asks which field
/// it is: its verdict is whatever its strategy decides.
final class CustomTextField: Traced, TraceValue {
    let traceName: String
    var text = ""
    /// The hint shown while the field is empty; no strategy here reads it.
    var placeholder = "" {
        didSet { tracedSet(placeholder) }
    }
    /// The strategy (the article's property name). It can be replaced at any time.
    var inputTextField: any InputTextField {
        didSet { tracedSet(inputTextField) }
    }
    /// Told when editing ends, as UIKit tells a text field's delegate.
    weak var delegate: LoginController?

    init(name: String, inputTextField: any InputTextField) {
        self.traceName = name
        self.inputTextField = inputTextField
        tracedInit(name, inputTextField)
    }

    /// The user leaves the field holding `text`; the delegate validates it.
    func endEditing(with text: String) {
        traced(text) {
            self.text = text
            delegate?.textFieldDidEndEditing(self)
        }
    }

    /// The article's `isOK`: true when the strategy accepts the text.
    func isOK() -> Bool { verdict().isOK }

    /// The strategy's verdict on the text, as it stands.
    func verdict() -> InputVerdict {
        traced { inputTextField.inputTextField(self) }
    }
}
