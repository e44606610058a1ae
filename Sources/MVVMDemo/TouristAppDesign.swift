import DemoSupport

/// What the scenarios ask of the tourist app. The MVVM design (`TouristApp`) and the document's MVC
/// controller (`MainViewController`) answer alike and differ only in who talks to whom.
protocol TouristAppDesign: AnyObject {
    /// The participant the user's taps reach: `Map`, or `MainViewController`.
    var entry: String { get }
    /// The app's parts between the user and the server, in the order diagrams show them.
    var layers: [String] { get }
    /// What the user sees now.
    var screen: Screen { get }
    func open()
    /// Each action is done, or refused with the reason; a refused action changes nothing.
    func viewRoute(link: String) throws(Refusal)
    func selectPoint(id: Int) throws(Refusal)
    func viewAugmentedReality() throws(Refusal)
    func createRoute(name: String, link: String) throws(Refusal)
    func close()
}

/// Builds a design for a user of the app, on a server, tracing to a transcript.
typealias AppMaker = (User, Server, Transcript) -> any TouristAppDesign

/// How a user appears in the traces.
func actorName(_ user: User) -> String { user.isTourist ? "Tourist" : "Guide" }

/// Assembly (MVVM design): the document's component diagram put together. The Map and Augmented
/// reality views send the user's actions to the ViewModel, the ViewModel asks the Model, the Model
/// asks the Server, and the ViewModel's bindings notify the views.
final class TouristApp: TouristAppDesign {
    let map: MapView
    let augmentedRealityView: AugmentedRealityView
    let viewModel: ViewModel

    init(user: User, server: Server, transcript: Transcript) {
        map = MapView(user: actorName(user), transcript: transcript)
        augmentedRealityView = AugmentedRealityView(presenter: map, transcript: transcript)
        viewModel = ViewModel(
            user: user, model: Model(server: server, transcript: transcript), transcript: transcript)
    }

    var entry: String { MapView.name }
    var layers: [String] { [MapView.name, AugmentedRealityView.name, ViewModel.name, Model.name] }
    var screen: Screen { map.screen }

    /// The views appear and bind to the ViewModel (once: opening an open app does nothing).
    func open() {
        guard map.viewModel == nil else { return }
        map.viewModel = viewModel
        map.augmentedRealityView = augmentedRealityView
        augmentedRealityView.viewModel = viewModel
        viewModel.route.bind(MapView.name) { [map] in map.showRoute($0) }
        viewModel.point.bind(MapView.name) { [map] in map.showPoint($0) }
        viewModel.augmentedReality.bind(AugmentedRealityView.name) { [augmentedRealityView] in
            augmentedRealityView.display($0)
        }
        map.showOpened()
    }

    func viewRoute(link: String) throws(Refusal) { try map.viewRoute(link: link) }
    func selectPoint(id: Int) throws(Refusal) { try map.selectPoint(id: id) }
    func viewAugmentedReality() throws(Refusal) { try map.viewAugmentedReality() }
    func createRoute(name: String, link: String) throws(Refusal) {
        try map.createRoute(name: name, link: link)
    }

    /// The views unbind; the ViewModel no longer reaches them.
    func close() {
        viewModel.route.unbindAll()
        viewModel.point.unbindAll()
        viewModel.augmentedReality.unbindAll()
        map.viewModel = nil
        augmentedRealityView.viewModel = nil
        map.showClosed()
    }
}
