import DemoSupport

/// MVVMDemo: the tourist route app of tourist-mvvm.md, its MVVM layers and its sequence diagram.
let demo = Demo(
    name: "MVVMDemo",
    title: "MVVM in a tourist AR route app, from its component and sequence diagrams (tourist-mvvm.md)",
    patterns: patterns,
    scenarios: [
        scenario(
            "session", "The document's whole sequence diagram, from opening the app to closing it.", session),
        scenario(
            "binding",
            "The Map and the AR view bind to the ViewModel's selected point: one change reaches both.",
            binding),
        scenario(
            "errors",
            "A point without AR data, a failing server and an unknown route become error states, and nothing is left half-updated.",
            errors),
        scenario("authoring", "A guide creates a route, and a tourist trying to is refused.", authoring),

        Scenario(
            "tourist-status-bar",
            purpose:
                "Exercise: errors, with a status bar bound to the ViewModel's selected point beside the Map; the ViewModel unchanged.",
            roles: mvvmRoles(
                andViews:
                    "the views statusBarApp(user:server:resuming:) binds (Exercises/TouristStatusBar.swift)",
                seed: TouristStatusBarData.places.seedName)
        ) { statusBar($0) }
        .exercise(),

        Scenario(
            "tourist-point-list",
            purpose:
                "Exercise: a list of the route's points, bound to the ViewModel, on which the tourist picks a point; the Map follows, the ViewModel unchanged.",
            roles: mvvmRoles(
                andViews: "the view pointPicker(for:) binds and returns (Exercises/TouristPointList.swift)",
                seed: TouristPointListData.places.seedName)
        ) { pointList($0) }
        .exercise(),
    ]
)

/// A scenario with its MVVM design and the `mvc` variant, both running the same body.
private func scenario(
    _ name: String, _ purpose: String, _ body: @escaping @Sendable (AppMaker, Transcript) -> Void
) -> Scenario {
    Scenario(name, purpose: purpose, roles: mvvmRoles()) { body(TouristApp.init, $0) }
        .variant(
            "mvc",
            purpose: "The document's MainViewController calls the services itself: no ViewModel, no binding.",
            roles: mvcRoles
        ) { body(MainViewController.init, $0) }
}

/// The MVVM roles; an exercise's scenario also names the further views that are the student's.
private func mvvmRoles(andViews further: String? = nil, seed: String = "SampleData") -> KeyValuePairs<
    String, String
> {
    [
        "View": "MapView (Map), AugmentedRealityView (Augmented reality)"
            + (further.map { ", and \($0)" } ?? ""),
        "ViewModel": "ViewModel: presentation logic and screen rules, publishing BoundValues",
        "Binding": "BoundValue: notifies every bound view of a new value (~>)",
        "Model": "RouteService, PointOfInterestService, ARComponentService (Service)",
        "Server": "Server, seeded with \(seed)",
    ]
}

private let mvcRoles: KeyValuePairs<String, String> = [
    "View": "MapView, AugmentedRealityView (updated by the controller, one call per view)",
    "Controller":
        "MainViewController: takes the taps, calls the services, and does the ViewModel's job and the binding's",
    "Model": "RouteService, PointOfInterestService, ARComponentService (Service)",
    "Server": "Server, seeded with SampleData",
]
