import DemoSupport

/// The patterns MVVMDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "MVVM, views bound to a ViewModel", folder: "MVVM",
        scenarios: ["session", "binding", "errors", "authoring", "tourist-status-bar", "tourist-point-list"],
        structure: [
            .holds("TouristApp", "MapView"), .holds("TouristApp", "AugmentedRealityView"),
            .holds("TouristApp", "ViewModel"), .holds("MapView", "ViewModel"),
            .holds("AugmentedRealityView", "ViewModel"),
            .holds("ViewModel", "BoundValue"),
            .notifies("BoundValue", "MapView"), .notifies("BoundValue", "AugmentedRealityView"),
            .holds("ViewModel", "Model"),
        ],
        alternatives: [
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
        structure: [
            .holds("Model", "RouteService"), .holds("Model", "PointOfInterestService"),
            .holds("Model", "ARComponentService"), .conforms("RouteService", to: "Service"),
            .conforms("PointOfInterestService", to: "Service"),
            .conforms("ARComponentService", to: "Service"),
            .holds("RouteService", "ServerConnection"), .holds("ServerConnection", "Server"),
        ],
        alternatives: [
            "mvc": [
                .conforms("RouteService", to: "Service"), .conforms("PointOfInterestService", to: "Service"),
                .conforms("ARComponentService", to: "Service"), .holds("RouteService", "ServerConnection"),
                .holds("ServerConnection", "Server"),
            ]
        ]),
]
