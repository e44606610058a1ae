/// Screen rule (refusal): a tap the app refuses, and why: the user sees `=> refused: <reason>`. A refused tap changes nothing.
struct Refusal: Error, Equatable {
    let reason: String

    init(_ reason: String) { self.reason = reason }
}

/// Screen rules: what a tourist may ask, shared by every design so that they refuse alike.
enum TouristRules {
    /// A tap on a closed app.
    static let closed = Refusal("the app is not open")

    /// The route on the map, if point `id` can be selected on it.
    static func route(toSelect id: Int, on map: ViewState<RouteOnMap>) throws(Refusal) -> RouteOnMap {
        guard let route = map.value else { throw Refusal("select point \(id): no route is shown on the map") }
        guard route.pins.contains(where: { $0.id == id }) else {
            throw Refusal("select point \(id): route \(route.id) has no point \(id)")
        }
        return route
    }

    /// The selected point, whose augmented reality the tourist asks to view.
    static func pointForAugmentedReality(_ point: ViewState<PointDetails>) throws(Refusal) -> PointDetails {
        guard let point = point.value else {
            throw Refusal("view augmented reality: no point of interest is selected")
        }
        return point
    }

    /// The selected point, out of the points a route's request returned.
    static func point(_ id: Int, in points: [PointOfInterest]) -> Result<PointOfInterest, ServiceError> {
        guard let point = points.first(where: { $0.id == id }) else {
            return .failure(.notFound("there is no point of interest \(id) on this route any more"))
        }
        return .success(point)
    }

    /// The one route a link leads to.
    static func route(in routes: [Route]) -> Result<Route, ServiceError> {
        guard let route = routes.first else { return .failure(.notFound("the server sent no route")) }
        return .success(route)
    }
}
