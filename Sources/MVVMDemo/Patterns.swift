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
            .role(
                "View", MapView.self, "viewRoute(link:)", "selectPoint(id:)", "showRoute(_:)", "showPoint(_:)"
            ),
            .role("View", AugmentedRealityView.self, "requestData()", "display(_:)"),
            .role(
                "ViewModel", ViewModel.self, "showRoute(link:)", "selectPoint(id:)",
                "requestAugmentedReality()"),
            .role("Binding", BoundValue<Any>.self, "bind(_:)", "publish(_:)"), .role("Model", Model.self),
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
            Role("Subject", "BoundValue (the ViewModel's point)"),
            Role("ConcreteObservers", "MapView (Map), AugmentedRealityView (Augmented reality)"),
            Role("Publisher", "ViewModel, which sets the subject's value"),
        ],
        classes: [
            .role("Subject", BoundValue<Any>.self, "bind(_:)", "publish(_:)"),
            .role("Publisher", ViewModel.self, "selectPoint(id:)"),
            .role("ConcreteObserver", MapView.self, "showPoint(_:)"),
            .role("ConcreteObserver", AugmentedRealityView.self, "trackSelectedPoint()", "showTarget(_:)"),
        ],
        layers: [
            "Publisher": [ViewModel.self], "Subject": [BoundValue<Any>.self],
            "Observers": [MapView.self, AugmentedRealityView.self],
        ],
        structure: [
            .holds(ViewModel.self, BoundValue<Any>.self),
            .calls(ViewModel.self, BoundValue<Any>.self, "publish(_:)"),
            .calls(MapView.self, BoundValue<Any>.self, "bind(_:)"),
            .calls(AugmentedRealityView.self, BoundValue<Any>.self, "bind(_:)"),
            .notifies(BoundValue<Any>.self, MapView.self, "showPoint(_:)"),
            .notifies(BoundValue<Any>.self, AugmentedRealityView.self, "showTarget(_:)"),
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
            Role("ViewState", "ViewState: empty, loading, shown or failed"),
            Role("Views", "MapView (Map), AugmentedRealityView (Augmented reality), switching over it"),
            Role("Publisher", "ViewModel, publishing loading, then the answer"),
        ],
        classes: [
            .role("Publisher", ViewModel.self, "selectPoint(id:)", "requestAugmentedReality()"),
            .role("Binding", BoundValue<Any>.self, "publish(_:)"),
            .role("ViewState", ViewState<PointDetails>.self),
            .role("View", MapView.self, "showPoint(_:)"),
            .role("View", AugmentedRealityView.self, "display(_:)"),
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
            Role("Service", "Service (a protocol: fetch(id:), data)"),
            Role("Services", "RouteService, PointOfInterestService, ARComponentService"),
            Role("Model", "Model (the three services, shown as one participant)"),
            Role("Server", "Server, via ServerConnection"),
        ],
        classes: [
            .role("Service", (any Service).self, "fetchData(id:completion:)"),
            .role(
                "ConcreteService", [RouteService.self, PointOfInterestService.self, ARComponentService.self],
                "fetchData(id:completion:)"),
        ],
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
