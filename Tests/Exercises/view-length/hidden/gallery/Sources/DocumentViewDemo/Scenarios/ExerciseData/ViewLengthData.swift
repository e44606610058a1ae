/// The data of exercise view-length's scenario (docs/exercises/view-length.md): the text main
/// sets and the texts the user types. Course-owned: the grader may run the scenario on other data too.
enum ViewLengthData {
    /// The state the scenario's own code (main) sets; no backend is involved.
    static let stateSetByMain = "Gallery"
    /// Typed in view0.
    static let typed = "good morning, all"
    /// Typed in view0 after view1 is detached: one character.
    static let oneCharacter = "x"
    /// Typed in view0 once the view attached as "length" is detached.
    static let last = "thanks!"
}
