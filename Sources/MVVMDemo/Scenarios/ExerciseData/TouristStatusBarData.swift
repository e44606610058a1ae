/// The data of exercise tourist-status-bar's scenario (docs/exercises/tourist-status-bar.md): the
/// tourist, the route and its points. Course-owned: the grader may run the scenario on other data too.
enum TouristStatusBarData {
    /// The demo's sample: route 456 with Red Square (AR data, 2 materials) and point 789 (no AR data).
    static let places = TouristPlaces.sample
}
