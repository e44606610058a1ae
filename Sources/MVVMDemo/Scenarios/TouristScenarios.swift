import DemoSupport

/// Scenario headings. The scenarios are written once for every design: what a user does, step by
/// step. The numbered headings are the steps of the explanation under the document's sequence diagram.
enum Step {
    static let opening = "1. Opening the app"
    static let route = "2. Viewing the route"
    static let point = "3. Choosing a route point and loading its materials"
    static let augmentedReality = "4. Viewing augmented reality"
    static let closing = "5. Closing the app"
}

/// `route`: the first flow of the sequence diagram.
func routeFlow(make: AppMaker, _ transcript: Transcript) {
    let tourist = Person(make, SampleData.tourist, SampleData.server(), transcript)
    transcript.heading(Step.opening)
    tourist.openApp()
    transcript.heading(Step.route)
    tourist.viewRoute()
}

/// `point`: the second flow, for both points of the route.
func pointFlow(make: AppMaker, _ transcript: Transcript) {
    let tourist = Person(make, SampleData.tourist, SampleData.server(), transcript)
    transcript.heading("Before: the route is on the map")
    tourist.openApp()
    tourist.viewRoute()
    transcript.heading(Step.point)
    tourist.selectPoint(SampleData.redSquare.id)
    tourist.selectPoint(SampleData.newPoint.id)
}

/// `ar`: the third flow.
func augmentedRealityFlow(make: AppMaker, _ transcript: Transcript) {
    let tourist = Person(make, SampleData.tourist, SampleData.server(), transcript)
    transcript.heading("Before: Red Square is selected on the map")
    tourist.openApp()
    tourist.viewRoute()
    tourist.selectPoint(SampleData.redSquare.id)
    transcript.heading(Step.augmentedReality)
    tourist.viewAugmentedReality()
}

/// `session`: the whole sequence diagram, from opening the app to closing it.
func session(make: AppMaker, _ transcript: Transcript) {
    let tourist = Person(make, SampleData.tourist, SampleData.server(), transcript)
    transcript.heading(Step.opening)
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

/// `errors`: refused taps, an unknown route, a point without AR data and a server that stops
/// answering. Each reaches the view that asked as an error state; the rest of the screen stays as it
/// was, except what belonged to the part replaced (a point's AR scene goes with the point).
func errors(make: AppMaker, _ transcript: Transcript) {
    let server = SampleData.server()
    let tourist = Person(make, SampleData.tourist, server, transcript)
    tourist.openApp()
    transcript.heading("Taps the app cannot serve yet are refused")
    tourist.selectPoint(SampleData.redSquare.id)
    tourist.viewAugmentedReality()
    tourist.showScreen()
    transcript.heading("An unknown route")
    transcript.note("The document's own link, \(SampleData.documentLink), leads to no route on this server.")
    tourist.viewRoute(link: SampleData.documentLink)
    tourist.showScreen()
    tourist.viewRoute()
    tourist.selectPoint(999)
    transcript.heading("A point without AR data")
    tourist.selectPoint(SampleData.newPoint.id)
    tourist.viewAugmentedReality()
    tourist.showScreen()
    transcript.heading("A failing server")
    transcript.note(
        "The server stops answering. The tourist taps Red Square: the point fails, and the AR error of"
            + " point 789, which is no longer shown, is closed with it.")
    server.isAvailable = false
    tourist.selectPoint(SampleData.redSquare.id)
    tourist.showScreen()
    transcript.note("The server answers again; the tourist taps the point once more.")
    server.isAvailable = true
    tourist.selectPoint(SampleData.redSquare.id)
    tourist.showScreen()
}

/// `authoring`: a guide creates a route; a tourist may not.
func authoring(make: AppMaker, _ transcript: Transcript) {
    let server = SampleData.server()
    transcript.declare(.actor(actorName(SampleData.guide)), .actor(actorName(SampleData.tourist)))
    let guide = Person(make, SampleData.guide, server, transcript)
    transcript.heading("A guide creates a route")
    guide.openApp()
    guide.createRoute(name: "City walk", link: SampleData.documentLink)
    guide.createRoute(name: "Second walk", link: SampleData.documentLink)
    guide.createRoute(name: "  ", link: "http://url.com/route/new")
    guide.closeApp()
    transcript.heading("A tourist finds it, and may not create one")
    let tourist = Person(make, SampleData.tourist, server, transcript)
    tourist.openApp()
    tourist.viewRoute(link: SampleData.documentLink)
    tourist.createRoute(name: "My walk", link: "http://url.com/route/my")
    tourist.closeApp()
}

/// Scenario actor: a person using one design of the app. Each tap is a call the scenario makes, as this person, on
/// the object that takes taps (`Map`, or `MainViewController`); what the app refuses is recorded as a
/// refusal.
private struct Person {
    let app: any TouristAppDesign
    let person: Participant
    let transcript: Transcript

    /// Makes `user`'s app and declares the participants in the order of the document's diagram.
    init(_ make: AppMaker, _ user: User, _ server: Server, _ transcript: Transcript) {
        app = make(user, server)
        person = .actor(actorName(user))
        self.transcript = transcript
        transcript.declare(person)
        for layer in app.layers { transcript.declare(Participant(layer)) }
        transcript.declare(.database(server.traceName))
    }

    /// A tap by this person; what the app refuses is what the user sees instead.
    private func tap(_ action: () throws(Refusal) -> Void) {
        transcript.acting(as: person) {
            do throws(Refusal) { try action() } catch { transcript.refused(error.reason) }
        }
    }

    func openApp() { tap { app.open() } }

    func viewRoute(link: String = SampleData.routeLink) {
        tap { () throws(Refusal) in _ = try app.viewRoute(link: link) }
    }

    func selectPoint(_ id: Int) { tap { () throws(Refusal) in _ = try app.selectPoint(id: id) } }

    func viewAugmentedReality() { tap { () throws(Refusal) in _ = try app.viewAugmentedReality() } }

    func createRoute(name routeName: String, link: String) {
        tap { () throws(Refusal) in _ = try app.createRoute(name: routeName, link: link) }
    }

    func closeApp() { tap { app.close() } }

    /// One line with everything on the screen, to show what an error left alone.
    func showScreen() {
        let screen = app.screen
        transcript.result(
            "screen: route \(screen.route.traceText), point \(screen.point.traceText), "
                + "AR \(screen.augmentedReality.traceText)")
    }
}
