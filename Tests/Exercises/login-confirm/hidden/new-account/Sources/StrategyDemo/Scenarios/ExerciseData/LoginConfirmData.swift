/// The data of exercise login-confirm's scenario (docs/exercises/login-confirm.md): the sign-up
/// screen's two fields and what the user types. Course-owned: the grader may run the scenario on other
/// data too.
enum LoginConfirmData {
    /// The names of the two fields: the password, and the one where it is typed again.
    static let passwordField = "newPassword"
    static let repeatField = "newPasswordAgain"
    /// The password, typed in both fields.
    static let password = "Tulip2024"
    /// The password typed again wrong.
    static let mistyped = "Tulip2025"
    /// The password the user changes to afterwards.
    static let newPassword = "Orchid9"
}
