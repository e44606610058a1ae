import DemoSupport

/// ViewModel: takes the views' user actions, asks the Model, and publishes what the views should show.
/// It knows no view: views bind to `route`, `point` and `augmentedReality` and are notified.
final class ViewModel {
    static let name = "ViewModel"
    /// The route on the map (bound by the Map).
    let route: Observable<ViewState<RouteOnMap>>
    /// The selected point and its materials (bound by the Map).
    let point: Observable<ViewState<PointDetails>>
    /// The AR data of the selected point (bound by the Augmented reality view).
    let augmentedReality: Observable<ViewState<ARScene>>
    private let model: Model
    private let user: User
    private let transcript: Transcript

    init(user: User, model: Model, transcript: Transcript) {
        self.user = user
        self.model = model
        self.transcript = transcript
        route = Observable(.empty, owner: Self.name, label: "Return the route", transcript: transcript) {
            $0.describe(\.summary)
        }
        point = Observable(
            .empty, owner: Self.name, label: "Return text and media materials", transcript: transcript
        ) { $0.describe(\.summary) }
        augmentedReality = Observable(
            .empty, owner: Self.name, label: "Return AR data", transcript: transcript
        ) {
            $0.describe(\.summary)
        }
    }

    var screen: Screen {
        Screen(route: route.value, point: point.value, augmentedReality: augmentedReality.value)
    }

    /// Shows the route at `link`; the selected point and AR data of the route before are cleared.
    func showRoute(link: String) {
        let result = ask(
            "Request route data: RouteService.fetchData(id: \(quoted(link, limit: 40)))", "Return route data",
            describe: Describe.route
        ) { model.routes.fetch(id: link).flatMap(TouristRules.route(in:)) }
        route.publish(ViewState(result, RouteOnMap.init))
        clear(point)
        clear(augmentedReality)
    }

    /// Shows point `id` of the route on the map with its materials; refuses a point not on that route.
    func selectPoint(id: Int) throws(Refusal) {
        let shown = try TouristRules.route(toSelect: id, on: route.value)
        let result = ask(
            "Request text and media materials: PointOfInterestService.fetchData(id: \(shown.id))",
            "Return text and media materials", describe: Describe.points
        ) { model.pointsOfInterest.fetch(id: shown.id) }
        point.publish(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
        clear(augmentedReality)
    }

    /// Shows the AR data of the selected point; refuses when no point is selected.
    func requestAugmentedReality() throws(Refusal) {
        let selected = try TouristRules.pointForAugmentedReality(point.value)
        let result = ask(
            "Request AR data: ARComponentService.fetchData(id: \(selected.id))", "Return AR data",
            describe: Describe.arComponent
        ) { model.arComponents.fetch(id: selected.id) }
        augmentedReality.publish(
            ViewState(result) { ARScene(pointID: selected.id, pointName: selected.name, component: $0) })
    }

    /// Creates a route as this user and shows it; the server's refusal changes nothing.
    func createRoute(name: String, link: String) throws(Refusal) {
        let result = ask(
            "Create a route: RouteService.create(name: \(quoted(name)), link: \(quoted(link, limit: 40)))",
            "Return the new route", describe: Describe.route
        ) { model.routes.create(name: name, link: link, createdBy: user) }
        switch result {
        case .success(let route):
            self.route.publish(.shown(RouteOnMap(route)))
            clear(point)
            clear(augmentedReality)
        case .failure(let error):
            throw Refusal("create route \(quoted(name)): \(error)")
        }
    }

    /// A request to the Model and its answer, traced.
    private func ask<T>(
        _ request: String, _ answer: String, describe: (T) -> String, _ body: () -> Result<T, ServiceError>
    ) -> Result<T, ServiceError> {
        exchange(
            transcript, from: Self.name, to: Model.name, request: request, answer: answer, describe: describe,
            body)
    }

    /// Data that belonged to the route or point before is taken off the screen.
    private func clear<Value>(_ observable: Observable<ViewState<Value>>) {
        if observable.value != .empty { observable.publish(.empty) }
    }
}
