import DemoSupport

/// Variant `closures`, ConcreteStrategy made from a closure: Swift's answer to "one class per
/// strategy" (the article's third shortcoming). One type serves every rule.
struct ClosureInput: InputTextField {
    let traceName: String
    let check: (String) -> InputVerdict

    func inputTextField(_ textField: CustomTextField) -> InputVerdict {
        traced(textField) { check(textField.text) }
    }
}

/// Variant `closures`: the client's choice, with each rule written as a closure of its own.
func closure(for rule: Rule) -> any InputTextField {
    switch rule {
    case .letters:
        ClosureInput(traceName: "letters closure") { text in
            guard !text.isEmpty else { return .empty }
            guard text.count <= 32 else { return .illegal("longer than 32 characters") }
            guard let offender = text.first(where: { !($0.isASCII && $0.isLetter) }) else { return .correct }
            return .illegal("\(quoted(String(offender))) is not a letter A-Z or a-z")
        }
    case .digits:
        ClosureInput(traceName: "digits closure") { text in
            guard !text.isEmpty else { return .empty }
            guard text.count <= 32 else { return .illegal("longer than 32 characters") }
            guard let offender = text.first(where: { !($0.isASCII && $0.isWholeNumber) }) else {
                return .correct
            }
            return .illegal("\(quoted(String(offender))) is not a digit 0-9")
        }
    case .alphanumeric:
        ClosureInput(traceName: "alphanumeric closure") { text in
            guard !text.isEmpty else { return .empty }
            guard text.count <= 32 else { return .illegal("longer than 32 characters") }
            guard let offender = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isWholeNumber)) })
            else { return .correct }
            return .illegal("\(quoted(String(offender))) is neither a letter A-Z, a-z nor a digit 0-9")
        }
    case .email: ClosureInput(traceName: "e-mail closure", check: emailAddress)
    case .pin:
        ClosureInput(traceName: "PIN closure") { text in
            guard !text.isEmpty else { return .empty }
            if let offender = text.first(where: { !($0.isASCII && $0.isWholeNumber) }) {
                return .illegal("\(quoted(String(offender))) is not a digit 0-9")
            }
            return text.count == 4 ? .correct : .illegal("a PIN has 4 digits, not \(text.count)")
        }
    case .notEmpty: ClosureInput(traceName: "not-empty closure") { $0.isEmpty ? .empty : .correct }
    }
}

/// The e-mail rule, passed as a closure: one `@` between a non-empty name and a dotted domain.
private func emailAddress(_ text: String) -> InputVerdict {
    guard !text.isEmpty else { return .empty }
    guard text.count <= 32 else { return .illegal("longer than 32 characters") }
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

/// Variant `closures`, ConcreteStrategy made from a closure: one type for every way of travelling.
struct ClosureTravel: TravelStrategy {
    let traceName: String
    let makePlan: (Trip) -> TravelPlan

    func plan(for trip: Trip) -> TravelPlan {
        traced(trip) { makePlan(trip) }
    }
}

/// Variant `closures`: the four ways of travelling, each a closure with its own prices and speeds.
func travelClosures() -> [(mode: String, strategy: any TravelStrategy)] {
    [
        (
            "Bicycle",
            ClosureTravel(traceName: "bicycle closure") { trip in
                let minutes = trip.kilometres * 60 / 15
                return TravelPlan(
                    dollars: 0, minutes: minutes, effortMinutes: minutes, changes: 0, tools: ["a bicycle"])
            }
        ),
        (
            "Car",
            ClosureTravel(traceName: "car closure") { trip in
                let minutes = trip.kilometres * 60 / 80
                return TravelPlan(
                    dollars: trip.kilometres * 15 / 100, minutes: minutes, effortMinutes: minutes, changes: 0,
                    tools: ["a car", "a driving licence"])
            }
        ),
        (
            "Train",
            ClosureTravel(traceName: "train closure") { trip in
                TravelPlan(
                    dollars: 6 + trip.kilometres / 10, minutes: 30 + trip.kilometres * 60 / 120,
                    effortMinutes: 0,
                    changes: 1, tools: [])
            }
        ),
        (
            "Airplane",
            ClosureTravel(traceName: "airplane closure") { trip in
                TravelPlan(
                    dollars: 90, minutes: 90 + trip.kilometres * 60 / 600, effortMinutes: 0, changes: 2,
                    tools: ["an identity card"])
            }
        ),
    ]
}
