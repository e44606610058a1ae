import DemoSupport

/// View: the Map screen ("Карта"). It shows a route's pins and the selected point's materials, and
/// presents augmented reality; in the MVVM design it also takes the user's taps and passes them to
/// the ViewModel. What it shows goes to the `Console`.
final class MapView: Traced {
    let traceName = "Map"
    private(set) var screen = Screen()
    private(set) var isOpen = false
    /// Where the taps go (MVVM design); nil in the `mvc` variant, whose controller takes the taps.
    /// Weak: the assembly owns the ViewModel.
    weak var viewModel: ViewModel?
    /// The AR screen this map presents (MVVM design).
    weak var augmentedRealityView: AugmentedRealityView?

    /// A new map is closed and empty; a map resumed from the background is open and shows what it
    /// showed before (nothing is drawn or asked again).
    init(resuming screen: Screen? = nil) {
        self.screen = screen ?? Screen()
        isOpen = screen != nil
    }

    // MARK: What the user sees

    /// The app comes up (opening an open app does nothing more).
    func open() {
        traced {
            guard !isOpen else { return }
            isOpen = true
            Console.print("Map: open, no route shown yet")
        }
    }

    func close() {
        traced {
            isOpen = false
            Console.print("Map: closed")
        }
    }

    func showRoute(_ state: ViewState<RouteOnMap>) {
        traced(state) {
            screen.route = state
            switch state {
            case .empty: Console.print("Map: no route shown")
            case .failed(let message): Console.print("Map: error: \(message)")
            case .shown(let route):
                Console.print(
                    "Map: route \(route.id) \(quotedName(route.name)) (\(route.link)), "
                        + counted(route.pins.count, "point"))
                for pin in route.pins {
                    Console.print(
                        "Map:   pin \(pin.id) \(quotedName(pin.name)) at \(pin.latitude), \(pin.longitude)")
                }
            }
        }
    }

    func showPoint(_ state: ViewState<PointDetails>) {
        traced(state) {
            screen.point = state
            switch state {
            case .empty: Console.print("Map: no point selected")
            case .failed(let message): Console.print("Map: point error: \(message)")
            case .shown(let point):
                Console.print("Map: point \(point.id) \(quotedName(point.name)): \(point.description)")
                for material in point.materials {
                    Console.print("Map:   \(material.type.rawValue) \(material.id): \(material.content)")
                }
            }
        }
    }

    /// The AR view's scene, put on screen over the map.
    func presentAugmentedReality(_ state: ViewState<ARScene>) {
        traced(state) {
            screen.augmentedReality = state
            for line in AugmentedRealityView.lines(for: state) { Console.print(line) }
        }
    }

    // MARK: The user's taps, passed to the ViewModel (MVVM design); each answers what the map now shows

    func viewRoute(link: String) throws(Refusal) -> ViewState<RouteOnMap> {
        try traced(link) { () throws(Refusal) -> ViewState<RouteOnMap> in
            guard isOpen, let viewModel else { throw TouristRules.closed }
            viewModel.showRoute(link: link)
            return screen.route
        }
    }

    func selectPoint(id: Int) throws(Refusal) -> ViewState<PointDetails> {
        try traced(id) { () throws(Refusal) -> ViewState<PointDetails> in
            guard isOpen, let viewModel else { throw TouristRules.closed }
            try viewModel.selectPoint(id: id)
            return screen.point
        }
    }

    func viewAugmentedReality() throws(Refusal) -> ViewState<ARScene> {
        try traced { () throws(Refusal) -> ViewState<ARScene> in
            guard isOpen, let augmentedRealityView else { throw TouristRules.closed }
            try augmentedRealityView.requestData()
            return screen.augmentedReality
        }
    }

    func createRoute(name: String, link: String) throws(Refusal) -> ViewState<RouteOnMap> {
        try traced(name, link) { () throws(Refusal) -> ViewState<RouteOnMap> in
            guard isOpen, let viewModel else { throw TouristRules.closed }
            try viewModel.createRoute(name: name, link: link)
            return screen.route
        }
    }
}

/// View: the Augmented reality screen ("Дополненная реальность"). It places a point's AR component
/// and hands the scene to the map, which presents it; in the MVVM design it asks the ViewModel for
/// the AR data itself.
final class AugmentedRealityView: Traced {
    static let title = "Augmented reality"
    var traceName: String { Self.title }
    /// Set by the MVVM assembly; nil in the `mvc` variant.
    weak var viewModel: ViewModel?
    private let presenter: MapView

    /// Whether the view shows the point selected on the map as its target (MVVM design: it is bound).
    private var tracksSelectedPoint = false

    init(presenter: MapView) {
        self.presenter = presenter
    }

    /// Asked by the map to show augmented reality (MVVM design).
    func requestData() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard let viewModel else { throw TouristRules.closed }
            try viewModel.requestAugmentedReality()
        }
    }

    /// The tourist's tap: from now on the view shows the point selected on the map as its target
    /// (MVVM design). The view shows the point selected now, then binds itself to the ViewModel's
    /// `point`, beside the Map; the ViewModel does not change.
    func trackSelectedPoint() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard presenter.isOpen, let viewModel else { throw TouristRules.closed }
            guard !tracksSelectedPoint else { return }
            tracksSelectedPoint = true
            showTarget(viewModel.point.value)
            selfMessage("binds itself to the ViewModel's point, beside the Map")
            viewModel.point.bind { [weak self] in self?.showTarget($0) }
        }
    }

    /// Places the scene and hands it to the map, which shows it to the user.
    func display(_ state: ViewState<ARScene>) {
        traced(state) { presenter.presentAugmentedReality(state) }
    }

    /// Shows which point the AR camera will look for: the point selected on the map.
    func showTarget(_ state: ViewState<PointDetails>) {
        traced(state) {
            switch state {
            case .empty: Console.print("\(Self.title): no target")
            case .failed(let message): Console.print("\(Self.title): no target: \(message)")
            case .shown(let point):
                Console.print("\(Self.title): target point \(point.id) \(quotedName(point.name))")
            }
        }
    }

    static func lines(for state: ViewState<ARScene>) -> [String] {
        switch state {
        case .empty: return ["\(title): closed"]
        case .failed(let message): return ["\(title): error: \(message)"]
        case .shown(let scene):
            let c = scene.component
            return [
                "\(title): \(quotedName(c.name)) at point \(scene.pointID) \(quotedName(scene.pointName)), "
                    + "position (\(c.positionX), \(c.positionY), \(c.positionZ)), "
                    + "rotation (\(c.rotationX), \(c.rotationY), \(c.rotationZ))"
            ]
        }
    }
}
