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
                MVVMRoles.map.note("Map")
                    .and(MVVMRoles.augmentedReality.note("Augmented reality"), separator: " and ")
                    .said(", both bound to point"),
                MVVMRoles.viewModel.said(": publishes the selected point once, knowing no view"),
                MVVMRoles.bound,
                BindingRoles.observer.said(": update(_:), which each view makes around a method of its own"),
            ], binding),
        scenario(
            "errors", "Loading, then an error state, per view.",
            roles: [
                MVVMRoles.views.said(": switch over ViewState"),
                MVVMRoles.viewModel.said(": publishes loading, then the data or the error"),
                ViewStateRoles.shown,
            ], errors),
        scenario(
            "authoring", "A guide creates a route.",
            roles: [
                MVVMRoles.map.note("Map").said(": takes a guide's tap, shows the route once created"),
                MVVMRoles.viewModel.said(": asks the Model to create the route, then publishes it"),
                ServiceRoles.concrete.by(RouteService.self).said(
                    ".create, asking the Server, which lets only guides create"
                )
                .named("Model"),
            ], authoring),
        scenario(
            "refusals", "Refused taps and refused new routes.",
            roles: [
                MVVMRoles.viewModel.said(
                    ": refuses a tap before asking anything; an unknown route is an error state"),
                MVVMRoles.server.said(
                    ", seeded with SampleData: refuses a link in use, a blank name, a tourist"),
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
    _ name: String, _ purpose: String, roles: [any RoleShown],
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
private func mvvmRoles(andViews further: String? = nil, seed: String = "SampleData") -> [any RoleShown] {
    [
        further.map { MVVMRoles.map.and(MVVMRoles.augmentedReality).said(", and \($0)") } ?? MVVMRoles.views,
        MVVMRoles.viewModel.said(": asks the Model, words the data the views show, publishes it"),
        MVVMRoles.bound,
        ServiceRoles.concrete.note("Service").named("Model"), MVVMRoles.server.said(", seeded with \(seed)"),
    ]
}

private let mvcRoles: [any RoleShown] = [
    MVVMRoles.map.and(MVVMRoles.augmentedReality).note("updated by the controller, one call per view"),
    ClassRole.role("Controller", MainViewController.self)
        .said(": takes the taps, calls the services, and does the ViewModel's job and the binding's"),
    ServiceRoles.concrete.note("Service").named("Model"), MVVMRoles.server.said(", seeded with SampleData"),
]
