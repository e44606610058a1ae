/// Exercise tourist-point-list (docs/exercises/tourist-point-list.md). Assembly: binds further views
/// to the ViewModel of the app that the scenario `tourist-point-list` runs, and returns the view on
/// which the tourist picks a point. So far that is the Map; your point list is bound and returned here.
func pointPicker(for app: TouristApp) -> any PointPicker {
    app.map
}
