import DemoSupport
import DemoTools

/// The patterns MVVMDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "MVVM, views bound to a ViewModel", folder: "MVVM",
        scenarios: ["session", "authoring", "refusals", "tourist-status-bar", "tourist-point-list"],
        title: "MVVM in three layers",
        classes: [
            MVVMRoles.map, MVVMRoles.augmentedReality, MVVMRoles.viewModel, MVVMRoles.binding,
            MVVMRoles.model,
        ],
        layers: [
            "View": [MapView.self, AugmentedRealityView.self],
            "ViewModel": [ViewModel.self, BoundValue<Any>.self],
            "Model": [Model.self, RouteService.self],
        ],
        structure: [
            .weak(MapView.self, ViewModel.self), .calls(MapView.self, ViewModel.self, "showRoute(link:)"),
            .calls(MapView.self, ViewModel.self, "selectPoint(id:)"),
            .weak(AugmentedRealityView.self, ViewModel.self),
            .calls(AugmentedRealityView.self, ViewModel.self, "requestAugmentedReality()"),
            .holds(ViewModel.self, BoundValue<Any>.self).pointing(.right),
            .calls(ViewModel.self, BoundValue<Any>.self, "publish(_:)").pointing(.right),
            .notifies(BoundValue<Any>.self, MapView.self, "showRoute(_:)"),
            .notifies(BoundValue<Any>.self, MapView.self, "showPoint(_:)"),
            .notifies(BoundValue<Any>.self, AugmentedRealityView.self, "display(_:)"),
            .holds(ViewModel.self, Model.self),
            // authoring: the guide's tap, and the one request that is not a Service's fetch.
            .calls(MapView.self, ViewModel.self, "createRoute(name:link:)").only(in: "authoring"),
            .holds(Model.self, RouteService.self).only(in: "authoring"),
            .calls(ViewModel.self, RouteService.self, "create(name:link:createdBy:)").only(in: "authoring"),
        ],
        variants: [
            "mvc": [
                .holds(MainViewController.self, MapView.self),
                .holds(MainViewController.self, AugmentedRealityView.self),
                .calls(MainViewController.self, MapView.self, "showRoute(_:)"),
                .calls(MainViewController.self, MapView.self, "showPoint(_:)"),
                .calls(MainViewController.self, AugmentedRealityView.self, "display(_:)"),
                .holds(MainViewController.self, RouteService.self),
                .holds(MainViewController.self, PointOfInterestService.self),
                .holds(MainViewController.self, ARComponentService.self),
            ]
        ]),
    Pattern(
        "The binding: one value, every view bound to it (Observer)", folder: "MVVM",
        scenarios: ["binding"], title: "the binding, an Observer",
        roles: [
            BindingRoles.subject.note("the ViewModel's point"),
            BindingRoles.map.note("Map").and(BindingRoles.augmentedReality.note("Augmented reality"))
                .named("ConcreteObservers"),
            BindingRoles.observer.said(": update(_:), which each view makes around a method of its own"),
            BindingRoles.publisher.said(", which sets the subject's value"),
        ],
        classes: [
            BindingRoles.subject, BindingRoles.observer, BindingRoles.publisher, BindingRoles.map,
            BindingRoles.augmentedReality,
        ],
        layers: [
            "Publisher": [ViewModel.self],
            "Binding": [BoundValue<Any>.self, ValueObserver<Any>.self],
            "Observers": [MapView.self, AugmentedRealityView.self],
        ],
        structure: [
            .holds(ViewModel.self, BoundValue<Any>.self),
            .calls(ViewModel.self, BoundValue<Any>.self, "publish(_:)"),
            .notifies(BoundValue<Any>.self, ValueObserver<Any>.self, "update(_:)").pointing(.right),
            .calls(MapView.self, BoundValue<Any>.self, "bind(_:)"),
            .calls(AugmentedRealityView.self, BoundValue<Any>.self, "bind(_:)"),
            .creates(MapView.self, ValueObserver<Any>.self),
            .creates(AugmentedRealityView.self, ValueObserver<Any>.self),
            .weak(MapView.self, ViewModel.self), .calls(MapView.self, ViewModel.self, "selectPoint(id:)"),
        ],
        variants: [
            "mvc": [
                .holds(MainViewController.self, MapView.self),
                .holds(MainViewController.self, AugmentedRealityView.self),
                .calls(MainViewController.self, MapView.self, "showPoint(_:)"),
                .calls(MainViewController.self, AugmentedRealityView.self, "showTarget(_:)"),
            ]
        ]),
    Pattern(
        "What a view shows: loading, then the data or the error", folder: "MVVM",
        scenarios: ["errors"], title: "ViewState, what each view shows",
        roles: [
            ViewStateRoles.shown,
            ViewStateRoles.map.note("Map").and(ViewStateRoles.augmentedReality.note("Augmented reality"))
                .said(", switching over it").named("Views"),
            ViewStateRoles.publisher.said(", publishing loading, then the answer"),
        ],
        classes: [
            ViewStateRoles.publisher, ViewStateRoles.binding, ViewStateRoles.viewState, ViewStateRoles.map,
            ViewStateRoles.augmentedReality,
        ],
        layers: [
            "ViewModel": [ViewModel.self, BoundValue<Any>.self, ViewState<PointDetails>.self],
            "View": [MapView.self, AugmentedRealityView.self],
        ],
        structure: [
            .holds(ViewModel.self, BoundValue<Any>.self),
            .calls(ViewModel.self, BoundValue<Any>.self, "publish(_:)"),
            .creates(ViewModel.self, ViewState<PointDetails>.self),
            .notifies(BoundValue<Any>.self, MapView.self, "showPoint(_:)"),
            .notifies(BoundValue<Any>.self, AugmentedRealityView.self, "display(_:)"),
            .takes(MapView.self, ViewState<PointDetails>.self, in: "showPoint(_:)"),
            .takes(AugmentedRealityView.self, ViewState<PointDetails>.self, in: "display(_:)"),
        ],
        variants: [
            "mvc": [
                .creates(MainViewController.self, ViewState<PointDetails>.self),
                .calls(MainViewController.self, MapView.self, "showPoint(_:)"),
                .calls(MainViewController.self, AugmentedRealityView.self, "display(_:)"),
            ]
        ]),
    Pattern(
        "Service protocol, the Model", folder: "Model",
        scenarios: ["session", "authoring", "refusals"], title: "the Model: Service",
        roles: [
            ServiceRoles.service.note("a protocol: fetch(id:), data"),
            ServiceRoles.concrete.named("Services"),
            MVVMRoles.model.note("the three services, shown as one participant"),
            MVVMRoles.server.by(Server.self, ServerConnection.self, separator: ", via "),
        ],
        classes: [ServiceRoles.service, ServiceRoles.concrete],
        structure: [
            .holds(Model.self, RouteService.self), .holds(Model.self, PointOfInterestService.self),
            .holds(Model.self, ARComponentService.self),
            .conforms(RouteService.self, to: (any Service).self) { $0 },
            .conforms(PointOfInterestService.self, to: (any Service).self) { $0 },
            .conforms(ARComponentService.self, to: (any Service).self) { $0 },
            .holds(RouteService.self, ServerConnection.self), .holds(ServerConnection.self, Server.self),
        ],
        variants: [
            "mvc": [
                .conforms(RouteService.self, to: (any Service).self) { $0 },
                .conforms(PointOfInterestService.self, to: (any Service).self) { $0 },
                .conforms(ARComponentService.self, to: (any Service).self) { $0 },
                .holds(RouteService.self, ServerConnection.self),
                .holds(ServerConnection.self, Server.self),
            ]
        ]),
]

/// The MVVM pattern's roles, each declared once: its class diagram draws them, and the scenarios'
/// Roles blocks name them, each with what its scenario says of it.
enum MVVMRoles {
    static let map = ClassRole.role(
        "View", MapView.self, "viewRoute(link:)", "selectPoint(id:)", "showRoute(_:)", "showPoint(_:)")
    static let augmentedReality = ClassRole.role(
        "View", AugmentedRealityView.self, "requestData()", "display(_:)")
    static let viewModel = ClassRole.role(
        "ViewModel", ViewModel.self, "showRoute(link:)", "selectPoint(id:)", "requestAugmentedReality()")
    static let binding = ClassRole.role("Binding", BoundValue<Any>.self, "bind(_:)", "publish(_:)")
    static let model = ClassRole.role("Model", Model.self)
    /// The server behind the Model (drawn in no picture as a role).
    static let server = ClassRole.role("Server", Server.self)
    /// Both views, each with its screen's title.
    static let views = map.note("Map").and(augmentedReality.note("Augmented reality"))
    /// The binding as the scenarios name it.
    static let bound = binding.said(": its value now on bind, then each new one to every bound view (~>)")
}

/// The binding's roles as an Observer.
enum BindingRoles {
    static let subject = ClassRole.role("Subject", BoundValue<Any>.self, "bind(_:)", "publish(_:)")
    static let observer = ClassRole.role("Observer", ValueObserver<Any>.self, "update(_:)")
    static let publisher = ClassRole.role("Publisher", ViewModel.self, "selectPoint(id:)")
    static let map = ClassRole.role("ConcreteObserver", MapView.self, "showPoint(_:)")
    static let augmentedReality = ClassRole.role(
        "ConcreteObserver", AugmentedRealityView.self, "trackSelectedPoint()", "showTarget(_:)")
}

/// The roles in what a view shows, a ViewState.
enum ViewStateRoles {
    static let publisher = ClassRole.role(
        "Publisher", ViewModel.self, "selectPoint(id:)", "requestAugmentedReality()")
    static let binding = ClassRole.role("Binding", BoundValue<Any>.self, "publish(_:)")
    static let viewState = ClassRole.role("ViewState", ViewState<PointDetails>.self)
    static let map = ClassRole.role("View", MapView.self, "showPoint(_:)")
    static let augmentedReality = ClassRole.role("View", AugmentedRealityView.self, "display(_:)")
    /// The ViewState as `--list` and the `errors` scenario name it.
    static let shown = viewState.said(": empty, loading, shown or failed")
}

/// The Model's roles: a Service protocol and the services that conform to it.
enum ServiceRoles {
    static let service = ClassRole.role("Service", (any Service).self, "fetchData(id:completion:)")
    static let concrete = ClassRole.role(
        "ConcreteService", [RouteService.self, PointOfInterestService.self, ARComponentService.self],
        "fetchData(id:completion:)")
}
