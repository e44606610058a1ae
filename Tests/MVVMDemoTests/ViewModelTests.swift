import DemoSupport
import Testing

@testable import MVVMDemo

/// A ViewModel on the sample server with recording observers bound like the views.
private final class Harness {
    let server = SampleData.server()
    let transcript = Transcript()
    let viewModel: ViewModel
    var routes: [ViewState<RouteOnMap>] = []
    var points: [ViewState<PointDetails>] = []
    var scenes: [ViewState<ARScene>] = []

    init(user: User = SampleData.tourist) {
        viewModel = ViewModel(user: user, model: Model(server: server))
        viewModel.route.bind { [unowned self] in routes.append($0) }
        viewModel.point.bind { [unowned self] in points.append($0) }
        viewModel.augmentedReality.bind { [unowned self] in scenes.append($0) }
    }

    /// Calls the ViewModel made to the Model (while recording).
    var modelRequests: [String] { arrows(transcript).filter { $0.hasPrefix("ViewModel -> Model: ") } }

    /// Everything a tap could change: what the views show and were told, what was asked, the server's data.
    struct Snapshot: Equatable {
        let screen: Screen
        let routes: [ViewState<RouteOnMap>]
        let points: [ViewState<PointDetails>]
        let scenes: [ViewState<ARScene>]
        let serverRoutes: [Route]
        let serverUsers: [User]
    }

    var snapshot: Snapshot {
        Snapshot(
            screen: viewModel.screen, routes: routes, points: points, scenes: scenes,
            serverRoutes: server.routes, serverUsers: server.users)
    }
}

@Suite("ViewModel and bindings")
struct ViewModelTests {
    @Test func showingTheRouteNotifiesTheMapOnce() {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        #expect(harness.routes == [.shown(RouteOnMap(SampleData.journey))])
        #expect(harness.routes.first?.value?.pins.map(\.id) == [1, 789])
        #expect(harness.points.isEmpty && harness.scenes.isEmpty)
        #expect(harness.viewModel.screen.route == .shown(RouteOnMap(SampleData.journey)))
    }

    @Test func aBindingPassesEachValueToEveryObserverInOrder() {
        let value = BoundValue(0)
        var seen: [String] = []
        value.bind { seen.append("A\($0)") }
        value.bind { seen.append("B\($0)") }
        value.publish(1)
        value.publish(2)
        #expect(seen == ["A1", "B1", "A2", "B2"] && value.value == 2)
    }

    @Test func aResumedViewModelHasItsScreenAndAsksNothing() throws {
        let server = SampleData.server()
        server.isAvailable = false
        let screen = Screen(
            route: .shown(RouteOnMap(SampleData.journey)), point: .shown(PointDetails(SampleData.newPoint)))
        let viewModel = ViewModel(user: SampleData.tourist, model: Model(server: server), screen: screen)
        #expect(viewModel.screen == screen)
        server.isAvailable = true
        try viewModel.requestAugmentedReality()
        #expect(
            viewModel.screen.augmentedReality == .failed("point 789 \"New point of interest\" has no AR data")
        )
    }

    @Test func selectingAPointShowsItsMaterialsAndClearsOldARData() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 1)
        try harness.viewModel.requestAugmentedReality()
        #expect(harness.scenes.last?.value?.component.name == "Red Square panorama")
        try harness.viewModel.selectPoint(id: 789)
        #expect(harness.points.last == .shown(PointDetails(SampleData.newPoint)))
        #expect(harness.points.last?.value?.materials.map(\.id) == [7, 9])
        #expect(harness.scenes.last == .empty)
    }

    @Test func refusedTapsChangeNothingAndAskNothing() throws {
        let harness = Harness()
        harness.transcript.recording { refusedTaps(harness) }
        #expect(harness.modelRequests == ["ViewModel -> Model: fetch(id: \"http://url.com/route/456\")"])
    }

    private func refusedTaps(_ harness: Harness) {
        let noPoint = Refusal("view augmented reality: no point of interest is selected")
        var before = harness.snapshot
        #expect(throws: Refusal("select point 1: no route is shown on the map")) {
            try harness.viewModel.selectPoint(id: 1)
        }
        #expect(harness.snapshot == before)
        #expect(throws: noPoint) { try harness.viewModel.requestAugmentedReality() }
        #expect(harness.snapshot == before)

        harness.viewModel.showRoute(link: SampleData.routeLink)
        before = harness.snapshot
        #expect(throws: Refusal("select point 999: route 456 has no point 999")) {
            try harness.viewModel.selectPoint(id: 999)
        }
        #expect(harness.snapshot == before)
        #expect(throws: noPoint) { try harness.viewModel.requestAugmentedReality() }
        #expect(harness.snapshot == before)
    }

    @Test func anUnknownRouteIsAnErrorStateAndClearsTheOldPoint() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 1)
        harness.viewModel.showRoute(link: SampleData.documentLink)
        #expect(harness.viewModel.screen.route == .failed("there is no route at http://url.com/route"))
        #expect(harness.viewModel.screen.point == .empty)
        #expect(harness.points.last == .empty)
    }

    @Test func aPointWithoutARDataLeavesTheMapAsItWas() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 789)
        let map = (harness.viewModel.screen.route, harness.viewModel.screen.point)
        try harness.viewModel.requestAugmentedReality()
        #expect(harness.scenes == [.failed("point 789 \"New point of interest\" has no AR data")])
        #expect(harness.viewModel.screen.route == map.0 && harness.viewModel.screen.point == map.1)
    }

    @Test func aFailingServerFailsOnlyTheRequestedPart() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        let route = harness.viewModel.screen.route
        harness.server.isAvailable = false
        try harness.viewModel.selectPoint(id: 1)
        #expect(harness.viewModel.screen.point == .failed("the server is not answering, try again later"))
        #expect(harness.viewModel.screen.route == route)
        #expect(harness.routes == [.shown(RouteOnMap(SampleData.journey))])
        harness.server.isAvailable = true
        try harness.viewModel.selectPoint(id: 1)
        #expect(harness.viewModel.screen.point == .shown(PointDetails(SampleData.redSquare)))
    }

    @Test func aGuideCreatesARouteATouristIsRefused() throws {
        let guide = Harness(user: SampleData.guide)
        try guide.viewModel.createRoute(name: "City walk", link: SampleData.documentLink)
        #expect(guide.viewModel.screen.route.value?.id == 123)
        #expect(guide.server.routes.map(\.id) == [123, 456])
        let before = guide.snapshot
        #expect(
            throws: Refusal(
                "create route \"Again\": the link http://url.com/route already belongs to another route")
        ) { try guide.viewModel.createRoute(name: "Again", link: SampleData.documentLink) }
        #expect(guide.snapshot.screen == before.screen && guide.snapshot.routes == before.routes)
        #expect(guide.server.routes == before.serverRoutes && guide.server.users == before.serverUsers)

        let tourist = Harness(user: SampleData.tourist)
        let untouched = tourist.snapshot
        #expect(
            throws: Refusal(
                "create route \"Mine\": user 2 is a tourist; only a guide (isTourist == false) creates routes"
            )
        ) { try tourist.viewModel.createRoute(name: "Mine", link: "http://url.com/route/mine") }
        #expect(tourist.snapshot.screen == untouched.screen && tourist.snapshot.routes.isEmpty)
        #expect(
            tourist.server.routes == [SampleData.journey] && tourist.server.users == untouched.serverUsers)
    }
}
