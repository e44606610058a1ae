import DemoSupport

/// View: the Map screen ("Карта"). It shows a route's pins and the selected point's materials, and
/// presents augmented reality; in the MVVM design it also passes the user's taps to the ViewModel.
/// Its lines are what the user sees.
final class MapView {
    static let name = "Map"
    /// The participant that draws this screen: `Map`, or `MainViewController` in the `mvc` variant.
    let name: String
    /// The person using the app: `Tourist` or `Guide`.
    let user: String
    private(set) var screen = Screen()
    /// Set while the MVVM design has the map bound (always nil in the `mvc` variant, where the
    /// controller decides). Weak: the ViewModel's bindings already hold the map.
    weak var viewModel: ViewModel?
    /// The AR screen this map presents (MVVM design).
    weak var augmentedRealityView: AugmentedRealityView?
    private let transcript: Transcript

    init(name: String = MapView.name, user: String, transcript: Transcript) {
        self.name = name
        self.user = user
        self.transcript = transcript
    }

    // MARK: What the user sees

    func showOpened() {
        transcript.result("Map: open, no route shown yet")
    }

    func showClosed() {
        transcript.result("Map: closed")
    }

    func showRoute(_ state: ViewState<RouteOnMap>) {
        screen.route = state
        transcript.reply("Show the route", from: name, to: user)
        switch state {
        case .empty: transcript.result("Map: no route shown")
        case .failed(let message): transcript.result("Map: error: \(message)")
        case .shown(let route):
            transcript.result(
                "Map: route \(route.id) \(quotedName(route.name)) (\(route.link)), "
                    + Describe.count(route.pins.count, "point"))
            for pin in route.pins {
                transcript.result(
                    "Map:   pin \(pin.id) \(quotedName(pin.name)) at \(pin.latitude), \(pin.longitude)")
            }
        }
    }

    func showPoint(_ state: ViewState<PointDetails>) {
        screen.point = state
        transcript.reply("Show the route point", from: name, to: user)
        switch state {
        case .empty: transcript.result("Map: no point selected")
        case .failed(let message): transcript.result("Map: point error: \(message)")
        case .shown(let point):
            transcript.result("Map: point \(point.id) \(quotedName(point.name)): \(point.description)")
            for material in point.materials {
                transcript.result("Map:   \(material.type.rawValue) \(material.id): \(material.content)")
            }
        }
    }

    /// The AR view's scene, put on screen over the map.
    func presentAugmentedReality(_ state: ViewState<ARScene>, lines: [String]) {
        screen.augmentedReality = state
        transcript.reply("Show augmented reality", from: name, to: user)
        for line in lines { transcript.result(line) }
    }

    // MARK: The user's taps, passed to the ViewModel (MVVM design)

    func viewRoute(link: String) throws(Refusal) {
        guard let viewModel else { throw TouristRules.closed }
        transcript.send(
            "Request the route: showRoute(link: \(quoted(link, limit: 40)))", from: name, to: ViewModel.name)
        viewModel.showRoute(link: link)
    }

    func selectPoint(id: Int) throws(Refusal) {
        guard let viewModel else { throw TouristRules.closed }
        transcript.send(
            "Request text and media materials: selectPoint(id: \(id))", from: name, to: ViewModel.name)
        try viewModel.selectPoint(id: id)
    }

    func viewAugmentedReality() throws(Refusal) {
        guard let augmentedRealityView, viewModel != nil else { throw TouristRules.closed }
        transcript.send("Request AR data", from: name, to: AugmentedRealityView.name)
        try augmentedRealityView.requestData()
    }

    func createRoute(name routeName: String, link: String) throws(Refusal) {
        guard let viewModel else { throw TouristRules.closed }
        transcript.send(
            "Create a route: createRoute(name: \(quoted(routeName)), link: \(quoted(link, limit: 40)))",
            from: name, to: ViewModel.name)
        try viewModel.createRoute(name: routeName, link: link)
    }
}

/// View: the Augmented reality screen ("Дополненная реальность"). It places a point's AR component
/// and hands the scene to the map, which presents it; in the MVVM design it asks the ViewModel for
/// the AR data itself.
final class AugmentedRealityView {
    static let name = "Augmented reality"
    /// Set while the MVVM design has the view bound.
    weak var viewModel: ViewModel?
    private let presenter: MapView
    private let transcript: Transcript

    init(presenter: MapView, transcript: Transcript) {
        self.presenter = presenter
        self.transcript = transcript
    }

    /// Asked by the map to show augmented reality (MVVM design).
    func requestData() throws(Refusal) {
        guard let viewModel else { throw TouristRules.closed }
        transcript.send("Request AR data: requestAugmentedReality()", from: Self.name, to: ViewModel.name)
        try viewModel.requestAugmentedReality()
    }

    /// Places the scene and returns it to the map, which shows it to the user.
    func display(_ state: ViewState<ARScene>) {
        transcript.reply("Return AR data", from: Self.name, to: presenter.name)
        presenter.presentAugmentedReality(state, lines: Self.lines(for: state))
    }

    static func lines(for state: ViewState<ARScene>) -> [String] {
        switch state {
        case .empty: return ["\(name): closed"]
        case .failed(let message): return ["\(name): error: \(message)"]
        case .shown(let scene):
            let c = scene.component
            return [
                "\(name): \(quotedName(c.name)) at point \(scene.pointID) \(quotedName(scene.pointName)), "
                    + "position (\(c.positionX), \(c.positionY), \(c.positionZ)), "
                    + "rotation (\(c.rotationX), \(c.rotationY), \(c.rotationZ))"
            ]
        }
    }
}
