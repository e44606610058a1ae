import DemoSupport

/// The `tradeoffs` scenario: the article's three shortcomings of Strategy, shown in behaviour.
func tradeoffs(_ transcript: Transcript) {
    transcript.declare(program)
    clientMustKnowStrategies(transcript)
    simpleStrategyIgnoresData(transcript)
    manyStrategyTypes(transcript)
}

/// 1. Only the client can pick the strategy, so it must know how they differ.
private func clientMustKnowStrategies(_ transcript: Transcript) {
    transcript.heading("1. The client must know the strategies")
    transcript.note(
        "A PIN field; the client (main, which sets up the screen) has to pick the strategy, and picks LetterInput by mistake."
    )
    let screen = LoginController()
    transcript.acting(as: program) { screen.addField("pinField", strategy: LetterInput()) }
    guard let pinField = screen.field("pinField") else { return }
    pinField.text = "2024"
    let byLetters = transcript.acting(as: program) { pinField.verdict() }
    transcript.result("pinField \(quoted(pinField.text)) with LetterInput: \(byLetters.description)")
    let byPIN = transcript.acting(as: program) {
        pinField.inputTextField = PINInput()
        return pinField.verdict()
    }
    transcript.result("pinField \(quoted(pinField.text)) with PINInput: \(byPIN.description)")
}

/// 2. The context hands over everything; a simple strategy uses almost none of it.
private func simpleStrategyIgnoresData(_ transcript: Transcript) {
    transcript.heading("2. A simple strategy ignores what the context passes")
    let nicknameField = transcript.acting(as: program) {
        CustomTextField(name: "nicknameField", placeholder: "Your nickname", inputTextField: NotEmptyInput())
    }
    transcript.note(
        "nicknameField passes itself (name, text, placeholder, delegate); NotEmptyInput reads only text.isEmpty."
    )
    for text in ["", "ada"] {
        nicknameField.text = text
        let verdict = transcript.acting(as: program) { nicknameField.verdict() }
        transcript.result("nicknameField \(quoted(text)) with NotEmptyInput: \(verdict.description)")
    }
}

/// 3. One type per rule, unless the rules are closures of one type.
private func manyStrategyTypes(_ transcript: Transcript) {
    transcript.heading("3. Many strategy types; in Swift, closures need only one")
    let classes = Rule.allCases.map(strategy(for:))
    let closures = Rule.allCases.map(closure(for:))
    transcript.result(
        "as types: \(classes.count) rules need \(classes.count) types: "
            + classes.map(\.traceName).joined(separator: ", "))
    transcript.result("as closures: \(closures.count) rules need 1 type: ClosureInput")
    let samples = ["Ada", "2024", "Ada1", "ada@example.com", "", String(repeating: "7", count: 40)]
    // So many probes would bury the point in calls: they run unrecorded, and only their tally is shown.
    for (rule, (type, closure)) in zip(Rule.allCases, zip(classes, closures)) {
        let agree = Transcript.$current.withValue(nil) {
            let field = CustomTextField(name: "probe", inputTextField: type)
            return samples.allSatisfy { sample in
                field.text = sample
                field.inputTextField = type
                let byType = field.verdict()
                field.inputTextField = closure
                return byType == field.verdict()
            }
        }
        let verdict = agree ? "agree" : "DISAGREE"
        transcript.result(
            "\(rule.rawValue): \(type.traceName) and the \(closure.traceName) \(verdict) on \(samples.count) inputs"
        )
    }
}
