import DemoSupport

/// The `login-confirm` scenario: a sign-up screen whose second field must repeat the first. The
/// repeat field's strategy is the one `repeatPasswordStrategy(matching:)` returns.
func confirm(_ transcript: Transcript) {
    transcript.declare(program, user)
    let screen = LoginController()
    transcript.heading("A sign-up screen: a password, then the same password again")
    transcript.acting(as: program) { screen.addField("passwordField", strategy: AlphanumericInput()) }
    guard let password = screen.field("passwordField") else { return }
    transcript.acting(as: program) {
        screen.addField("repeatField", strategy: repeatPasswordStrategy(matching: password))
    }
    guard let repeated = screen.field("repeatField") else { return }

    transcript.heading("The user types a password, then types it again")
    edit(password, "Secret42", on: screen, transcript)
    edit(repeated, "Secret42", on: screen, transcript)
    transcript.heading("Typed again wrong, then not at all")
    check(repeated, holding: "secret42", transcript)
    check(repeated, holding: "", transcript)
    transcript.heading("The password changes: the repeat that matched no longer does")
    edit(password, "Better7", on: screen, transcript)
    check(repeated, holding: "Secret42", transcript)
}

/// The user leaves `field` holding `text`; the screen shows the verdict its delegate asked for.
private func edit(
    _ field: CustomTextField, _ text: String, on screen: LoginController, _ transcript: Transcript
) {
    transcript.acting(as: user) { field.endEditing(with: text) }
    let verdict = screen.shownVerdicts[field.traceName] ?? .empty
    transcript.result("\(field.traceName) \(quoted(text)): \(verdict.description)")
}

/// `field` holds `text`, and the program asks for its verdict.
private func check(_ field: CustomTextField, holding text: String, _ transcript: Transcript) {
    field.text = text
    let verdict = transcript.acting(as: program) { field.verdict() }
    transcript.result("\(field.traceName) \(quoted(text)): \(verdict.description)")
}
