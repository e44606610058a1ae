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

extension Service where Self: Traced, ID: TraceValue, T: TraceValue {
    /// `fetchData` with its answer returned: the completion runs before `fetchData` returns. (A
    /// service that never called it would read as a server that did not answer.)
    func fetch(id: ID) -> Result<T, ServiceError> {
        traced(id) {
            var answer: Result<T, ServiceError> = .failure(.unavailable)
            fetchData(id: id) { answer = $0 }
            return answer
        }
    }
}

extension Service where Self: Traced {
    /// Every service is part of the participant `Model`.
    var traceName: String { Model.traceName }
}

/// Model (connection): how the services reach the server: the server's typed throws become a `Result`, for every service
/// alike (DRY).
struct ServerConnection {
    let server: Server

    func call<T>(_ request: (Server) throws(ServiceError) -> T) -> Result<T, ServiceError> {
        do throws(ServiceError) {
            return .success(try request(server))
        } catch {
            return .failure(error)
        }
    }
}

/// Service: routes by their link (the document's `RouteService`).
final class RouteService: Service, Traced {
    private(set) var data: [Route]?
    private let connection: ServerConnection

    init(connection: ServerConnection) { self.connection = connection }

    func fetchData(id link: String, completion: (Result<[Route], ServiceError>) -> Void) {
        let result = connection.call { server throws(ServiceError) in try server.routes(link: link) }
        if case .success(let routes) = result { data = routes }
        completion(result)
    }

    /// Asks the server to create a route; not part of `Service`, which only fetches.
    func create(name: String, link: String, createdBy user: User) -> Result<Route, ServiceError> {
        traced(name, link, user) {
            connection.call { server throws(ServiceError) in
                try server.createRoute(name: name, link: link, createdBy: user.id)
            }
        }
    }
}

/// Service: the points of interest of a route, with their text and media (the document's
/// `PointOfInterestService`).
final class PointOfInterestService: Service, Traced {
    private(set) var data: [PointOfInterest]?
    private let connection: ServerConnection

    init(connection: ServerConnection) { self.connection = connection }

    func fetchData(id routeID: Int, completion: (Result<[PointOfInterest], ServiceError>) -> Void) {
        let result = connection.call { server throws(ServiceError) in
            try server.pointsOfInterest(route: routeID)
        }
        if case .success(let points) = result { data = points }
        completion(result)
    }
}

/// Service: the AR component of a point. Added beside the document's two without changing them (the
/// document's O).
final class ARComponentService: Service, Traced {
    private(set) var data: ARComponent?
    private let connection: ServerConnection

    init(connection: ServerConnection) { self.connection = connection }

    func fetchData(id pointID: Int, completion: (Result<ARComponent, ServiceError>) -> Void) {
        let result = connection.call { server throws(ServiceError) in
            try server.arComponent(pointOfInterest: pointID)
        }
        if case .success(let component) = result { data = component }
        completion(result)
    }
}
