import DemoSupport

/// Scenario headings. The scenarios are written once for every design: what a user does, step by
/// step. The numbered headings are the steps of the explanation under the document's sequence diagram.
enum Step {
    static let opening = "1. Opening the app"
    static let route = "2. Viewing the route"
    static let point = "3. Choosing a route point"
    static let augmentedReality = "4. Viewing augmented reality"
    static let closing = "5. Closing the app"
}

/// `session`: the whole sequence diagram, from opening the app to closing it. The only scenario that
/// shows each request in full: the others start from a resumed app (`resume`).
func session(make: AppMaker, _ transcript: Transcript) {
    transcript.heading(Step.opening)
    let tourist = Person(make, SampleData.tourist, SampleData.server(), transcript)
    tourist.openApp()
    transcript.heading(Step.route)
    tourist.viewRoute()
    transcript.heading(Step.point)
    tourist.selectPoint(SampleData.redSquare.id)
    transcript.heading(Step.augmentedReality)
    tourist.viewAugmentedReality()
    transcript.heading(Step.closing)
    tourist.closeApp()
}

/// The tourist's app, resumed from the background: its ViewModel still holds the route of `places`
/// (route 456) and `point`, selected. Opening it binds the views, and each binding shows the value it
/// holds at once: nothing is asked again. `session` shows opening; here it runs off the record, and
/// one line says so, so the scenario shows only what is new.
private func resume(
    _ make: AppMaker, _ server: Server, _ transcript: Transcript, selected point: PointOfInterest,
    places: TouristPlaces = .sample
) -> Person {
    let screen = Screen(route: .shown(RouteOnMap(places.route)), point: .shown(PointDetails(point)))
    transcript.heading("Before: route \(places.route.id) is on the map, point \(point.id) is selected")
    transcript.note("Set up as in 'session': the app is open, resumed with this screen; nothing is asked.")
    let tourist = Person(make, places.tourist, server, transcript, resuming: screen)
    unrecorded { tourist.openApp() }
    return tourist
}

/// `binding`: the AR view binds to the selected point beside the Map, so one change reaches both.
func binding(make: AppMaker, _ transcript: Transcript) {
    let tourist = resume(make, SampleData.server(), transcript, selected: SampleData.redSquare)
    transcript.heading("Two views show the selected point")
    tourist.trackSelectedPoint()
    transcript.note("New here: one request for point 789, and each of its states reaches both views.")
    tourist.selectPoint(SampleData.newPoint.id)
}

/// `errors`: a point without AR data and a server that stops answering. Each reaches the view that
/// asked as an error state; the rest of the screen stays as it was, except what belonged to the part
/// replaced (a point's AR scene goes with the point). Refused taps and an unknown route are the unit
/// tests' (`ViewModelTests`).
func errors(make: AppMaker, _ transcript: Transcript) { errors(make: make, places: .sample, transcript) }

/// `errors` on `places`: the demo's sample data, or an exercise's.
func errors(make: AppMaker, places: TouristPlaces, _ transcript: Transcript) {
    let server = places.server()
    let tourist = resume(make, server, transcript, selected: places.pointWithoutAR, places: places)
    transcript.heading("A point without AR data")
    tourist.viewAugmentedReality()
    transcript.heading("A failing server")
    transcript.note(
        "New here: the server stops answering; point \(places.pointWithAR.id) fails, the AR error goes.")
    server.isAvailable = false
    tourist.selectPoint(places.pointWithAR.id)
}

/// `tourist-status-bar` (exercise): `errors` on the app `statusBarApp(user:server:resuming:)`
/// assembles (Exercises/TouristStatusBar.swift), with the exercise's data
/// (ExerciseData/TouristStatusBarData.swift).
func statusBar(_ transcript: Transcript) {
    let places = TouristStatusBarData.places
    if !bindsFurtherViews(statusBarApp, places) {
        transcript.note(
            "exercise tourist-status-bar is not solved yet: the app statusBarApp(user:server:resuming:) "
                + "binds no view beyond those TouristApp binds, so no status bar shows below.")
    }
    errors(make: statusBarApp, places: places, transcript)
}

/// Whether the app `make` assembles does more when the tourist views the route and picks a point than
/// the MVVM app alone: a trial on a server of its own, in a transcript that is thrown away.
private func bindsFurtherViews(_ make: AppMaker, _ places: TouristPlaces) -> Bool {
    func events(_ make: AppMaker) -> Int {
        let trial = Transcript()
        trial.recording {
            let app = make(places.tourist, places.server(), nil)
            app.open()
            _ = try? app.viewRoute(link: places.route.link)
            _ = try? app.selectPoint(id: places.pointWithAR.id)
        }
        return trial.events.count
    }
    return events(make) != events { TouristApp(user: $0, server: $1, resuming: $2) }
}

/// `authoring`: a guide creates a route. (A tourist, a link in use and a blank name are refused:
/// `refusals`, run when named, and the unit tests.)
func authoring(make: AppMaker, _ transcript: Transcript) {
    let server = SampleData.server()
    transcript.heading("A guide creates a route")
    let guide = Person(make, SampleData.guide, server, transcript)
    guide.openApp()
    guide.createRoute(name: "City walk", link: SampleData.documentLink)
}

/// `refusals` (run when named): the rules' edge cases that left the default run, each also a unit
/// test (`ViewModelTests`, `DataModelTests`): taps refused before anything is asked, an unknown route
/// (an error state, not a refusal, which takes the point of the route before with it), and the
/// server's refusals of a new route.
func refusals(make: AppMaker, _ transcript: Transcript) {
    let server = SampleData.server()
    transcript.declare(.actor(actorName(SampleData.tourist)), .actor(actorName(SampleData.guide)))
    let tourist = resume(make, server, transcript, selected: SampleData.newPoint)
    transcript.heading("A point that is not on the route")
    tourist.selectPoint(999)
    transcript.heading("An unknown route")
    tourist.viewRoute(link: SampleData.documentLink)
    transcript.heading("Taps that need a route or a point")
    tourist.selectPoint(SampleData.redSquare.id)
    tourist.viewAugmentedReality()
    transcript.heading("A tourist creating a route")
    tourist.createRoute(name: "My walk", link: "http://url.com/route/my")
    transcript.heading("A guide: a link in use, a blank name")
    let guide = Person(make, SampleData.guide, server, transcript)
    guide.openApp()
    guide.createRoute(name: "Second walk", link: SampleData.routeLink)
    guide.createRoute(name: "  ", link: "http://url.com/route/new")
}

/// `tourist-point-list` (exercise): a new MVVM app with one more place to pick points, the view that
/// `pointPicker(for:)` returns (Exercises/TouristPointList.swift). The tourist views route 456, picks
/// point 789 there, taps Red Square on the map, then views a link with no route. The route and its
/// points are the exercise's data (ExerciseData/TouristPointListData.swift).
func pointList(_ transcript: Transcript) {
    let places = TouristPointListData.places
    let server = places.server()
    let app = TouristApp(user: places.tourist, server: server)
    transcript.heading("The tourist views route \(places.route.id)")
    let picker = pointPicker(for: app)
    let tourist = Person(app, places.tourist, server, transcript)
    if let map = picker as? MapView, map === app.map {
        transcript.note(
            "exercise tourist-point-list is not solved yet: pointPicker(for:) returns the Map, so there is "
                + "no list of points and the tourist picks on the Map below.")
    }
    tourist.openApp()
    tourist.viewRoute(link: places.route.link)
    transcript.heading("The tourist picks point \(places.pointWithoutAR.id)")
    transcript.note("The tap lands on the view pointPicker(for:) returns.")
    tourist.selectPoint(places.pointWithoutAR.id, on: picker)
    transcript.heading("The tourist taps \(places.pointWithAR.name) on the map")
    tourist.selectPoint(places.pointWithAR.id)
    transcript.heading("A link with no route")
    tourist.viewRoute(link: SampleData.documentLink)
}

/// Scenario actor: a person using one design of the app. Each tap is a call the scenario makes, as this person, on
/// the object that takes taps (`Map`, or `MainViewController`); what the app refuses is recorded as a
/// refusal.
private struct Person {
    let app: any TouristAppDesign
    let person: Participant
    let transcript: Transcript

    /// Makes `user`'s app (new, or resumed with a screen) and declares the participants in the order
    /// of the document's diagram.
    init(_ make: AppMaker, _ user: User, _ server: Server, _ transcript: Transcript, resuming: Screen? = nil)
    {
        self.init(make(user, server, resuming), user, server, transcript)
    }

    /// `user` with an app already made.
    init(_ app: any TouristAppDesign, _ user: User, _ server: Server, _ transcript: Transcript) {
        self.app = app
        person = .actor(actorName(user))
        self.transcript = transcript
        transcript.declare(person)
        for layer in app.layers { transcript.declare(Participant(layer)) }
        transcript.declare(.database(server.traceName))
    }

    /// A tap by this person; what the app refuses is what the user sees instead. The acting block is
    /// the caller's `action` (its file and line), so the call-label test looks for the calls there.
    private func tap(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ action: () throws(Refusal) -> Void
    ) {
        transcript.acting(as: person, fileID: fileID, filePath: filePath, line: line) {
            do throws(Refusal) { try action() } catch { transcript.refused(error.reason) }
        }
    }

    func openApp() { tap { app.open() } }

    func viewRoute(link: String = SampleData.routeLink) {
        tap { () throws(Refusal) in try app.viewRoute(link: link) }
    }

    func selectPoint(_ id: Int) { tap { () throws(Refusal) in try app.selectPoint(id: id) } }

    /// A point picked on `picker`, a view of this person's app (`tourist-point-list`).
    func selectPoint(_ id: Int, on picker: any PointPicker) {
        tap { () throws(Refusal) in try picker.selectPoint(id: id) }
    }

    func viewAugmentedReality() { tap { () throws(Refusal) in try app.viewAugmentedReality() } }

    func createRoute(name routeName: String, link: String) {
        tap { () throws(Refusal) in try app.createRoute(name: routeName, link: link) }
    }

    func trackSelectedPoint() { tap { () throws(Refusal) in try app.trackSelectedPoint() } }

    func closeApp() { tap { app.close() } }
}
