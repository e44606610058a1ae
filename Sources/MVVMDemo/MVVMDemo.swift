import DemoSupport
import DemoTools

/// MVVMDemo: the tourist route app of tourist-mvvm.md, its MVVM layers and its sequence diagram.
let demo = Demo(
    name: "MVVMDemo",
    title: "MVVM in a tourist AR route app, from its component and sequence diagrams (tourist-mvvm.md)",
    patterns: patterns,
    scenarios: [
        scenario(
            "session", "The document's sequence diagram.",
            roles: mvvmRoles(), session),
        scenario(
            "binding", "One point reaches two bound views.",
            roles: [
                "View": "MapView (Map) and AugmentedRealityView (Augmented reality), both bound to point",
                "ViewModel": "ViewModel: publishes the selected point once, knowing no view",
                "Binding": "BoundValue: its value now on bind, then each new one to every bound view (~>)",
            ], binding),
        scenario(
            "errors", "Loading, then an error state, per view.",
            roles: [
                "View": "MapView (Map), AugmentedRealityView (Augmented reality): switch over ViewState",
                "ViewModel": "ViewModel: publishes loading, then the data or the error",
                "ViewState": "ViewState: empty, loading, shown or failed",
            ], errors),
        scenario(
            "authoring", "A guide creates a route.",
            roles: [
                "View": "MapView (Map): takes a guide's tap, shows the route once created",
                "ViewModel": "ViewModel: asks the Model to create the route, then publishes it",
                "Model": "RouteService.create, asking the Server, which lets only guides create",
            ], authoring),
        scenario(
            "refusals", "Refused taps and refused new routes.",
            roles: [
                "ViewModel":
                    "ViewModel: refuses a tap before asking anything; an unknown route is an error state",
                "Server": "Server, seeded with SampleData: refuses a link in use, a blank name, a tourist",
            ], refusals
        ).onlyWhenNamed(),

        Scenario(
            "tourist-status-bar",
            purpose:
                "Exercise: errors, with a status bar bound to the selected point beside the Map.",
            roles: mvvmRoles(
                andViews: "what statusBarApp(user:server:resuming:) binds",
                seed: TouristStatusBarData.places.seedName)
        ) { statusBar($0) }
        .exercise(),

        Scenario(
            "tourist-point-list",
            purpose:
                "Exercise: a list of the route's points, bound to the ViewModel, to pick a point on.",
            roles: mvvmRoles(
                andViews: "what pointPicker(for:) binds and returns",
                seed: TouristPointListData.places.seedName)
        ) { pointList($0) }
        .exercise(),
    ]
)

/// A scenario with its MVVM design and the `mvc` variant, both running the same body.
private func scenario(
    _ name: String, _ purpose: String, roles: KeyValuePairs<String, String>,
    _ body: @escaping @Sendable (AppMaker, Transcript) -> Void
) -> Scenario {
    Scenario(name, purpose: purpose, roles: roles) { body(TouristApp.init, $0) }
        .variant(
            "mvc",
            purpose: "The document's controller: no ViewModel, no binding.",
            roles: mvcRoles
        ) { body(MainViewController.init, $0) }
}

/// The MVVM roles; an exercise's scenario also names the further views that are the student's.
private func mvvmRoles(andViews further: String? = nil, seed: String = "SampleData") -> KeyValuePairs<
    String, String
> {
    [
        "View": further.map { "MapView, AugmentedRealityView, and \($0)" }
            ?? "MapView (Map), AugmentedRealityView (Augmented reality)",
        "ViewModel": "ViewModel: asks the Model, words what the views show, publishes it",
        "Binding": "BoundValue: its value now on bind, then each new one to every bound view (~>)",
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
