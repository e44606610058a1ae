import DemoSupport

/// Context: a login text field that validates its own text with the strategy it holds
/// (the article's `CustomTextField`). It knows no rule itself and never asks which field it is.
final class CustomTextField {
    let name: String
    var text = ""
    let placeholder: String
    /// The context's own limit, checked before any strategy runs, so no strategy scans huge input.
    let maxLength: Int
    static let defaultMaxLength = 32
    /// The strategy (the article's property name). It can be replaced at any time.
    var inputTextField: any InputTextField
    private let transcript: Transcript

    init(
        name: String, placeholder: String = "", maxLength: Int = defaultMaxLength,
        inputTextField: any InputTextField, transcript: Transcript = Transcript()
    ) {
        self.name = name
        self.placeholder = placeholder
        self.maxLength = maxLength
        self.inputTextField = inputTextField
        self.transcript = transcript
    }

    /// The article's `isOK`: true when the strategy accepts the text.
    func isOK() -> Bool { verdict().isOK }

    /// Asks the strategy, or refuses input over `maxLength` without asking it.
    func verdict() -> InputVerdict {
        guard text.count <= maxLength else {
            transcript.send("\(text.count) characters > maxLength \(maxLength)", from: name, to: name)
            return .illegal("longer than \(maxLength) characters")
        }
        let strategy = inputTextField
        transcript.send("inputTextField(\(name))", from: name, to: strategy.name)
        let verdict = strategy.inputTextField(self)
        transcript.reply(verdict.isOK ? "true" : "false", from: strategy.name, to: name)
        return verdict
    }
}
