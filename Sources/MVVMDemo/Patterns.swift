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
            "MapView": .role(
                "View", "viewRoute(link:)", "selectPoint(id:)", "showRoute(_:)", "showPoint(_:)"),
            "AugmentedRealityView": .role("View", "requestData()", "display(_:)"),
            "ViewModel": .role(
                "ViewModel", "showRoute(link:)", "selectPoint(id:)", "requestAugmentedReality()"),
            "BoundValue": .role("Binding", "bind(_:)", "publish(_:)"), "Model": .role("Model"),
        ],
        layers: [
            "View": "MapView, AugmentedRealityView", "ViewModel": "ViewModel, BoundValue",
            "Model": "Model, RouteService",
        ],
        structure: [
            .weak("MapView", "ViewModel"), .calls("MapView", "ViewModel", "showRoute(link:)"),
            .calls("MapView", "ViewModel", "selectPoint(id:)"), .weak("AugmentedRealityView", "ViewModel"),
            .calls("AugmentedRealityView", "ViewModel", "requestAugmentedReality()"),
            .holds("ViewModel", "BoundValue").pointing(.right),
            .calls("ViewModel", "BoundValue", "publish(_:)").pointing(.right),
            .notifies("BoundValue", "MapView", "showRoute(_:)"),
            .notifies("BoundValue", "MapView", "showPoint(_:)"),
            .notifies("BoundValue", "AugmentedRealityView", "display(_:)"), .holds("ViewModel", "Model"),
            // authoring: the guide's tap, and the one request that is not a Service's fetch.
            .calls("MapView", "ViewModel", "createRoute(name:link:)").only(in: "authoring"),
            .holds("Model", "RouteService").only(in: "authoring"),
            .calls("ViewModel", "RouteService", "create(name:link:createdBy:)").only(in: "authoring"),
        ],
        variants: [
            "mvc": [
                .holds("MainViewController", "MapView"), .holds("MainViewController", "AugmentedRealityView"),
                .calls("MainViewController", "MapView", "showRoute(_:)"),
                .calls("MainViewController", "MapView", "showPoint(_:)"),
                .calls("MainViewController", "AugmentedRealityView", "display(_:)"),
                .holds("MainViewController", "RouteService"),
                .holds("MainViewController", "PointOfInterestService"),
                .holds("MainViewController", "ARComponentService"),
            ]
        ]),
    Pattern(
        "The binding: one value, every view bound to it (Observer)", folder: "MVVM",
        scenarios: ["binding"], title: "the binding, an Observer",
        roles: [
            "Subject": "BoundValue (the ViewModel's point)",
            "ConcreteObservers": "MapView (Map), AugmentedRealityView (Augmented reality)",
            "Publisher": "ViewModel, which sets the subject's value",
        ],
        classes: [
            "BoundValue": .role("Subject", "bind(_:)", "publish(_:)"),
            "ViewModel": .role("Publisher", "selectPoint(id:)"),
            "MapView": .role("ConcreteObserver", "showPoint(_:)"),
            "AugmentedRealityView": .role("ConcreteObserver", "trackSelectedPoint()", "showTarget(_:)"),
        ],
        layers: [
            "Publisher": "ViewModel", "Subject": "BoundValue", "Observers": "MapView, AugmentedRealityView",
        ],
        structure: [
            .holds("ViewModel", "BoundValue"), .calls("ViewModel", "BoundValue", "publish(_:)"),
            .calls("MapView", "BoundValue", "bind(_:)"),
            .calls("AugmentedRealityView", "BoundValue", "bind(_:)"),
            .notifies("BoundValue", "MapView", "showPoint(_:)"),
            .notifies("BoundValue", "AugmentedRealityView", "showTarget(_:)"),
            .weak("MapView", "ViewModel"), .calls("MapView", "ViewModel", "selectPoint(id:)"),
        ],
        variants: [
            "mvc": [
                .holds("MainViewController", "MapView"), .holds("MainViewController", "AugmentedRealityView"),
                .calls("MainViewController", "MapView", "showPoint(_:)"),
                .calls("MainViewController", "AugmentedRealityView", "showTarget(_:)"),
            ]
        ]),
    Pattern(
        "What a view shows: loading, then the data or the error", folder: "MVVM",
        scenarios: ["errors"], title: "ViewState, what each view shows",
        roles: [
            "ViewState": "ViewState: empty, loading, shown or failed",
            "Views": "MapView (Map), AugmentedRealityView (Augmented reality), switching over it",
            "Publisher": "ViewModel, publishing loading, then the answer",
        ],
        classes: [
            "ViewModel": .role("Publisher", "selectPoint(id:)", "requestAugmentedReality()"),
            "BoundValue": .role("Binding", "publish(_:)"), "ViewState": .role("ViewState"),
            "MapView": .role("View", "showPoint(_:)"), "AugmentedRealityView": .role("View", "display(_:)"),
        ],
        layers: [
            "ViewModel": "ViewModel, BoundValue, ViewState", "View": "MapView, AugmentedRealityView",
        ],
        structure: [
            .holds("ViewModel", "BoundValue"), .calls("ViewModel", "BoundValue", "publish(_:)"),
            .creates("ViewModel", "ViewState"),
            .notifies("BoundValue", "MapView", "showPoint(_:)"),
            .notifies("BoundValue", "AugmentedRealityView", "display(_:)"),
            .takes("MapView", "ViewState", in: "showPoint(_:)"),
            .takes("AugmentedRealityView", "ViewState", in: "display(_:)"),
        ],
        variants: [
            "mvc": [
                .creates("MainViewController", "ViewState"),
                .calls("MainViewController", "MapView", "showPoint(_:)"),
                .calls("MainViewController", "AugmentedRealityView", "display(_:)"),
            ]
        ]),
    Pattern(
        "Service protocol, the Model", folder: "Model",
        scenarios: ["session", "authoring", "refusals"], title: "the Model: Service",
        roles: [
            "Service": "Service (a protocol: fetch(id:), data)",
            "Services": "RouteService, PointOfInterestService, ARComponentService",
            "Model": "Model (the three services, shown as one participant)",
            "Server": "Server, via ServerConnection",
        ],
        classes: [
            "Service": .role("Service", "fetchData(id:completion:)"),
            "RouteService, PointOfInterestService, ARComponentService": .role(
                "ConcreteService", "fetchData(id:completion:)"),
        ],
        structure: [
            .holds("Model", "RouteService"), .holds("Model", "PointOfInterestService"),
            .holds("Model", "ARComponentService"), .conforms("RouteService", to: "Service"),
            .conforms("PointOfInterestService", to: "Service"),
            .conforms("ARComponentService", to: "Service"),
            .holds("RouteService", "ServerConnection"), .holds("ServerConnection", "Server"),
        ],
        variants: [
            "mvc": [
                .conforms("RouteService", to: "Service"), .conforms("PointOfInterestService", to: "Service"),
                .conforms("ARComponentService", to: "Service"), .holds("RouteService", "ServerConnection"),
                .holds("ServerConnection", "Server"),
            ]
        ]),
]
