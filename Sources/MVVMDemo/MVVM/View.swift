import DemoSupport

/// View: the Map screen ("Карта"). It shows a route's pins and the selected point's materials; in
/// the MVVM design it binds to the ViewModel when it opens and passes the user's taps to it. It
/// switches over each `ViewState` and prints the text the ViewModel wrote for the data, with labels of
/// its own ("loading the route", "point error:"), to the `Console`; an empty state draws nothing.
final class MapView: Traced {
    let traceName = "Map"
    private(set) var route: ViewState<RouteOnMap> = .empty
    private(set) var point: ViewState<PointDetails> = .empty
    private(set) var isOpen = false
    /// Where the taps go (MVVM design); nil in the `mvc` variant, whose controller takes the taps.
    /// Weak: the assembly owns the ViewModel.
    weak var viewModel: ViewModel?
    /// The AR screen this map opens (MVVM design).
    weak var augmentedRealityView: AugmentedRealityView?
    private var isBound = false

    // MARK: What the user sees

    /// The app comes up (opening an open app does nothing more). In the MVVM design the map binds
    /// to the ViewModel's route and point as it opens; each binding shows the value it holds now.
    func open() {
        traced {
            guard !isOpen else { return }
            isOpen = true
            if let viewModel, !isBound {
                isBound = true
                viewModel.route.bind(ValueObserver(self) { $0.showRoute($1) })
                viewModel.point.bind(ValueObserver(self) { $0.showPoint($1) })
            }
            Console.print("Map: open")
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
            route = state
            switch state {
            case .empty: break
            case .loading: Console.print("Map: loading the route")
            case .failed(let message): Console.print("Map: error: \(message)")
            case .shown(let route): Console.print("Map: \(route.text)")
            }
        }
    }

    func showPoint(_ state: ViewState<PointDetails>) {
        traced(state) {
            point = state
            switch state {
            case .empty: break
            case .loading: Console.print("Map: loading the point")
            case .failed(let message): Console.print("Map: point error: \(message)")
            case .shown(let point): Console.print("Map: \(point.text)")
            }
        }
    }

    // MARK: The user's taps, passed to the ViewModel (MVVM design). A tap answers nothing: what it
    // changes reaches the views through the bindings.

    func viewRoute(link: String) throws(Refusal) {
        try traced(link) { () throws(Refusal) in
            guard isOpen, let viewModel else { throw TouristRules.closed }
            viewModel.showRoute(link: link)
        }
    }

    func selectPoint(id: Int) throws(Refusal) {
        try traced(id) { () throws(Refusal) in
            guard isOpen, let viewModel else { throw TouristRules.closed }
            try viewModel.selectPoint(id: id)
        }
    }

    func viewAugmentedReality() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard isOpen, let augmentedRealityView else { throw TouristRules.closed }
            try augmentedRealityView.requestData()
        }
    }

    func createRoute(name: String, link: String) throws(Refusal) {
        try traced(name, link) { () throws(Refusal) in
            guard isOpen, let viewModel else { throw TouristRules.closed }
            try viewModel.createRoute(name: name, link: link)
        }
    }
}

/// View: the Augmented reality screen ("Дополненная реальность"). It places a point's AR component
/// over the camera picture; in the MVVM design it asks the ViewModel for the AR data itself.
final class AugmentedRealityView: Traced {
    static let title = "Augmented reality"
    var traceName: String { Self.title }
    /// Set by the MVVM assembly; nil in the `mvc` variant.
    weak var viewModel: ViewModel?
    /// The map this screen is opened from: a tap counts only while it is open.
    private unowned let map: MapView
    private(set) var scene: ViewState<ARScene> = .empty

    /// Whether the view shows the point selected on the map as its target (MVVM design: it is bound).
    private var tracksSelectedPoint = false
    /// Whether the view is bound to the ViewModel's AR data: from the first time it is asked to show it.
    private var isBound = false

    init(map: MapView) {
        self.map = map
    }

    /// Asked by the map to show augmented reality (MVVM design). The first time, the view binds to
    /// the ViewModel's AR data, which it is shown at once.
    func requestData() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard let viewModel else { throw TouristRules.closed }
            if !isBound {
                isBound = true
                viewModel.augmentedReality.bind(ValueObserver(self) { $0.display($1) })
            }
            try viewModel.requestAugmentedReality()
        }
    }

    /// The tourist's tap: from now on the view shows the point selected on the map as its target
    /// (MVVM design). It binds itself to the ViewModel's `point`, beside the Map, and the binding
    /// shows the point selected now at once; the ViewModel does not change.
    func trackSelectedPoint() throws(Refusal) {
        try traced { () throws(Refusal) in
            guard map.isOpen, let viewModel else { throw TouristRules.closed }
            guard !tracksSelectedPoint else { return }
            tracksSelectedPoint = true
            selfMessage("binds itself to the ViewModel's point, beside the Map")
            viewModel.point.bind(ValueObserver(self) { $0.showTarget($1) })
        }
    }

    /// Places the scene over the camera picture.
    func display(_ state: ViewState<ARScene>) {
        traced(state) {
            scene = state
            switch state {
            case .empty: break
            case .loading: Console.print("\(Self.title): loading")
            case .failed(let message): Console.print("\(Self.title): error: \(message)")
            case .shown(let scene): Console.print("\(Self.title): \(scene.text)")
            }
        }
    }

    /// Shows which point the AR camera will look for: the point selected on the map.
    func showTarget(_ state: ViewState<PointDetails>) {
        traced(state) {
            switch state {
            case .empty, .loading: break
            case .failed(let message): Console.print("\(Self.title): no target: \(message)")
            case .shown(let point): Console.print("\(Self.title): target \(point.title)")
            }
        }
    }
}
