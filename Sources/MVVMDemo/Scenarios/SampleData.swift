/// Scenario data: the original project's sample data, route 456 with Red Square (materials 1 and 2)
/// and point 789 (material 7, and the photo file 9). Coordinates of point 789, paths, descriptions and
/// the AR component are the demo's own.
enum SampleData {
    static let guide = User(
        id: 1, username: "guide", password: "guide-password", isTourist: false, createdRoutes: [456])
    static let tourist = User(id: 2, username: "tourist", password: "tourist-password", isTourist: true)

    static let routeID = 456
    static let routeLink = "http://url.com/route/456"
    /// The link the document's `MainViewController` uses; nothing is there until a guide puts a route there.
    static let documentLink = "http://url.com/route"
    /// The route id the document's `MainViewController` uses.
    static let documentRouteID = 123

    static let redSquare = PointOfInterest(
        id: 1, name: "Red Square", description: "The main square of the city", route: routeID,
        materials: [
            Material(id: 1, type: .image, content: "materials/1/photo-of-red-square.jpg", pointOfInterest: 1),
            Material(
                id: 2, type: .text, content: "materials/2/history-of-red-square.txt", pointOfInterest: 1),
        ],
        arComponent: ARComponent(
            id: 1, name: "Red Square panorama", positionX: 0, positionY: 1.5, positionZ: -4,
            rotationX: 0, rotationY: 90, rotationZ: 0),
        latitude: 55.7558, longitude: 37.6176)

    static let newPoint = PointOfInterest(
        id: 789, name: "New point of interest", description: "A point added later, without AR",
        route: routeID,
        materials: [
            Material(
                id: 7, type: .text, content: "materials/7/new-point-of-interest.txt", pointOfInterest: 789),
            Material(id: 9, type: .image, content: "materials/9/photo.jpg", pointOfInterest: 789),
        ],
        arComponent: nil, latitude: 55.752, longitude: 37.6175)

    static let journey = Route(
        id: routeID, name: "Journey through the city", createdBy: guide.id,
        pointsOfInterest: [redSquare, newPoint], link: routeLink)

    /// A server holding the sample users and route.
    static func server() -> Server {
        Server(users: [guide, tourist], routes: [journey])
    }
}

/// What an exercise's scenario runs on: the tourist, the guide, the route on the server with its two
/// points (one with AR data, one without), and a point id that is not on the route. Each exercise's
/// data file (ExerciseData/) gives its own; `sample` is the demo's.
struct TouristPlaces {
    let tourist: User
    let guide: User
    let route: Route
    let pointWithAR: PointOfInterest
    let pointWithoutAR: PointOfInterest
    let pointNotOnRoute: Int
    /// The name the roles give the server's seed.
    let seedName: String

    static let sample = TouristPlaces(
        tourist: SampleData.tourist, guide: SampleData.guide, route: SampleData.journey,
        pointWithAR: SampleData.redSquare, pointWithoutAR: SampleData.newPoint, pointNotOnRoute: 999,
        seedName: "SampleData")

    /// A server holding the users and the route.
    func server() -> Server { Server(users: [guide, tourist], routes: [route]) }
}
