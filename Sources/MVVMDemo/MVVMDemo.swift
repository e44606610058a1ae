import DemoSupport

/// MVVMDemo: the tourist route app of tourist-mvvm.md, its MVVM layers and its sequence diagram.
let demo = Demo(
    name: "MVVMDemo",
    title: "MVVM in a tourist AR route app, from its component and sequence diagrams (tourist-mvvm.md)",
    scenarios: [
        scenario(
            "route",
            "The tourist opens route 456: the request goes via ViewModel and Model to the Server and back.",
            routeFlow),
        scenario(
            "point",
            "The tourist selects a point, and its text and media materials come back through every layer.",
            pointFlow),
        scenario(
            "ar", "The AR view asks the ViewModel for Red Square's AR data and hands the scene to the map.",
            augmentedRealityFlow),
        scenario(
            "session", "The document's whole sequence diagram, from opening the app to closing it.", session),
        scenario(
            "errors",
            "An unknown route, a point without AR data and a failing server become error states, and nothing is left half-updated.",
            errors),
        scenario("authoring", "A guide creates a route, and a tourist trying to is refused.", authoring),
    ]
)

/// A scenario with its MVVM design and the `mvc` variant, both running the same body.
private func scenario(
    _ name: String, _ purpose: String, _ body: @escaping @Sendable (AppMaker, Transcript) -> Void
) -> Scenario {
    Scenario(name, purpose: purpose, roles: mvvmRoles) { body(TouristApp.init, $0) }
        .variant(
            "mvc",
            purpose: "The document's MainViewController calls the services itself: no ViewModel, no binding.",
            roles: mvcRoles
        ) { body(MainViewController.init, $0) }
}

private let mvvmRoles: KeyValuePairs<String, String> = [
    "View": "MapView (Map), AugmentedRealityView (Augmented reality)",
    "ViewModel": "ViewModel, publishing BoundValues the views bind to",
    "Model": "RouteService, PointOfInterestService, ARComponentService (Service)",
    "Server": "Server, seeded with SampleData",
]

private let mvcRoles: KeyValuePairs<String, String> = [
    "View": "MapView, AugmentedRealityView (drawn by the controller)",
    "Controller": "MainViewController: calls the services, decides what to show",
    "Model": "RouteService, PointOfInterestService, ARComponentService (Service)",
    "Server": "Server, seeded with SampleData",
]
