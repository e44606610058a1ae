/// Assembly (MVVM design): the document's component diagram put together. The Map and Augmented
/// reality views send the user's actions to the ViewModel, the ViewModel asks the Model, the Model
/// asks the Server, and the ViewModel's bindings notify the views.
final class TouristApp {
    let map: MapView
    let augmentedRealityView: AugmentedRealityView
    let viewModel: ViewModel

    /// The views know the ViewModel; the Map binds itself and the AR view to it when it opens. A
    /// resumed app (`resuming`) has the screen it had in its ViewModel; opening shows it, asking nothing.
    init(user: User, server: Server, resuming screen: Screen? = nil) {
        map = MapView()
        augmentedRealityView = AugmentedRealityView(map: map)
        viewModel = ViewModel(user: user, model: Model(server: server), screen: screen ?? Screen())
        map.viewModel = viewModel
        map.augmentedRealityView = augmentedRealityView
        augmentedRealityView.viewModel = viewModel
    }
}
