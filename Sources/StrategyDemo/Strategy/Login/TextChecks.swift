import DemoSupport

/// The checks behind the rules, written once so that every design of the demo (strategies,
/// if/else, closures) decides the same way and differs only in where the decision is made.
enum TextChecks {
    /// `.empty`, or `.illegal` naming the first character `allowed` rejects, or `.correct`.
    static func every(
        _ text: String, _ allowed: (Character) -> Bool, else rejection: String
    ) -> InputVerdict {
        guard !text.isEmpty else { return .empty }
        guard let offender = text.first(where: { !allowed($0) }) else { return .correct }
        return .illegal("\(quoted(String(offender))) \(rejection)")
    }

    static func letters(_ text: String) -> InputVerdict {
        every(text, isASCIILetter, else: "is not a letter A-Z or a-z")
    }

    static func digits(_ text: String) -> InputVerdict {
        every(text, isASCIIDigit, else: "is not a digit 0-9")
    }

    static func alphanumeric(_ text: String) -> InputVerdict {
        every(
            text, { isASCIILetter($0) || isASCIIDigit($0) },
            else: "is neither a letter A-Z, a-z nor a digit 0-9")
    }

    static func notEmpty(_ text: String) -> InputVerdict {
        text.isEmpty ? .empty : .correct
    }

    /// One `@` between a non-empty name and a domain with a dot inside it; ASCII, no spaces.
    static func email(_ text: String) -> InputVerdict {
        guard !text.isEmpty else { return .empty }
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

    /// The article's rule is `^[a-zA-Z]*$`: letters outside ASCII ("é") are refused on purpose.
    static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    /// Only 0-9: other scripts' digits ("٣") and full-width digits ("３") are refused.
    static func isASCIIDigit(_ character: Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }
}
