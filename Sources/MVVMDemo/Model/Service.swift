import DemoSupport

/// Service (Model layer): the document's `Service`, made to compile and work in Swift 6.
///
/// - `ID` replaces `id: Any`: a route is fetched by its link (a `String`), points by a route id (an
///   `Int`), and passing the wrong kind of id is a compile error instead of a failed cast.
/// - `Result<T, ServiceError>` replaces the pair `(T?, Error?)`, which allowed "both" and "neither", and
///   the document's undefined `error`.
/// - The completion is called before `fetchData` returns (the server is in process), so it need not
///   be `@escaping` and nothing crosses a concurrency boundary.
/// - `data` keeps the last data received; only the service itself sets it.
protocol Service {
    associatedtype ID
    associatedtype T
    var data: T? { get }
    func fetchData(id: ID, completion: (Result<T, ServiceError>) -> Void)
}

extension Service {
    /// `fetchData` with its answer returned: the completion runs before `fetchData` returns. (A
    /// service that never called it would read as a server that did not answer.)
    func fetch(id: ID) -> Result<T, ServiceError> {
        var answer: Result<T, ServiceError> = .failure(.unavailable)
        fetchData(id: id) { answer = $0 }
        return answer
    }
}

/// One request and its answer between two participants, traced: the request, then the data or the
/// error that came back. Every layer uses it (view model to model, model to server), so that the
/// layers differ only in what they ask (DRY).
func exchange<T>(
    _ transcript: Transcript, from caller: String, to callee: String, request: String, answer: String,
    describe: (T) -> String, _ body: () -> Result<T, ServiceError>
) -> Result<T, ServiceError> {
    transcript.send(request, from: caller, to: callee)
    let result = body()
    switch result {
    case .success(let value): transcript.reply("\(answer): \(describe(value))", from: callee, to: caller)
    case .failure(.unavailable): transcript.reply("\(answer): no answer", from: callee, to: caller)
    case .failure(let error): transcript.reply("\(answer): error: \(error)", from: callee, to: caller)
    }
    return result
}

/// How the services reach the server: the Model side of every request.
struct ServerConnection {
    let server: Server
    let transcript: Transcript

    func call<T>(
        _ request: String, _ answer: String, describe: (T) -> String,
        _ body: (Server) throws(ServiceError) -> T
    ) -> Result<T, ServiceError> {
        exchange(
            transcript, from: Model.name, to: Server.name, request: request, answer: answer,
            describe: describe
        ) {
            do throws(ServiceError) {
                return .success(try body(server))
            } catch {
                return .failure(error)
            }
        }
    }
}

/// Service: routes by their link (the document's `RouteService`).
final class RouteService: Service {
    private(set) var data: [Route]?
    private let connection: ServerConnection

    init(connection: ServerConnection) { self.connection = connection }

    func fetchData(id link: String, completion: (Result<[Route], ServiceError>) -> Void) {
        let result = connection.call(
            "Request route data: routes(link: \(quoted(link, limit: 40)))", "Return route data",
            describe: { $0.map(Describe.route).joined(separator: "; ") }
        ) { server throws(ServiceError) in try server.routes(link: link) }
        if case .success(let routes) = result { data = routes }
        completion(result)
    }

    /// Asks the server to create a route; not part of `Service`, which only fetches.
    func create(name: String, link: String, createdBy user: User) -> Result<Route, ServiceError> {
        connection.call(
            "Create a route: createRoute(name: \(quoted(name)), link: \(quoted(link, limit: 40)), createdBy: \(user.id))",
            "Return the new route", describe: Describe.route
        ) { server throws(ServiceError) in try server.createRoute(name: name, link: link, createdBy: user.id)
        }
    }
}

/// Service: the points of interest of a route, with their text and media (the document's
/// `PointOfInterestService`).
final class PointOfInterestService: Service {
    private(set) var data: [PointOfInterest]?
    private let connection: ServerConnection

    init(connection: ServerConnection) { self.connection = connection }

    func fetchData(id routeID: Int, completion: (Result<[PointOfInterest], ServiceError>) -> Void) {
        let result = connection.call(
            "Request text and media materials: pointsOfInterest(route: \(routeID))",
            "Return text and media materials",
            describe: Describe.points
        ) { server throws(ServiceError) in try server.pointsOfInterest(route: routeID) }
        if case .success(let points) = result { data = points }
        completion(result)
    }
}

/// Service: the AR component of a point. Added beside the document's two without changing them (the
/// document's O).
final class ARComponentService: Service {
    private(set) var data: ARComponent?
    private let connection: ServerConnection

    init(connection: ServerConnection) { self.connection = connection }

    func fetchData(id pointID: Int, completion: (Result<ARComponent, ServiceError>) -> Void) {
        let result = connection.call(
            "Request AR data: arComponent(pointOfInterest: \(pointID))", "Return AR data",
            describe: Describe.arComponent
        ) { server throws(ServiceError) in try server.arComponent(pointOfInterest: pointID) }
        if case .success(let component) = result { data = component }
        completion(result)
    }
}
