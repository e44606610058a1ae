import DemoSupport

/// ViewModel: takes the views' user actions, asks the Model, and publishes what the views should
/// show, worded for the screen. It knows no view: views bind to `route`, `point` and
/// `augmentedReality` and are notified. Each request publishes `.loading` first, then its answer.
final class ViewModel: Traced {
    /// The route on the map (bound by the Map).
    let route: BoundValue<ViewState<RouteOnMap>>
    /// The selected point and its materials (bound by the Map, and by the AR view when it tracks it).
    let point: BoundValue<ViewState<PointDetails>>
    /// The AR data of the selected point (bound for the Augmented reality view).
    let augmentedReality: BoundValue<ViewState<ARScene>>
    private let model: Model
    private let user: User

    /// A ViewModel for `user`; a resumed app starts with the screen it had.
    init(user: User, model: Model, screen: Screen = Screen()) {
        self.user = user
        self.model = model
        route = BoundValue(screen.route)
        point = BoundValue(screen.point)
        augmentedReality = BoundValue(screen.augmentedReality)
    }

    var screen: Screen {
        Screen(route: route.value, point: point.value, augmentedReality: augmentedReality.value)
    }

    /// Shows the route at `link`; the selected point and AR data of the route before are cleared.
    func showRoute(link: String) {
        traced(link) {
            route.publish(.loading)
            let result = model.routes.fetch(id: link).flatMap(TouristRules.route(in:))
            route.publish(ViewState(result, RouteOnMap.init))
            clear(point)
            clear(augmentedReality)
        }
    }

    /// Shows point `id` of the route on the map with its materials; refuses a point not on that route.
    func selectPoint(id: Int) throws(Refusal) {
        try traced(id) { () throws(Refusal) in
            let shown = try TouristRules.route(toSelect: id, on: route.value)
            point.publish(.loading)
            let result = model.pointsOfInterest.fetch(id: shown.id)
            point.publish(ViewState(result.flatMap { TouristRules.point(id, in: $0) }, PointDetails.init))
            clear(augmentedReality)
        }
    }

    /// Shows the AR data of the selected point; refuses when no point is selected.
    func requestAugmentedReality() throws(Refusal) {
        try traced { () throws(Refusal) in
            let selected = try TouristRules.pointForAugmentedReality(point.value)
            augmentedReality.publish(.loading)
            let result = model.arComponents.fetch(id: selected.id)
            augmentedReality.publish(ViewState(result) { ARScene($0, at: selected.id) })
        }
    }

    /// Creates a route as this user and shows it. Nothing is published before the server answers,
    /// so that its refusal leaves the screen exactly as it was.
    func createRoute(name: String, link: String) throws(Refusal) {
        try traced(name, link) { () throws(Refusal) in
            switch model.routes.create(name: name, link: link, createdBy: user) {
            case .success(let route):
                self.route.publish(.shown(RouteOnMap(route)))
                clear(point)
                clear(augmentedReality)
            case .failure(let error):
                throw Refusal("create route \(quoted(name)): \(error)")
            }
        }
    }

    /// Data that belonged to the route or point before is taken off the screen.
    private func clear<Value>(_ value: BoundValue<ViewState<Value>>) {
        if value.value != .empty { value.publish(.empty) }
    }
}

// MARK: - Presentation: how the ViewModel words the data the views show (they print it as it is,
// after a label of their own)

extension RouteOnMap {
    /// `route 456 "Journey through the city": pins 1 "Red Square", 789 "New point of interest"`.
    init(_ route: Route) {
        let pins = route.pointsOfInterest.map { Pin(id: $0.id, label: "\($0.id) \(quotedName($0.name))") }
        let listed = pins.isEmpty ? "no pins yet" : "pins " + pins.map(\.label).joined(separator: ", ")
        self.init(id: route.id, text: "route \(route.id) \(quotedName(route.name)): \(listed)", pins: pins)
    }
}

extension PointDetails {
    /// `point 1 "Red Square": The main square of the city (image 1, text 2)`.
    init(_ point: PointOfInterest) {
        let title = "point \(point.id) \(quotedName(point.name))"
        let materials = point.materials.map { "\($0.type.rawValue) \($0.id)" }.joined(separator: ", ")
        self.init(
            id: point.id, title: title,
            text: "\(title): \(point.description) (\(materials.isEmpty ? "no materials" : materials))")
    }
}

extension ARScene {
    /// `"Red Square panorama" at (0, 1.5, -4), turned (0, 90, 0)`.
    init(_ component: ARComponent, at pointID: Int) {
        let c = component
        let position = [c.positionX, c.positionY, c.positionZ].map(Self.number).joined(separator: ", ")
        let rotation = [c.rotationX, c.rotationY, c.rotationZ].map(Self.number).joined(separator: ", ")
        self.init(
            pointID: pointID, componentID: c.id,
            text: "\(quotedName(c.name)) at (\(position)), turned (\(rotation))")
    }

    /// `1.5`, and a whole number without its `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
