/// Model: the document's services, which fetch routes, points and AR data from the server and keep
/// the last data they received. The ViewModel (or, in the `mvc` variant, `MainViewController`) owns
/// one. In the traces, every service is the participant `Model`.
struct Model {
    static let traceName = "Model"
    let routes: RouteService
    let pointsOfInterest: PointOfInterestService
    let arComponents: ARComponentService

    init(server: Server) {
        let connection = ServerConnection(server: server)
        routes = RouteService(connection: connection)
        pointsOfInterest = PointOfInterestService(connection: connection)
        arComponents = ARComponentService(connection: connection)
    }
}
