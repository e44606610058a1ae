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
        "main, the client, must pick the PIN field's strategy, and picks LetterInput by mistake.")
    let pinField = transcript.acting(as: program) {
        CustomTextField(name: "pinField", inputTextField: LetterInput())
    }
    pinField.text = "2024"
    let byLetters = transcript.acting(as: program) { pinField.verdict() }
    transcript.result("pinField \(quoted(pinField.text)) with LetterInput: \(byLetters.description)")
    // The fix is the swap 'swap' and 'extend' show: run off the record, its verdict alone is shown.
    let byPIN = unrecorded {
        pinField.inputTextField = PINInput()
        return pinField.verdict()
    }
    transcript.note("Swapped to PINInput as in 'extend' (off the record here), the same PIN passes:")
    transcript.result("pinField \(quoted(pinField.text)) with PINInput: \(byPIN.description)")
}

/// 2. The context hands over everything; a simple strategy uses almost none of it.
private func simpleStrategyIgnoresData(_ transcript: Transcript) {
    transcript.heading("2. A simple strategy ignores what the context passes")
    let nickField = transcript.acting(as: program) {
        let field = CustomTextField(name: "nickField", inputTextField: NotEmptyInput())
        field.placeholder = "Nickname"
        return field
    }
    transcript.note(
        "nickField passes itself (name, text, placeholder, delegate); NotEmptyInput reads only text.")
    let verdict = transcript.acting(as: program) { nickField.verdict() }
    transcript.result("nickField \(quoted(nickField.text)) with NotEmptyInput: \(verdict.description)")
}

/// 3. One type per rule, unless the rules are closures of one type.
private func manyStrategyTypes(_ transcript: Transcript) {
    transcript.heading("3. Many strategy types; in Swift, closures need only one")
    let classes = Rule.allCases.map(strategy(for:))
    let closures = Rule.allCases.map(closure(for:))
    transcript.result("as types: \(classes.count) rules need \(Set(classes.map(\.traceName)).count) types")
    transcript.result("as closures: \(closures.count) rules need 1 type, ClosureInput")
    // So many probes would bury the point in calls: they run unrecorded, and only their tally is shown.
    let pairs = zip(Rule.allCases, zip(classes, closures)).map { ($0.rawValue, $1.0, $1.1) }
    let tally = unrecorded { agreement(of: pairs, on: tallySamples) }
    transcript.result(tally)
}

/// The inputs on which each rule's type and closure are compared.
let tallySamples = ["Ada", "2024", "Ada1", "ada@example.com", "", String(repeating: "7", count: 40)]

/// How many verdicts of the closures differ from their types' on `samples`, and for which rules:
/// `on 6 sample inputs, closures and types agree: 36 of 36 verdicts`, or, when some differ,
/// `on 6 sample inputs, 2 of 36 verdicts differ between closure and type: PIN 2`.
func agreement(
    of pairs: [(rule: String, type: any InputTextField, closure: any InputTextField)], on samples: [String]
) -> String {
    let field = CustomTextField(name: "probe", inputTextField: NotEmptyInput())
    let differences = pairs.map { pair in
        samples.filter { sample in
            field.text = sample
            field.inputTextField = pair.type
            let byType = field.verdict()
            field.inputTextField = pair.closure
            return byType != field.verdict()
        }.count
    }
    let total = pairs.count * samples.count
    let differing = differences.reduce(0, +)
    let on = "on \(samples.count) sample inputs"
    guard differing > 0 else { return "\(on), closures and types agree: \(total) of \(total) verdicts" }
    let rules = zip(pairs, differences).filter { $1 > 0 }.map { "\($0.rule) \($1)" }
    return "\(on), \(differing) of \(total) verdicts differ between closure and type: "
        + rules.joined(separator: ", ")
}
