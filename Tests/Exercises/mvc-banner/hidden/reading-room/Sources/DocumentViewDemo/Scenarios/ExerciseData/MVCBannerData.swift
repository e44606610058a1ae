/// The data of exercise mvc-banner's scenario (docs/exercises/mvc-banner.md): the text main sets
/// and the texts the user types. Course-owned: the grader may run the scenario on other data too.
enum MVCBannerData {
    /// The state the scenario's own code (main) sets; no backend is involved.
    static let stateSetByMain = "Opening hours"
    /// Typed in banner with spaces around it, which the controller trims.
    static let padded = " quiet please   "
    /// Typed in banner next: the text the document already holds, so nothing changes.
    static let unchanged = "quiet please"
    /// Typed in banner next: more than the controller's 20 characters.
    static let tooLong = "the reading room closes at nine"
    /// Typed in view1 last.
    static let inView1 = "see you"
}
