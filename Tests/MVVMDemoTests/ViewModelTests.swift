import DemoSupport
import TestSupport
import XCTest

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
        (routes, points, scenes) = ([], [], [])  // what binding showed at once; tested on its own
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

final class ViewModelTests: XCTestCase {
    func testShowingTheRouteNotifiesTheMapOnce() {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        assertSameElements(harness.routes, [.loading, .shown(RouteOnMap(SampleData.journey))])
        XCTAssertEqual(harness.routes.last?.value?.pins.map(\.id), [1, 789])
        XCTAssert(harness.points.isEmpty && harness.scenes.isEmpty)
        XCTAssertEqual(harness.viewModel.screen.route, .shown(RouteOnMap(SampleData.journey)))
    }

    /// A view that binds is shown the value now at once, then every new value, in binding order.
    func testABindingShowsTheValueNowThenEachNewOneToEveryObserverInOrder() {
        let value = BoundValue(0)
        var seen: [String] = []
        value.bind { seen.append("A\($0)") }
        value.publish(1)
        value.bind { seen.append("B\($0)") }
        value.publish(2)
        XCTAssert(seen == ["A0", "A1", "B1", "A2", "B2"] && value.value == 2)
    }

    /// Every request is shown loading before its answer, in each value it changes.
    func testEachRequestPublishesLoadingThenItsAnswer() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 1)
        try harness.viewModel.requestAugmentedReality()
        assertSameElements(harness.points, [.loading, .shown(PointDetails(SampleData.redSquare))])
        assertSameElements(harness.scenes.map { $0.value?.componentID }, [nil, 1])
        XCTAssertEqual(harness.scenes.first, .loading)
    }

    /// The ViewModel words what the views print; the views add only their own name.
    func testTheViewModelWordsWhatTheViewsShow() throws {
        assertSameLines(
            RouteOnMap(SampleData.journey).text,
            "route 456 \"Journey through the city\": pins 1 \"Red Square\", 789 \"New point of interest\"")
        assertSameLines(
            PointDetails(SampleData.newPoint).text,
            "point 789 \"New point of interest\": A point added later, without AR (text 7, image 9)")
        let component = try XCTUnwrap(SampleData.redSquare.arComponent)
        assertSameLines(
            ARScene(component, at: 1).text,
            "\"Red Square panorama\" at (0, 1.5, -4), turned (0, 90, 0)")
    }

    func testAResumedViewModelHasItsScreenAndAsksNothing() throws {
        let server = SampleData.server()
        server.isAvailable = false
        let screen = Screen(
            route: .shown(RouteOnMap(SampleData.journey)), point: .shown(PointDetails(SampleData.newPoint)))
        let viewModel = ViewModel(user: SampleData.tourist, model: Model(server: server), screen: screen)
        XCTAssertEqual(viewModel.screen, screen)
        server.isAvailable = true
        try viewModel.requestAugmentedReality()
        XCTAssertEqual(
            viewModel.screen.augmentedReality, .failed("point 789 has no AR data"))
    }

    func testSelectingAPointShowsItsMaterialsAndClearsOldARData() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 1)
        try harness.viewModel.requestAugmentedReality()
        XCTAssertEqual(harness.scenes.last?.value?.componentID, 1)
        try harness.viewModel.selectPoint(id: 789)
        XCTAssertEqual(harness.points.last, .shown(PointDetails(SampleData.newPoint)))
        XCTAssertEqual(harness.scenes.last, .empty)
    }

    func testRefusedTapsChangeNothingAndAskNothing() throws {
        let harness = Harness()
        harness.transcript.recording { refusedTaps(harness) }
        assertSameElements(
            harness.modelRequests, ["ViewModel -> Model: fetch(id: \"http://url.com/route/456\")"])
    }

    private func refusedTaps(_ harness: Harness) {
        let noPoint = Refusal("view augmented reality: no point of interest is selected")
        var before = harness.snapshot
        assertThrows(Refusal("select point 1: no route is shown on the map")) {
            try harness.viewModel.selectPoint(id: 1)
        }
        XCTAssertEqual(harness.snapshot, before)
        assertThrows(noPoint) { try harness.viewModel.requestAugmentedReality() }
        XCTAssertEqual(harness.snapshot, before)

        harness.viewModel.showRoute(link: SampleData.routeLink)
        before = harness.snapshot
        assertThrows(Refusal("select point 999: route 456 has no point 999")) {
            try harness.viewModel.selectPoint(id: 999)
        }
        XCTAssertEqual(harness.snapshot, before)
        assertThrows(noPoint) { try harness.viewModel.requestAugmentedReality() }
        XCTAssertEqual(harness.snapshot, before)
    }

    func testAnUnknownRouteIsAnErrorStateAndClearsTheOldPoint() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 1)
        harness.viewModel.showRoute(link: SampleData.documentLink)
        XCTAssertEqual(harness.viewModel.screen.route, .failed("there is no route at http://url.com/route"))
        XCTAssertEqual(harness.viewModel.screen.point, .empty)
        XCTAssertEqual(harness.points.last, .empty)
    }

    func testAPointWithoutARDataLeavesTheMapAsItWas() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        try harness.viewModel.selectPoint(id: 789)
        let map = (harness.viewModel.screen.route, harness.viewModel.screen.point)
        try harness.viewModel.requestAugmentedReality()
        XCTAssertEqual(harness.scenes.last, .failed("point 789 has no AR data"))
        XCTAssert(harness.viewModel.screen.route == map.0 && harness.viewModel.screen.point == map.1)
    }

    func testAFailingServerFailsOnlyTheRequestedPart() throws {
        let harness = Harness()
        harness.viewModel.showRoute(link: SampleData.routeLink)
        let route = harness.viewModel.screen.route
        harness.server.isAvailable = false
        try harness.viewModel.selectPoint(id: 1)
        XCTAssertEqual(
            harness.viewModel.screen.point, .failed("the server is not answering"))
        XCTAssertEqual(harness.viewModel.screen.route, route)
        assertSameElements(harness.routes, [.loading, .shown(RouteOnMap(SampleData.journey))])
        harness.server.isAvailable = true
        try harness.viewModel.selectPoint(id: 1)
        XCTAssertEqual(harness.viewModel.screen.point, .shown(PointDetails(SampleData.redSquare)))
    }

    func testAGuideCreatesARouteATouristIsRefused() throws {
        let guide = Harness(user: SampleData.guide)
        try guide.viewModel.createRoute(name: "City walk", link: SampleData.documentLink)
        XCTAssertEqual(guide.viewModel.screen.route.value?.id, 123)
        assertSameElements(guide.server.routes.map(\.id), [123, 456])
        let before = guide.snapshot
        assertThrows(
            Refusal(
                "create route \"Again\": the link http://url.com/route is taken by another route")
        ) { try guide.viewModel.createRoute(name: "Again", link: SampleData.documentLink) }
        XCTAssert(guide.snapshot.screen == before.screen && guide.snapshot.routes == before.routes)
        XCTAssert(guide.server.routes == before.serverRoutes && guide.server.users == before.serverUsers)

        let tourist = Harness(user: SampleData.tourist)
        let untouched = tourist.snapshot
        assertThrows(
            Refusal(
                "create route \"Mine\": user 2 is a tourist: only guides create routes"
            )
        ) { try tourist.viewModel.createRoute(name: "Mine", link: "http://url.com/route/mine") }
        XCTAssert(tourist.snapshot.screen == untouched.screen && tourist.snapshot.routes.isEmpty)
        XCTAssert(
            tourist.server.routes == [SampleData.journey] && tourist.server.users == untouched.serverUsers)
    }
}
