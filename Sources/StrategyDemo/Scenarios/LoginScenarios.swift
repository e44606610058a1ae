import DemoSupport

/// The `login` scenario, written once for every design: two fields, several inputs each.
func login(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program, user)
    transcript.heading("The controller gives each field its rule")
    transcript.acting(as: program) {
        screen.addField("letterInput", rule: .letters)
        screen.addField("numberInput", rule: .digits)
    }
    transcript.heading("Editing ends on each field")
    let inputs = [
        ("letterInput", "Alice"), ("letterInput", "Al1ce"), ("letterInput", ""),
        ("letterInput", "Zoë"), ("letterInput", String(repeating: "a", count: 40)),
        ("numberInput", "2024"), ("numberInput", "20 24"), ("numberInput", ""),
        ("numberInput", "٢٠٢٤"),
    ]
    for (field, text) in inputs {
        edit(field, text, on: screen, transcript)
    }
}

/// The `swap` scenario: a strategy replaced at run time, then a new kind of field.
func swap(on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.declare(program, user)
    transcript.heading("A code field accepts digits only")
    transcript.acting(as: program) { screen.addField("codeInput", rule: .digits) }
    edit("codeInput", "A1B2", on: screen, transcript)
    transcript.heading("The rule of the same field is replaced at run time")
    transcript.acting(as: program) { screen.change("codeInput", to: .alphanumeric) }
    edit("codeInput", "A1B2", on: screen, transcript)
    edit("codeInput", "A1-B2", on: screen, transcript)
    transcript.heading("A new rule for a new field: e-mail")
    transcript.acting(as: program) { screen.addField("emailInput", rule: .email) }
    for text in [
        "ada@example.com", "ada@example", "ada.example.com", "ada lovelace@example.com", "@example.com",
    ] {
        edit("emailInput", text, on: screen, transcript)
    }
}

/// The program that sets up the screen, and the person who types.
let program = Participant("main")
let user = Participant.actor("User")

/// The user leaves `field` holding `text`; the screen shows its verdict.
private func edit(_ field: String, _ text: String, on screen: any LoginDesign, _ transcript: Transcript) {
    transcript.acting(as: user) { screen.endEditing(field, with: text) }
    let verdict = screen.shownVerdicts[field] ?? .illegal("there is no field \(field)")
    transcript.result("\(field) \(quoted(text)): \(verdict.description)")
}
