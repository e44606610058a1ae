import DemoSupport

/// What the scenarios ask of the tourist app, so that each is written once. The MVVM design
/// (`TouristApp`) and the document's MVC controller (`MainViewController`) answer alike and differ only
/// in who talks to whom.
protocol TouristAppDesign: AnyObject {
    /// The app's participants between the user and the server, in the order diagrams show them.
    var layers: [String] { get }
    /// What the user sees now.
    var screen: Screen { get }
    func open()
    /// Each tap happens, and the views show what changed, or is refused with the reason; a refused
    /// tap changes nothing.
    func viewRoute(link: String) throws(Refusal)
    func selectPoint(id: Int) throws(Refusal)
    func viewAugmentedReality() throws(Refusal)
    func createRoute(name: String, link: String) throws(Refusal)
    /// From now on the AR view shows the point selected on the map too.
    func trackSelectedPoint() throws(Refusal)
    func close()
}

/// Builds a design for a user of the app, on a server: a new app (`nil`), or one resumed from the
/// background with the screen it had.
typealias AppMaker = (User, Server, Screen?) -> any TouristAppDesign

/// How a user appears in the traces.
func actorName(_ user: User) -> String { user.isTourist ? "Tourist" : "Guide" }

/// The MVVM design: the user's taps reach the Map.
extension TouristApp: TouristAppDesign {
    var layers: [String] {
        [map.traceName, augmentedRealityView.traceName, viewModel.traceName, Model.traceName]
    }
    var screen: Screen {
        Screen(route: map.route, point: map.point, augmentedReality: augmentedRealityView.scene)
    }

    func open() { map.open() }
    func viewRoute(link: String) throws(Refusal) { try map.viewRoute(link: link) }
    func selectPoint(id: Int) throws(Refusal) { try map.selectPoint(id: id) }
    func viewAugmentedReality() throws(Refusal) { try map.viewAugmentedReality() }
    func createRoute(name: String, link: String) throws(Refusal) {
        try map.createRoute(name: name, link: link)
    }
    /// A tap on the AR view itself (the component diagram's Tourists -> Augmented reality).
    func trackSelectedPoint() throws(Refusal) { try augmentedRealityView.trackSelectedPoint() }
    func close() { map.close() }
}

/// The `mvc` variant: the user's taps reach the controller.
extension MainViewController: TouristAppDesign {
    var layers: [String] { [traceName, map.traceName, augmentedRealityView.traceName, Model.traceName] }
    var screen: Screen {
        Screen(route: map.route, point: map.point, augmentedReality: augmentedRealityView.scene)
    }
}

/// For the exercise `tourist-point-list`: a view on which the tourist picks a point of the route shown;
/// the tap is passed on, or refused.
protocol PointPicker {
    func selectPoint(id: Int) throws(Refusal)
}

/// The Map is where points are picked until another view is.
extension MapView: PointPicker {}
