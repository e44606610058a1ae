/// The data of exercise tourist-point-list's scenario (docs/exercises/tourist-point-list.md): the tourist, the route and its points.
/// Course-owned: the grader may run the scenario on other data too.
enum TouristPointListData {
    /// Route 321, the harbour walk: the lighthouse (AR data, 1 material), the fish market (no AR data, 3
    /// materials) and the pier (no materials).
    static let places = TouristPlaces(
        tourist: User(id: 7, username: "visitor", password: "visitor-password", isTourist: true),
        guide: User(
            id: 3, username: "harbour-guide", password: "harbour-password", isTourist: false,
            createdRoutes: [321]),
        route: Route(
            id: 321, name: "Harbour walk", createdBy: 3, pointsOfInterest: [lighthouse, fishMarket, pier],
            link: "http://url.com/route/321"),
        pointWithAR: lighthouse, pointWithoutAR: fishMarket, pointNotOnRoute: 404,
        seedName: "TouristPointListData")

    static let lighthouse = PointOfInterest(
        id: 5, name: "Old lighthouse", description: "White tower at the harbour mouth", route: 321,
        materials: [
            Material(id: 51, type: .text, content: "materials/51/lighthouse.txt", pointOfInterest: 5)
        ],
        arComponent: ARComponent(
            id: 4, name: "Lighthouse beam", positionX: 1, positionY: 12, positionZ: -20, rotationX: 0,
            rotationY: 45, rotationZ: 0),
        latitude: 59.9, longitude: 10.7)

    static let fishMarket = PointOfInterest(
        id: 12, name: "Fish market", description: "Stalls along the quay", route: 321,
        materials: [
            Material(id: 121, type: .image, content: "materials/121/stalls.jpg", pointOfInterest: 12),
            Material(id: 122, type: .text, content: "materials/122/history.txt", pointOfInterest: 12),
            Material(id: 123, type: .image, content: "materials/123/quay.jpg", pointOfInterest: 12),
        ],
        arComponent: nil, latitude: 59.91, longitude: 10.72)

    static let pier = PointOfInterest(
        id: 30, name: "Ferry pier", description: "Where the island ferry leaves", route: 321, materials: [],
        arComponent: nil, latitude: 59.905, longitude: 10.73)
}
