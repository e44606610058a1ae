/// Assembly (MVVM design): the document's component diagram put together. The Map and Augmented
/// reality views send the user's actions to the ViewModel, the ViewModel asks the Model, the Model
/// asks the Server, and the ViewModel's bindings notify the views.
final class TouristApp {
    let map: MapView
    let augmentedRealityView: AugmentedRealityView
    let viewModel: ViewModel

    /// The views know the ViewModel and bind to it: the Map to the route and the point, the AR view to
    /// the AR data. A resumed app (`resuming`) is open and shows the screen it had; nothing is asked.
    init(user: User, server: Server, resuming screen: Screen? = nil) {
        map = MapView(resuming: screen)
        augmentedRealityView = AugmentedRealityView(presenter: map)
        viewModel = ViewModel(user: user, model: Model(server: server), screen: screen ?? Screen())
        map.viewModel = viewModel
        map.augmentedRealityView = augmentedRealityView
        augmentedRealityView.viewModel = viewModel
        viewModel.route.bind { [map] in map.showRoute($0) }
        viewModel.point.bind { [map] in map.showPoint($0) }
        viewModel.augmentedReality.bind { [augmentedRealityView] in augmentedRealityView.display($0) }
    }
}
