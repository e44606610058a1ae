import DemoSupport

/// The `login` scenario, written once for every design: two fields, each with its own rule; the
/// end-of-editing handshake once in full, then the other field checked directly. Edge cases of the
/// rules (empty, too long, other scripts' letters and digits) are the unit tests' (InputStrategyTests).
func login(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program, user)
    transcript.heading("Each field gets its rule")
    transcript.acting(as: program) {
        screen.addField("nameField", rule: .letters)
        screen.addField("yearField", rule: .digits)
    }
    transcript.heading("Editing ends: the field tells its delegate, and the delegate asks for the verdict")
    edit("nameField", "Alice", on: screen, transcript)
    transcript.heading("The same text in yearField, whose rule is digits: another verdict")
    check("yearField", "Alice", on: screen, transcript)
}

/// The `swap` scenario: a field's rule replaced at run time; the same text gets another verdict.
func swap(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program)
    transcript.heading("A code field accepts digits only")
    transcript.acting(as: program) { screen.addField("codeField", rule: .digits) }
    check("codeField", "A1B2", on: screen, transcript)
    transcript.heading("The rule of the same field is replaced at run time")
    transcript.acting(as: program) { screen.change("codeField", to: .alphanumeric) }
    check("codeField", "A1B2", on: screen, transcript)
}

/// The `extend` scenario: a rule written after the screen, a PIN of exactly 4 digits. Until it
/// exists, the PIN field has the general rule, which is what the if/else chain's catch-all applies.
/// What the PIN cost each design is in its roles (a new type, one more closure, a new branch), so the
/// scenario, shared by all three, names none of them.
func extend(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program)
    transcript.heading("A PIN field, before there is a PIN rule: only \"not empty\"")
    transcript.acting(as: program) { screen.addField("pinField", rule: .notEmpty) }
    check("pinField", "12345", on: screen, transcript)
    transcript.heading("The PIN rule is written, exactly 4 digits: the same PIN is now refused")
    transcript.acting(as: program) { screen.change("pinField", to: .pin) }
    check("pinField", "12345", on: screen, transcript)
}

/// The program that sets up the screen, and the person who types.
let program = Participant("main")
let user = Participant.actor("User")

/// The user leaves `field` holding `text`; the screen shows its verdict.
private func edit(_ field: String, _ text: String, on screen: any LoginDesign, _ transcript: Transcript) {
    let verdict = transcript.acting(as: user) { screen.endEditing(field, with: text) }
    transcript.result(
        "\(field) \(quoted(text)): \((verdict ?? .illegal("there is no field \(field)")).description)")
}

/// `field` holds `text`, and the program asks for its verdict.
private func check(_ field: String, _ text: String, on screen: any LoginDesign, _ transcript: Transcript) {
    let verdict = transcript.acting(as: program) { screen.check(field, holding: text) }
    transcript.result(
        "\(field) \(quoted(text)): \((verdict ?? .illegal("there is no field \(field)")).description)")
}
