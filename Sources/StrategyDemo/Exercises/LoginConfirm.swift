/// Exercise login-confirm (docs/exercises/login-confirm.md). Client: the strategy the sign-up screen
/// gives its repeat field, which must hold the same text as `password`. Return your strategy here,
/// made with the field it must match.
func repeatPasswordStrategy(matching password: CustomTextField) -> any InputTextField {
    NotEmptyInput()
}
