import DemoSupport

/// Strategy: one way of deciding whether a text field's input is legal (the article's
/// `InputTextField` policy class). The context hands itself over, as the article's
/// `inputTextField:` does, so a strategy may read whatever the field holds.
protocol InputTextField: Traced, TraceValue {
    func inputTextField(_ textField: CustomTextField) -> InputVerdict
}

/// What a validation decides. The article's strategies return a bare `BOOL`; a verdict also says why,
/// so the screen can tell the user what to fix.
enum InputVerdict: Equatable, TraceValue {
    case correct
    case empty
    case illegal(String)

    var isOK: Bool { self == .correct }

    /// The line the login screen shows.
    var description: String {
        switch self {
        case .correct: "input correct"
        case .empty: "Illegal input: the field is empty"
        case .illegal(let reason): "Illegal input: \(reason)"
        }
    }

    /// The verdict as a returned value: `correct`, `empty` or `illegal`.
    var traceText: String {
        switch self {
        case .correct: "correct"
        case .empty: "empty"
        case .illegal: "illegal"
        }
    }
}
