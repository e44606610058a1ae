/// View state: what a view shows, nothing yet, the data, or an error. A failed request replaces the
/// whole state with `.failed`, so a view never shows half of an update.
enum ViewState<Value: Equatable>: Equatable {
    case empty
    case shown(Value)
    case failed(String)

    var value: Value? {
        if case .shown(let value) = self { value } else { nil }
    }

    /// The state after a request: the data it produced, or the error.
    init<T>(_ result: Result<T, ServiceError>, _ transform: (T) -> Value) {
        switch result {
        case .success(let data): self = .shown(transform(data))
        case .failure(let error): self = .failed(error.description)
        }
    }
}

/// View state: a route as the map draws it, its name and link, and a pin per point of interest.
struct RouteOnMap: Equatable {
    struct Pin: Equatable {
        let id: Int
        let name: String
        let latitude: Double
        let longitude: Double
    }

    let id: Int
    let name: String
    let link: String
    let pins: [Pin]

    init(_ route: Route) {
        id = route.id
        name = route.name
        link = route.link
        pins = route.pointsOfInterest.map {
            Pin(id: $0.id, name: $0.name, latitude: $0.latitude, longitude: $0.longitude)
        }
    }
}

/// View state: a selected point as the map shows it, its text and media materials.
struct PointDetails: Equatable {
    let id: Int
    let name: String
    let description: String
    let materials: [Material]

    init(_ point: PointOfInterest) {
        id = point.id
        name = point.name
        description = point.description
        materials = point.materials
    }
}

/// View state: what the AR view places, a point's AR component.
struct ARScene: Equatable {
    let pointID: Int
    let pointName: String
    let component: ARComponent
}

/// View state: everything the tourist sees at one moment, the map's route and point, and the AR view.
struct Screen: Equatable {
    var route: ViewState<RouteOnMap> = .empty
    var point: ViewState<PointDetails> = .empty
    var augmentedReality: ViewState<ARScene> = .empty
}

/// `1 point`, `2 points`: a number of things as the screen and the trace say it.
func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
