/// The data of exercise login-confirm's scenario (docs/exercises/login-confirm.md): the sign-up
/// screen's two fields and what the user types. Course-owned: the grader may run the scenario on other
/// data too.
enum LoginConfirmData {
    /// The names of the two fields: the password, and the one where it is typed again.
    static let passwordField = "passwordField"
    static let repeatField = "repeatField"
    /// The password, typed in both fields.
    static let password = "Secret42"
    /// The password typed again wrong.
    static let mistyped = "secret42"
    /// The password the user changes to afterwards.
    static let newPassword = "Better7"
}
