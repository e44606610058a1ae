import DemoSupport

// How the values that travel between the participants read in a trace: short and deterministic.

extension Route: TraceValue {
    var traceText: String { "route \(id), \(counted(pointsOfInterest.count, "point"))" }
}

extension PointOfInterest: TraceValue {
    var traceText: String { "point \(id)" }
}

extension ARComponent: TraceValue {
    var traceText: String { "AR component \(id) \(quotedName(name))" }
}

extension User: TraceValue {
    var traceText: String { "user \(id)" }
}

extension ServiceError: TraceValue {
    var traceText: String {
        switch self {
        case .notFound(let what): "notFound(\(quoted(what, limit: 100)))"
        case .unavailable: "unavailable"
        case .refused(let why): "refused(\(quoted(why, limit: 100)))"
        }
    }
}

extension Refusal: TraceValue {
    var traceText: String { "Refusal" }
}

extension Result: TraceValue where Success: TraceValue, Failure: TraceValue {
    public var traceText: String {
        switch self {
        case .success(let value): "success(\(value.traceText))"
        case .failure(let error): "failure(\(error.traceText))"
        }
    }
}

extension ViewState: TraceValue where Value: TraceValue {
    /// `shown(route 456, 2 points)`, `failed(...)`, `loading`, `empty`.
    var traceText: String {
        switch self {
        case .empty: "empty"
        case .loading: "loading"
        case .shown(let value): "shown(\(value.traceText))"
        case .failed(let message): "failed(\(message))"
        }
    }
}

extension RouteOnMap: TraceValue {
    var traceText: String { "route \(id), \(counted(pins.count, "point"))" }
}

extension PointDetails: TraceValue {
    var traceText: String { "point \(id)" }
}

extension ARScene: TraceValue {
    var traceText: String { "point \(pointID), AR component \(componentID)" }
}
