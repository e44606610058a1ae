/// The document's database model, as Swift values.
///
/// Ownership runs downwards by value (a `Route` holds its points, a point its materials and its AR
/// component); the way back up is an id (`PointOfInterest.route`, `Material.pointOfInterest`,
/// `Route.createdBy`), because a Swift value cannot contain its own container. The diagram's sets are
/// arrays kept in id order, so that every run prints them in the same order.

/// Model entity: an account. Only a user with `isTourist == false` (a guide) creates routes.
struct User: Equatable, Sendable {
    let id: Int
    var username: String
    /// Kept because the document's table has it; the demo never prints or compares it.
    var password: String
    var isTourist: Bool
    /// Ids of the routes this user created (User "1" -- "*" Route).
    var createdRoutes: [Int] = []
}

/// Model entity: a route, created by a guide, made of points of interest, reachable by its link.
struct Route: Equatable, Sendable {
    let id: Int
    var name: String
    /// Id of the `User` who created it.
    var createdBy: Int
    /// Route "1" -- "*" PointOfInterest.
    var pointsOfInterest: [PointOfInterest]
    var link: String
}

/// Model entity: a place on a route, with its materials and at most one AR component.
struct PointOfInterest: Equatable, Sendable {
    let id: Int
    var name: String
    var description: String
    /// Id of the `Route` it belongs to.
    var route: Int
    /// PointOfInterest "1" -- "*" Material.
    var materials: [Material]
    /// PointOfInterest "1" -- "0..1" ARComponent.
    var arComponent: ARComponent?
    var latitude: Double
    var longitude: Double
}

/// Model entity: the three kinds of material the document names (its table stores the kind as a string).
enum MaterialType: String, Sendable {
    case text
    case image
    case video
}

/// Model entity: text, an image or a video about a point; `content` is its path on the server.
struct Material: Equatable, Sendable {
    let id: Int
    var type: MaterialType
    var content: String
    /// Id of the `PointOfInterest` it belongs to.
    var pointOfInterest: Int
}

/// Model entity: where a point's AR object stands in space and how it is turned.
struct ARComponent: Equatable, Sendable {
    let id: Int
    var name: String
    var positionX: Double
    var positionY: Double
    var positionZ: Double
    var rotationX: Double
    var rotationY: Double
    var rotationZ: Double
}
