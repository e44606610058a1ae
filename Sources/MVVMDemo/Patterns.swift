import DemoSupport

/// The patterns MVVMDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "MVVM, views bound to a ViewModel", folder: "MVVM",
        scenarios: ["session", "binding", "errors", "authoring", "tourist-status-bar", "tourist-point-list"],
        classes: [
            "MapView": .role(
                "View", "viewRoute(link:)", "selectPoint(id:)", "showRoute(_:)", "showPoint(_:)"),
            "AugmentedRealityView": .role("View", "requestData()", "display(_:)"),
            "ViewModel": .role(
                "ViewModel", "showRoute(link:)", "selectPoint(id:)", "requestAugmentedReality()"),
            "BoundValue": .role("Binding", "bind(_:)", "publish(_:)"), "Model": .role("Model"),
        ],
        structure: [
            .holds("TouristApp", "MapView"), .holds("TouristApp", "AugmentedRealityView"),
            .holds("TouristApp", "ViewModel"), .calls("TouristApp", "BoundValue", "bind(_:)"),
            .weak("MapView", "ViewModel"), .calls("MapView", "ViewModel", "showRoute(link:)"),
            .calls("MapView", "ViewModel", "selectPoint(id:)"), .weak("AugmentedRealityView", "ViewModel"),
            .calls("AugmentedRealityView", "ViewModel", "requestAugmentedReality()"),
            .holds("ViewModel", "BoundValue"), .calls("ViewModel", "BoundValue", "publish(_:)"),
            .notifies("BoundValue", "MapView", "showRoute(_:)"),
            .notifies("BoundValue", "MapView", "showPoint(_:)"),
            .notifies("BoundValue", "AugmentedRealityView", "display(_:)"), .holds("ViewModel", "Model"),
        ],
        variants: [
            "mvc": [
                .holds("MainViewController", "MapView"), .holds("MainViewController", "AugmentedRealityView"),
                .holds("MainViewController", "RouteService"),
                .holds("MainViewController", "PointOfInterestService"),
                .holds("MainViewController", "ARComponentService"),
            ]
        ]),
    Pattern(
        "Service protocol, the Model", folder: "Model",
        scenarios: ["session", "binding", "errors", "authoring"],
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
