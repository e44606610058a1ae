import DemoSupport

/// Model: the document's services, which fetch routes, points and AR data from the server and keep
/// the last data they received. The ViewModel (or, in the `mvc` variant, `MainViewController`) owns
/// one. In the traces, everything in here is the participant `Model`.
struct Model {
    static let name = "Model"
    let routes: RouteService
    let pointsOfInterest: PointOfInterestService
    let arComponents: ARComponentService

    init(server: Server, transcript: Transcript) {
        let connection = ServerConnection(server: server, transcript: transcript)
        routes = RouteService(connection: connection)
        pointsOfInterest = PointOfInterestService(connection: connection)
        arComponents = ARComponentService(connection: connection)
    }
}

/// How the model's answers read in a trace.
enum Describe {
    static func route(_ route: Route) -> String {
        "route \(route.id) \(quotedName(route.name)), \(count(route.pointsOfInterest.count, "point"))"
    }

    static func points(_ points: [PointOfInterest]) -> String {
        points.isEmpty
            ? "no points"
            : points.map { "point \($0.id) (\(count($0.materials.count, "material")))" }.joined(
                separator: ", ")
    }

    static func arComponent(_ component: ARComponent) -> String {
        "AR component \(component.id) \(quotedName(component.name))"
    }

    /// `1 point`, `2 points`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
