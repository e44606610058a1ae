import DemoSupport

/// Controller (variant `mvc`): the document's `MainViewController`. It takes the taps, calls the
/// services itself, and puts what they answer on the views: the ViewModel layer is missing, and so is
/// the binding. What they did, it does, and a self-message says so each time: the ViewModel's job
/// (turning an answer into what a view shows, clearing what a change made stale) and the binding's
/// (updating every view that shows a value, one by one). It keeps one concrete property per service
/// instead of the document's `any Service`, and no state of its own: it reads the screen off the map.
final class MainViewController: Traced {
    private let routeService: RouteService
    private let pointOfInterestService: PointOfInterestService
    private let arComponentService: ARComponentService
    let map: MapView
    let augmentedRealityView: AugmentedRealityView
    private let user: User
    /// Whether the AR view shows the selected point too; every point change must then update it.
    private var augmentedRealityTracksPoint = false

    /// A resumed app (`resuming`) is open and shows the screen it had; nothing is asked.
    init(user: User, server: Server, resuming screen: Screen? = nil) {
        let model = Model(server: server)
        routeService = model.routes
        pointOfInterestService = model.pointsOfInterest
        arComponentService = model.arComponents
        map = MapView(resuming: screen)
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
            selfMessage("ViewModel's job: the answer becomes the route the map shows")
            map.showRoute(ViewState(result, RouteOnMap.init))
            clearPointAndAugmentedReality(after: "a route change")
            return map.screen.route
        }
    }

    /// The document's `getPointsOfInterest()`, for the route on the map.
    func selectPoint(id: Int) throws(Refusal) -> ViewState<PointDetails> {
        try traced(id) { () throws(Refusal) -> ViewState<PointDetails> in
            guard map.isOpen else { throw TouristRules.closed }
            let shown = try TouristRules.route(toSelect: id, on: map.screen.route)
            let result = pointOfInterestService.fetch(id: shown.id)
            selfMessage("ViewModel's job: the answer becomes the point the map shows")
            showPoint(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
            clearAugmentedReality(after: "a point change")
            return map.screen.point
        }
    }

    func viewAugmentedReality() throws(Refusal) -> ViewState<ARScene> {
        try traced { () throws(Refusal) -> ViewState<ARScene> in
            guard map.isOpen else { throw TouristRules.closed }
            let selected = try TouristRules.pointForAugmentedReality(map.screen.point)
            let result = arComponentService.fetch(id: selected.id)
            selfMessage("ViewModel's job: the answer becomes the AR scene")
            augmentedRealityView.display(
                ViewState(result) { ARScene(pointID: selected.id, pointName: selected.name, component: $0) })
            return map.screen.augmentedReality
        }
    }

    /// The AR view is to show the selected point too: nothing can bind, so the controller notes it
    /// and every point change from now on must update that view as well.
    func trackSelectedPoint() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard map.isOpen else { throw TouristRules.closed }
            guard !augmentedRealityTracksPoint else { return }
            augmentedRealityView.showTarget(map.screen.point)
            selfMessage("binding's job: notes that every point change must reach the AR view too")
            augmentedRealityTracksPoint = true
        }
    }

    func createRoute(name: String, link: String) throws(Refusal) -> ViewState<RouteOnMap> {
        try traced(name, link) { () throws(Refusal) -> ViewState<RouteOnMap> in
            guard map.isOpen else { throw TouristRules.closed }
            switch routeService.create(name: name, link: link, createdBy: user) {
            case .success(let route):
                selfMessage("ViewModel's job: the new route becomes the route the map shows")
                map.showRoute(.shown(RouteOnMap(route)))
                clearPointAndAugmentedReality(after: "a route change")
                return map.screen.route
            case .failure(let error):
                throw Refusal("create route \(quoted(name)): \(error)")
            }
        }
    }

    /// The binding's job: a point's state goes to every view that shows it, one call each.
    private func showPoint(_ state: ViewState<PointDetails>) {
        map.showPoint(state)
        guard augmentedRealityTracksPoint else { return }
        selfMessage("binding's job: the AR view shows the point too, updated by hand")
        augmentedRealityView.showTarget(state)
    }

    /// The ViewModel's job: what belonged to the route before goes with it.
    private func clearPointAndAugmentedReality(after change: String) {
        if map.screen.point != .empty {
            selfMessage("ViewModel's job: \(change) clears the old point")
            showPoint(.empty)
        }
        clearAugmentedReality(after: change)
    }

    /// The ViewModel's job: what belonged to the point before goes with it.
    private func clearAugmentedReality(after change: String) {
        guard map.screen.augmentedReality != .empty else { return }
        selfMessage("ViewModel's job: \(change) clears the old AR scene")
        augmentedRealityView.display(.empty)
    }
}
