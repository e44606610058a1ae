import DemoSupport

/// The `login-confirm` scenario: a sign-up screen whose second field must repeat the first. The
/// repeat field's strategy is the one `repeatPasswordStrategy(matching:)` returns; the fields' names and
/// texts are the exercise's data (ExerciseData/LoginConfirmData.swift).
func confirm(_ transcript: Transcript) {
    typealias Data = LoginConfirmData
    transcript.declare(program, user)
    if repeatAcceptsMistyped() {
        transcript.note(
            "exercise login-confirm is not solved yet: the repeat field's strategy, from "
                + "repeatPasswordStrategy(matching:), accepts \(quoted(Data.mistyped)) while the password is "
                + "\(quoted(Data.password)).")
    }
    let screen = LoginController()
    transcript.heading("A sign-up screen: a password, then the same password again")
    transcript.acting(as: program) { screen.addField(Data.passwordField, strategy: AlphanumericInput()) }
    guard let password = screen.field(Data.passwordField) else { return }
    transcript.acting(as: program) {
        screen.addField(Data.repeatField, strategy: repeatPasswordStrategy(matching: password))
    }
    guard let repeated = screen.field(Data.repeatField) else { return }

    transcript.heading("The user types a password, then types it again")
    edit(password, Data.password, on: screen, transcript)
    edit(repeated, Data.password, on: screen, transcript)
    transcript.heading("Typed again wrong, then not at all")
    check(repeated, holding: Data.mistyped, transcript)
    check(repeated, holding: "", transcript)
    transcript.heading("The password changes: the repeat that matched no longer does")
    edit(password, Data.newPassword, on: screen, transcript)
    check(repeated, holding: Data.password, transcript)
}

/// Whether the strategy `repeatPasswordStrategy(matching:)` returns accepts the mistyped password: a
/// trial on fields of its own, in a transcript that is thrown away, so nothing of it is shown.
private func repeatAcceptsMistyped() -> Bool {
    Transcript().recording {
        let password = CustomTextField(
            name: LoginConfirmData.passwordField, inputTextField: AlphanumericInput())
        password.text = LoginConfirmData.password
        let repeated = CustomTextField(
            name: LoginConfirmData.repeatField, inputTextField: repeatPasswordStrategy(matching: password))
        repeated.text = LoginConfirmData.mistyped
        return repeated.verdict() == .correct
    }
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
