import DemoSupport

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
