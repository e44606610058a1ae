import DemoSupport

/// ViewModel: takes the views' user actions, asks the Model, and publishes what the views should show.
/// It knows no view: views bind to `route`, `point` and `augmentedReality` and are notified.
final class ViewModel: Traced {
    /// The route on the map (bound by the Map).
    let route: BoundValue<ViewState<RouteOnMap>>
    /// The selected point and its materials (bound by the Map, and by the AR view when it tracks it).
    let point: BoundValue<ViewState<PointDetails>>
    /// The AR data of the selected point (bound by the Augmented reality view).
    let augmentedReality: BoundValue<ViewState<ARScene>>
    private let model: Model
    private let user: User

    /// A ViewModel for `user`; a resumed app starts with the screen it had.
    init(user: User, model: Model, screen: Screen = Screen()) {
        self.user = user
        self.model = model
        route = BoundValue(screen.route)
        point = BoundValue(screen.point)
        augmentedReality = BoundValue(screen.augmentedReality)
    }

    var screen: Screen {
        Screen(route: route.value, point: point.value, augmentedReality: augmentedReality.value)
    }

    /// Shows the route at `link`; the selected point and AR data of the route before are cleared.
    func showRoute(link: String) {
        traced(link) {
            let result = model.routes.fetch(id: link).flatMap(TouristRules.route(in:))
            route.publish(ViewState(result, RouteOnMap.init))
            clear(point)
            clear(augmentedReality)
        }
    }

    /// Shows point `id` of the route on the map with its materials; refuses a point not on that route.
    func selectPoint(id: Int) throws(Refusal) {
        try traced(id) { () throws(Refusal) in
            let shown = try TouristRules.route(toSelect: id, on: route.value)
            let result = model.pointsOfInterest.fetch(id: shown.id)
            point.publish(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
            clear(augmentedReality)
        }
    }

    /// Shows the AR data of the selected point; refuses when no point is selected.
    func requestAugmentedReality() throws(Refusal) {
        try traced { () throws(Refusal) in
            let selected = try TouristRules.pointForAugmentedReality(point.value)
            let result = model.arComponents.fetch(id: selected.id)
            augmentedReality.publish(
                ViewState(result) { ARScene(pointID: selected.id, pointName: selected.name, component: $0) })
        }
    }

    /// Creates a route as this user and shows it; the server's refusal changes nothing.
    func createRoute(name: String, link: String) throws(Refusal) {
        try traced(name, link) { () throws(Refusal) in
            switch model.routes.create(name: name, link: link, createdBy: user) {
            case .success(let route):
                self.route.publish(.shown(RouteOnMap(route)))
                clear(point)
                clear(augmentedReality)
            case .failure(let error):
                throw Refusal("create route \(quoted(name)): \(error)")
            }
        }
    }

    /// Data that belonged to the route or point before is taken off the screen.
    private func clear<Value>(_ value: BoundValue<ViewState<Value>>) {
        if value.value != .empty { value.publish(.empty) }
    }
}
