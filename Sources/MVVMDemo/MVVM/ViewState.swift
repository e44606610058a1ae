/// View state: what a view shows: nothing, a request in flight, the data, or an error. A failed
/// request replaces the whole state with `.failed`, so a view never shows half of an update. Each
/// view switches over it; the data's text is already worded by the ViewModel, and the view adds only
/// its own labels ("loading the point", "point error:", "target").
enum ViewState<Value: Equatable>: Equatable {
    case empty
    case loading
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

/// View state: a route as the map draws it: its text, and a pin per point of interest.
struct RouteOnMap: Equatable {
    struct Pin: Equatable {
        let id: Int
        /// `1 "Red Square"`.
        let label: String
    }

    let id: Int
    /// `route 456 "Journey through the city": pins 1 "Red Square", 789 "New point of interest"`.
    let text: String
    let pins: [Pin]
}

/// View state: a selected point as the map shows it, with its materials.
struct PointDetails: Equatable {
    let id: Int
    /// `point 1 "Red Square"`.
    let title: String
    /// The title, the description and the materials, in one line.
    let text: String
}

/// View state: what the AR view places, a point's AR component.
struct ARScene: Equatable {
    let pointID: Int
    let componentID: Int
    /// The component's name, where it stands and how it is turned.
    let text: String
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
