import DemoSupport

/// The scenario of exercise mvc-banner (docs/exercises/mvc-banner.md): the MVC design, with the views
/// `mvcBannerViews(controller:)` returns (Exercises/MVCBanner.swift). The user types into the view
/// named "banner" what `input` types into view0 and view1: a text to trim, an edit that changes
/// nothing, a text that is too long. The texts are the exercise's data (ExerciseData/MVCBannerData.swift).
func mvcBanner(_ t: Transcript) {
    typealias Data = MVCBannerData
    t.declare(Names.user, Names.main)
    t.heading("main creates a document, its controller and the views, then adds each view to the document")
    let (document, controller, views) = t.acting(as: Names.main) {
        let document = SimpleStringDocument()
        let controller = StringController(document: document)
        let views = mvcBannerViews(controller: controller)
        for view in views {
            document.addView(key: view.name, eventHandler: view.onDataChange)
        }
        return (document, controller, views)
    }
    t.result("the document notifies, in order: \(document.viewKeys.joined(separator: ", "))")
    let solved = views.contains { $0.name == "banner" }
    if !solved {
        t.note(
            "exercise mvc-banner is not solved yet: there is no view \"banner\", so its input is refused."
        )
    }
    /// The heading of the user's typing in banner, which says so when there is no banner.
    func typing(_ text: String) -> String {
        "The user \(solved ? "types" : "would type") \(text) in banner\(solved ? "" : ", but there is no such view yet")"
    }
    // The views hold their controller weakly; the program keeps it, as MVCProgram does.
    withExtendedLifetime(controller) {
        t.heading("Each view renders; the document has no data yet")
        t.acting(as: Names.main) {
            for view in views {
                view.render()
            }
        }

        t.heading("main sets the state; every view is notified")
        t.acting(as: Names.main) { document.state = Data.stateSetByMain }

        t.heading(typing("\"\(Data.padded)\""))
        submit(Data.padded, from: "banner", among: views)

        t.heading(typing("\"\(Data.unchanged)\""))
        submit(Data.unchanged, from: "banner", among: views)

        t.heading(typing("a text of \(Data.tooLong.count) characters"))
        submit(Data.tooLong, from: "banner", among: views)

        t.heading("The user types \"\(Data.inView1)\" in view1")
        submit(Data.inView1, from: "view1", among: views)
    }
    t.note(
        "The controller's rules apply to any view the input came from; it never names a view's type.")
}
