/// The data of exercise mvc-banner's scenario (docs/exercises/mvc-banner.md): the text main sets
/// and the texts the user types. Course-owned: the grader may run the scenario on other data too.
enum MVCBannerData {
    /// The state the scenario's own code (main) sets; no backend is involved.
    static let stateSetByMain = "blargh"
    /// Typed in banner with spaces around it, which the controller trims.
    static let padded = "  hello "
    /// Typed in banner next: the text the document already holds, so nothing changes.
    static let unchanged = "hello"
    /// Typed in banner next: more than the controller's 20 characters.
    static let tooLong = "no shouting in the library"
    /// Typed in view1 last.
    static let inView1 = "bye"
}
