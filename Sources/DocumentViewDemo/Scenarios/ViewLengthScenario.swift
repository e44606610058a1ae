import DemoSupport

/// The scenario of exercise view-length (docs/exercises/view-length.md): views of one document in
/// Document-View, made and attached by `viewLengthViews(on:)` (Exercises/ViewLength.swift). The user
/// edits in view0 and view1; a view attached under the key "length" is detached near the end. The
/// texts are the exercise's data (ExerciseData/ViewLengthData.swift).
func viewLength(_ t: Transcript) {
    typealias Data = ViewLengthData
    t.declare(Names.user, Names.main)
    t.heading("main creates the views and attaches each to one document")
    let (document, views) = t.acting(as: Names.main) {
        let document = SimpleStringDocument()
        return (document, viewLengthViews(on: document))
    }
    t.result("the document notifies, in order: \(document.viewKeys.joined(separator: ", "))")
    let solved = document.viewKeys.contains("length")
    if !solved {
        t.note(
            "exercise view-length is not solved yet: no view is attached as \"length\"."
        )
    }

    t.heading("main sets the state; every attached view is notified")
    t.acting(as: Names.main) { document.state = Data.stateSetByMain }

    t.heading("The user types \"\(Data.typed)\" in view0")
    submit(Data.typed, from: "view0", among: views)

    t.heading("The user clears the text in view1: an empty string is data")
    submit("", from: "view1", among: views)

    t.heading("view1 is detached; an edit in view0 reaches the views still attached")
    t.acting(as: Names.main) { document.removeView(key: "view1") }
    submit(Data.oneCharacter, from: "view0", among: views)

    t.heading(
        solved
            ? "The view attached as \"length\" is detached; the next edit reaches view0 alone"
            : "main asks to detach a view attached as \"length\", which there is not; then an edit in view0")
    t.acting(as: Names.main) { document.removeView(key: "length") }
    submit(Data.last, from: "view0", among: views)
    t.note(
        "The document calls each view's callback and never names its type: new views leave it as it is.")
}
