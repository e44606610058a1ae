import DemoSupport

/// Controller (variant `mvc`): the document's `MainViewController`. It takes the taps, calls the
/// services itself, decides what to show and puts it on the views: the ViewModel layer is missing,
/// and so is the binding. It keeps one concrete property per service instead of the document's
/// `any Service`.
final class MainViewController: Traced {
    let traceName = "MainViewController"
    private let routeService: RouteService
    private let pointOfInterestService: PointOfInterestService
    private let arComponentService: ARComponentService
    let map = MapView()
    let augmentedRealityView: AugmentedRealityView
    private let user: User

    init(user: User, server: Server) {
        let model = Model(server: server)
        routeService = model.routes
        pointOfInterestService = model.pointsOfInterest
        arComponentService = model.arComponents
        augmentedRealityView = AugmentedRealityView(presenter: map)
        self.user = user
    }

    func open() {
        traced { map.open() }
    }

    func close() {
        traced { map.close() }
    }

    /// The document's `getRoute()`, with its result handled.
    func viewRoute(link: String) throws(Refusal) -> ViewState<RouteOnMap> {
        try traced(link) { () throws(Refusal) -> ViewState<RouteOnMap> in
            guard map.isOpen else { throw TouristRules.closed }
            let result = routeService.fetch(id: link).flatMap(TouristRules.route(in:))
            map.showRoute(ViewState(result, RouteOnMap.init))
            clearPoint()
            clearAugmentedReality()
            return map.screen.route
        }
    }

    /// The document's `getPointsOfInterest()`, for the route on the map.
    func selectPoint(id: Int) throws(Refusal) -> ViewState<PointDetails> {
        try traced(id) { () throws(Refusal) -> ViewState<PointDetails> in
            guard map.isOpen else { throw TouristRules.closed }
            let shown = try TouristRules.route(toSelect: id, on: map.screen.route)
            let result = pointOfInterestService.fetch(id: shown.id)
            map.showPoint(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
            clearAugmentedReality()
            return map.screen.point
        }
    }

    func viewAugmentedReality() throws(Refusal) -> ViewState<ARScene> {
        try traced { () throws(Refusal) -> ViewState<ARScene> in
            guard map.isOpen else { throw TouristRules.closed }
            let selected = try TouristRules.pointForAugmentedReality(map.screen.point)
            let result = arComponentService.fetch(id: selected.id)
            augmentedRealityView.display(
                ViewState(result) { ARScene(pointID: selected.id, pointName: selected.name, component: $0) })
            return map.screen.augmentedReality
        }
    }

    func createRoute(name: String, link: String) throws(Refusal) -> ViewState<RouteOnMap> {
        try traced(name, link) { () throws(Refusal) -> ViewState<RouteOnMap> in
            guard map.isOpen else { throw TouristRules.closed }
            switch routeService.create(name: name, link: link, createdBy: user) {
            case .success(let route):
                map.showRoute(.shown(RouteOnMap(route)))
                clearPoint()
                clearAugmentedReality()
                return map.screen.route
            case .failure(let error):
                throw Refusal("create route \(quoted(name)): \(error)")
            }
        }
    }

    private func clearPoint() {
        if map.screen.point != .empty { map.showPoint(.empty) }
    }

    private func clearAugmentedReality() {
        if map.screen.augmentedReality != .empty { augmentedRealityView.display(.empty) }
    }
}
