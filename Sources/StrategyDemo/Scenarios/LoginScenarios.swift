import DemoSupport

/// The `login` scenario, written once for every design: two fields; the end-of-editing handshake
/// once in full, then more input checked directly.
func login(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program, user)
    transcript.heading("Each field gets its rule")
    transcript.acting(as: program) {
        screen.addField("nameField", rule: .letters)
        screen.addField("yearField", rule: .digits)
    }
    transcript.heading("Editing ends: the field tells its delegate, and the delegate asks for the verdict")
    edit("nameField", "Alice", on: screen, transcript)
    transcript.heading("More input, each checked directly: the handshake around it is always the same")
    let inputs = [
        ("nameField", "Al1ce"), ("nameField", ""), ("nameField", "Zoë"),
        ("nameField", String(repeating: "a", count: 40)), ("yearField", "2024"), ("yearField", "20 24"),
        ("yearField", ""), ("yearField", "٢٠٢٤"),
    ]
    for (field, text) in inputs {
        check(field, text, on: screen, transcript)
    }
}

/// The `swap` scenario: a rule replaced at run time, then another field with another rule.
func swap(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program)
    transcript.heading("A code field accepts digits only")
    transcript.acting(as: program) { screen.addField("codeField", rule: .digits) }
    check("codeField", "A1B2", on: screen, transcript)
    transcript.heading("The rule of the same field is replaced at run time")
    transcript.acting(as: program) { screen.change("codeField", to: .alphanumeric) }
    check("codeField", "A1B2", on: screen, transcript)
    check("codeField", "A1-B2", on: screen, transcript)
    transcript.heading("Another field, another rule: e-mail")
    transcript.acting(as: program) { screen.addField("emailField", rule: .email) }
    for text in ["ada@example.com", "ada@example", "ada.example.com", "ada lovelace@example.com"] {
        check("emailField", text, on: screen, transcript)
    }
}

/// The `extend` scenario: a rule written after the screen, a PIN of exactly 4 digits. Until it
/// exists, the PIN field has the general rule, which is what the if/else chain's catch-all applies.
func extend(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program)
    transcript.heading("A PIN field, before there is a PIN rule: only \"not empty\"")
    transcript.acting(as: program) { screen.addField("pinField", rule: .notEmpty) }
    check("pinField", "12345", on: screen, transcript)
    transcript.heading("The PIN rule is written: exactly 4 digits")
    transcript.note(
        "Strategy design: one new type, PINInput; CustomTextField and LoginController are unchanged. "
            + "If/else design: a new kind, .pin, and a new branch in ConditionalLoginController's chain, "
            + "above the catch-all else that took pinField until now.")
    transcript.acting(as: program) { screen.change("pinField", to: .pin) }
    for text in ["12345", "1234", "12a4"] {
        check("pinField", text, on: screen, transcript)
    }
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
