import DemoSupport

/// Server error: what can go wrong between the app and the server, as the view will show it.
enum ServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server has nothing under that id or link.
    case notFound(String)
    /// The server did not answer.
    case unavailable
    /// The server refused to change anything (a rule of the data model).
    case refused(String)

    var description: String {
        switch self {
        case .notFound(let what): what
        case .unavailable: "the server is not answering"
        case .refused(let why): why
        }
    }
}

/// Server: the document's back end and database, in memory. It keeps the data model's rules: a route
/// is created by a guide (`isTourist == false`), links are unique, a route has a name.
final class Server: Traced {
    private(set) var users: [User]
    private(set) var routes: [Route]
    /// When false, every request fails with `.unavailable` and nothing changes.
    var isAvailable = true

    init(users: [User], routes: [Route]) {
        self.users = users.sorted { $0.id < $1.id }
        self.routes = routes.sorted { $0.id < $1.id }
    }

    /// The routes at `link` (at most one, since links are unique).
    func routes(link: String) throws(ServiceError) -> [Route] {
        try traced(link) { () throws(ServiceError) -> [Route] in
            try answer()
            let found = routes.filter { $0.link == link }
            guard !found.isEmpty else { throw .notFound("there is no route at \(link)") }
            return found
        }
    }

    /// The points of interest of route `routeID`, with their materials and AR components.
    func pointsOfInterest(route routeID: Int) throws(ServiceError) -> [PointOfInterest] {
        try traced(routeID) { () throws(ServiceError) -> [PointOfInterest] in
            try answer()
            guard let route = routes.first(where: { $0.id == routeID }) else {
                throw .notFound("there is no route \(routeID)")
            }
            return route.pointsOfInterest
        }
    }

    /// The AR component of point `pointID`, if it has one.
    func arComponent(pointOfInterest pointID: Int) throws(ServiceError) -> ARComponent {
        try traced(pointID) { () throws(ServiceError) -> ARComponent in
            try answer()
            let points = routes.flatMap(\.pointsOfInterest)
            guard let point = points.first(where: { $0.id == pointID }) else {
                throw .notFound("there is no point of interest \(pointID)")
            }
            guard let component = point.arComponent else {
                throw .notFound("point \(point.id) has no AR data")
            }
            return component
        }
    }

    /// Creates an empty route for the guide `userID`, with the next free id. Refuses tourists,
    /// unknown users, empty names and links already in use; a refusal changes nothing.
    func createRoute(name: String, link: String, createdBy userID: Int) throws(ServiceError) -> Route {
        try traced(name, link, userID) { () throws(ServiceError) -> Route in
            try answer()
            guard let userIndex = users.firstIndex(where: { $0.id == userID }) else {
                throw .refused("there is no user \(userID)")
            }
            guard !users[userIndex].isTourist else {
                throw .refused(
                    "user \(userID) is a tourist: only guides create routes")
            }
            let name = name.trimmed
            guard !name.isEmpty else { throw .refused("a route needs a name") }
            guard !routes.contains(where: { $0.link == link }) else {
                throw .refused("the link \(link) is taken by another route")
            }
            let id = nextID
            let route = Route(id: id, name: name, createdBy: userID, pointsOfInterest: [], link: link)
            routes = (routes + [route]).sorted { $0.id < $1.id }
            users[userIndex].createdRoutes = (users[userIndex].createdRoutes + [id]).sorted()
            return route
        }
    }

    /// The document's route id 123 while it is free, else one past the highest id.
    private var nextID: Int {
        if !routes.contains(where: { $0.id == SampleData.documentRouteID }) {
            return SampleData.documentRouteID
        }
        return (routes.map(\.id).max() ?? 0) + 1
    }

    private func answer() throws(ServiceError) {
        guard isAvailable else { throw .unavailable }
    }
}

/// `"Red Square"`: a name as the views and the server quote it.
func quotedName(_ name: String) -> String { "\"\(name)\"" }

extension String {
    /// The text without spaces or line breaks at either end.
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
