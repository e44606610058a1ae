import DemoSupport

/// The scenario of exercise mvc-banner (docs/exercises/mvc-banner.md): the MVC design, with the views
/// `mvcBannerViews(controller:)` returns (Exercises/MVCBanner.swift). The user types into the view
/// named "banner" what `input` types into view0 and view1: a text to trim, an edit that changes
/// nothing, a text that is too long.
func mvcBanner(_ t: Transcript) {
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
    // The views hold their controller weakly; the program keeps it, as MVCProgram does.
    withExtendedLifetime(controller) {
        t.heading("Each view renders; the document has no data yet")
        t.acting(as: Names.main) {
            for view in views {
                view.render()
            }
        }

        t.heading("main sets the state; every view is notified")
        t.acting(as: Names.main) { document.state = "blargh" }

        t.heading("The user types \"  hello \" in banner")
        submit("  hello ", from: "banner", among: views)

        t.heading("The user types \"hello\" in banner")
        submit("hello", from: "banner", among: views)

        t.heading("The user types a text of 26 characters in banner")
        submit("no shouting in the library", from: "banner", among: views)

        t.heading("The user types \"bye\" in view1")
        submit("bye", from: "view1", among: views)
    }
    t.note(
        "StringController applies its rules to whichever view the input comes from, and refreshes that "
            + "view through StringRendering; it never names a view's type.")
}
