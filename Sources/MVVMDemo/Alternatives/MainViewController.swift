import DemoSupport

/// Controller (variant `mvc`): the document's `MainViewController`. It takes the taps, calls the
/// services itself, decides what to show and puts it on the views: the ViewModel layer is missing,
/// and so is the binding. It keeps one concrete property per service instead of the document's
/// `any Service`.
final class MainViewController: TouristAppDesign {
    static let name = "MainViewController"
    private let routeService: RouteService
    private let pointOfInterestService: PointOfInterestService
    private let arComponentService: ARComponentService
    private let map: MapView
    private let augmentedRealityView: AugmentedRealityView
    private let user: User
    private let transcript: Transcript
    private var isOpen = false

    init(user: User, server: Server, transcript: Transcript) {
        let model = Model(server: server, transcript: transcript)
        routeService = model.routes
        pointOfInterestService = model.pointsOfInterest
        arComponentService = model.arComponents
        map = MapView(name: Self.name, user: actorName(user), transcript: transcript)
        augmentedRealityView = AugmentedRealityView(presenter: map, transcript: transcript)
        self.user = user
        self.transcript = transcript
    }

    var entry: String { Self.name }
    var layers: [String] { [Self.name, AugmentedRealityView.name, Model.name] }
    var screen: Screen { map.screen }

    func open() {
        guard !isOpen else { return }
        isOpen = true
        map.showOpened()
    }

    func close() {
        isOpen = false
        map.showClosed()
    }

    /// The document's `getRoute()`, with its result handled.
    func viewRoute(link: String) throws(Refusal) {
        guard isOpen else { throw TouristRules.closed }
        let result = ask(
            "Request route data: RouteService.fetchData(id: \(quoted(link, limit: 40)))", "Return route data",
            describe: Describe.route
        ) { routeService.fetch(id: link).flatMap(TouristRules.route(in:)) }
        map.showRoute(ViewState(result, RouteOnMap.init))
        clearPoint()
        clearAugmentedReality()
    }

    /// The document's `getPointsOfInterest()`, for the route on the map.
    func selectPoint(id: Int) throws(Refusal) {
        guard isOpen else { throw TouristRules.closed }
        let shown = try TouristRules.route(toSelect: id, on: map.screen.route)
        let result = ask(
            "Request text and media materials: PointOfInterestService.fetchData(id: \(shown.id))",
            "Return text and media materials", describe: Describe.points
        ) { pointOfInterestService.fetch(id: shown.id) }
        map.showPoint(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
        clearAugmentedReality()
    }

    func viewAugmentedReality() throws(Refusal) {
        guard isOpen else { throw TouristRules.closed }
        let selected = try TouristRules.pointForAugmentedReality(map.screen.point)
        let result = ask(
            "Request AR data: ARComponentService.fetchData(id: \(selected.id))", "Return AR data",
            describe: Describe.arComponent
        ) { arComponentService.fetch(id: selected.id) }
        showAugmentedReality(
            ViewState(result) { ARScene(pointID: selected.id, pointName: selected.name, component: $0) })
    }

    func createRoute(name: String, link: String) throws(Refusal) {
        guard isOpen else { throw TouristRules.closed }
        let result = ask(
            "Create a route: RouteService.create(name: \(quoted(name)), link: \(quoted(link, limit: 40)))",
            "Return the new route", describe: Describe.route
        ) { routeService.create(name: name, link: link, createdBy: user) }
        switch result {
        case .success(let route):
            map.showRoute(.shown(RouteOnMap(route)))
            clearPoint()
            clearAugmentedReality()
        case .failure(let error):
            throw Refusal("create route \(quoted(name)): \(error)")
        }
    }

    private func showAugmentedReality(_ state: ViewState<ARScene>) {
        transcript.send(
            "Show AR data: display(\(state.describe(\.summary)))", from: Self.name,
            to: AugmentedRealityView.name)
        augmentedRealityView.display(state)
    }

    private func clearPoint() {
        if map.screen.point != .empty { map.showPoint(.empty) }
    }

    private func clearAugmentedReality() {
        if map.screen.augmentedReality != .empty { showAugmentedReality(.empty) }
    }

    private func ask<T>(
        _ request: String, _ answer: String, describe: (T) -> String, _ body: () -> Result<T, ServiceError>
    ) -> Result<T, ServiceError> {
        exchange(
            transcript, from: Self.name, to: Model.name, request: request, answer: answer, describe: describe,
            body)
    }
}
