/// The data of exercise tourist-point-list's scenario (docs/exercises/tourist-point-list.md): the
/// tourist, the route and its points. Course-owned: the grader may run the scenario on other data too.
enum TouristPointListData {
    /// The demo's sample: route 456 with Red Square and point 789.
    static let places = TouristPlaces.sample
}
