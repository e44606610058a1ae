import DemoSupport

/// Controller (variant `mvc`): the document's `MainViewController`. It takes the taps, calls the
/// services itself, and puts what they answer on the views: the ViewModel layer is missing, and so is
/// the binding. What they did, it does, and a self-message says so each time: the ViewModel's job
/// (a request's loading state and answer, and clearing what a change made stale; the wording is the
/// same `RouteOnMap.init` and the like) and the binding's (updating every view that shows a value,
/// one by one). It keeps one concrete property per service instead of the document's `any Service`,
/// and reads the screen off the views.
final class MainViewController: Traced {
    /// Named in the transcript after the role it plays, beside the other design's `ViewModel`.
    let traceName = "Controller"
    private let routeService: RouteService
    private let pointOfInterestService: PointOfInterestService
    private let arComponentService: ARComponentService
    let map: MapView
    let augmentedRealityView: AugmentedRealityView
    private let user: User
    /// What a resumed app puts back on the views when it opens.
    private let resumed: Screen
    /// Whether the AR view shows the selected point too; every point change must then update it.
    private var augmentedRealityTracksPoint = false

    /// A resumed app (`resuming`) shows the screen it had when it opens; nothing is asked.
    init(user: User, server: Server, resuming screen: Screen? = nil) {
        let model = Model(server: server)
        routeService = model.routes
        pointOfInterestService = model.pointsOfInterest
        arComponentService = model.arComponents
        map = MapView()
        augmentedRealityView = AugmentedRealityView(map: map)
        self.user = user
        resumed = screen ?? Screen()
    }

    func open() {
        traced {
            guard !map.isOpen else { return }
            selfMessage("binding's job: puts the screen it keeps back on the views")
            map.showRoute(resumed.route)
            map.showPoint(resumed.point)
            augmentedRealityView.display(resumed.augmentedReality)
            map.open()
        }
    }

    func close() {
        traced { map.close() }
    }

    /// The document's `getRoute()`, with its result handled.
    func viewRoute(link: String) throws(Refusal) {
        try traced(link) { () throws(Refusal) in
            guard map.isOpen else { throw TouristRules.closed }
            selfMessage("ViewModel's job: the map shows the route loading")
            map.showRoute(.loading)
            let result = routeService.fetch(id: link).flatMap(TouristRules.route(in:))
            selfMessage("ViewModel's job: the answer becomes the route the map shows")
            map.showRoute(ViewState(result, RouteOnMap.init))
            clearPointAndAugmentedReality(after: "a route change")
        }
    }

    /// The document's `getPointsOfInterest()`, for the route on the map.
    func selectPoint(id: Int) throws(Refusal) {
        try traced(id) { () throws(Refusal) in
            guard map.isOpen else { throw TouristRules.closed }
            let shown = try TouristRules.route(toSelect: id, on: map.route)
            selfMessage("ViewModel's job: the map shows the point loading")
            showPoint(.loading)
            let result = pointOfInterestService.fetch(id: shown.id)
            selfMessage("ViewModel's job: the answer becomes the point the map shows")
            showPoint(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
            clearAugmentedReality(after: "a point change")
        }
    }

    func viewAugmentedReality() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard map.isOpen else { throw TouristRules.closed }
            let selected = try TouristRules.pointForAugmentedReality(map.point)
            selfMessage("ViewModel's job: the AR view shows its data loading")
            augmentedRealityView.display(.loading)
            let result = arComponentService.fetch(id: selected.id)
            selfMessage("ViewModel's job: the answer becomes the AR scene")
            augmentedRealityView.display(ViewState(result) { ARScene($0, at: selected.id) })
        }
    }

    /// The AR view is to show the selected point too: nothing can bind, so the controller notes it
    /// and every point change from now on must update that view as well.
    func trackSelectedPoint() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard map.isOpen else { throw TouristRules.closed }
            guard !augmentedRealityTracksPoint else { return }
            selfMessage("binding's job: notes that every point change must reach the AR view too")
            augmentedRealityTracksPoint = true
            augmentedRealityView.showTarget(map.point)
        }
    }

    func createRoute(name: String, link: String) throws(Refusal) {
        try traced(name, link) { () throws(Refusal) in
            guard map.isOpen else { throw TouristRules.closed }
            switch routeService.create(name: name, link: link, createdBy: user) {
            case .success(let route):
                selfMessage("ViewModel's job: the new route becomes the route the map shows")
                map.showRoute(.shown(RouteOnMap(route)))
                clearPointAndAugmentedReality(after: "a route change")
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
        if map.point != .empty {
            selfMessage("ViewModel's job: \(change) clears the old point")
            showPoint(.empty)
        }
        clearAugmentedReality(after: change)
    }

    /// The ViewModel's job: what belonged to the point before goes with it.
    private func clearAugmentedReality(after change: String) {
        guard augmentedRealityView.scene != .empty else { return }
        selfMessage("ViewModel's job: \(change) clears the old AR scene")
        augmentedRealityView.display(.empty)
    }
}
