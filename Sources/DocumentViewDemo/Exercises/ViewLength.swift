/// Exercise view-length (docs/exercises/view-length.md). Client: creates the views of the scenario
/// `view-length` and attaches each to the document (in the order the document will notify them), and
/// returns the views the user types into. Your `LengthView`, named "length", is created after view1
/// and attached last.
func viewLengthViews(on document: SimpleStringDocument) -> [SimpleStringView] {
    let view0 = SimpleStringView(name: "view0", document: document)
    let view1 = SimpleStringView(name: "view1", document: document)
    document.addView(key: view0.name, eventHandler: view0.onDataChange)
    document.addView(key: view1.name, eventHandler: view1.onDataChange)
    return [view0, view1]
}
