/// Exercise tourist-status-bar (docs/exercises/tourist-status-bar.md). Assembly: the tourist app that
/// the scenario `tourist-status-bar` runs: the MVVM design (`TouristApp`) and any further view bound
/// here to its ViewModel. Your status bar binds to the ViewModel's `point` here.
func statusBarApp(user: User, server: Server, resuming screen: Screen?) -> TouristApp {
    TouristApp(user: user, server: server, resuming: screen)
}
