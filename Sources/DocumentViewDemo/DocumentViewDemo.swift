import DemoSupport
import DemoTools

/// DocumentViewDemo: the article "Design Patterns in Swift: Document-View" (document-view.md) as scenarios.
let demo = Demo(
    name: "DocumentViewDemo",
    title: "Document-View, and its move to MVC (document-view.md)",
    patterns: patterns,
    scenarios: [
        Scenario(
            "article",
            purpose:
                "The article's program: a view's edit reaches every view through the document.",
            roles: documentViewRoles()
        ) { article(DocumentViewProgram.init, $0) }
        .variant(
            "mvc", purpose: "The same program in MVC: a controller takes the views' input.",
            roles: mvcRoles()
        ) { article(MVCProgram.init, $0) },

        Scenario(
            "input",
            purpose:
                "The view handles input itself: it trims it and skips an edit that changes nothing.",
            roles: documentViewRoles()
        ) { input(DocumentViewProgram.init, $0) }
        .variant(
            "mvc",
            purpose: "In MVC: the controller trims the input and picks the view to refresh.",
            roles: mvcRoles()
        ) { input(MVCProgram.init, $0) },

        Scenario(
            "backend",
            purpose: "The document loads its state from a backend and writes a view's input back.",
            roles: documentViewRoles(repository: true)
        ) { backend(DocumentViewProgram.init, $0) }
        .variant(
            "mvc",
            purpose: "In MVC: the controller takes the input; the document still saves it.",
            roles: mvcRoles(repository: true)
        ) { backend(MVCProgram.init, $0) },

        Scenario(
            "lifecycle",
            purpose:
                "A view holding its document strongly closes a cycle and leaks; a weak one does not.",
            roles: [
                DocumentViewRoles.stringDocument.withArguments.note("the subject: owns its views' callbacks"),
                DocumentViewRoles.view.note("view0 holds its document strongly, view1 weakly"),
                Role("Watcher", "Weak (main's weak references), ReleaseLog (each deinit records itself)"),
            ]
        ) { lifecycle($0) },

        Scenario(
            "view-length",
            purpose:
                "Exercise: a view that shows the text's length; the document does not change.",
            roles: [
                DocumentViewRoles.shownDocument, DocumentViewRoles.observing,
                DocumentViewRoles.view.note("view0, view1").said(
                    " and your LengthView (Exercises/ViewLength.swift)"),
                DocumentViewRoles.event,
                Role("Client", "main, with viewLengthViews(on:) (Exercises/ViewLength.swift)"),
            ]
        ) { viewLength($0) }
        .exercise(),

        Scenario(
            "mvc-banner",
            purpose:
                "Exercise: an MVC view showing the text in capitals; the controller's rules unchanged.",
            roles: [
                DocumentViewRoles.shownDocument.named("Model"), DocumentViewRoles.observing,
                MVCRoles.view.note("view0, view1").said(" and your BannerView (Exercises/MVCBanner.swift)"),
                MVCRoles.controller.note("handles every view's input; sets the state or refreshes one view"),
                DocumentViewRoles.event,
                Role("Client", "main, with mvcBannerViews(controller:) (Exercises/MVCBanner.swift)"),
            ]
        ) { mvcBanner($0) }
        .exercise(),
    ]
)

private func documentViewRoles(repository: Bool = false) -> [any RoleShown] {
    [
        DocumentViewRoles.shownDocument.said(repository ? ", with a BackendRepository" : ""),
        DocumentViewRoles.observing,
        DocumentViewRoles.view.note("renders; handles the user's input itself and writes it to the document"),
        DocumentViewRoles.event,
        ClassRole.role("Client", DocumentViewProgram.self).note("the article's main program"),
    ]
}

private func mvcRoles(repository: Bool = false) -> [any RoleShown] {
    [
        DocumentViewRoles.shownDocument.named("Model").said(repository ? ", with a BackendRepository" : ""),
        DocumentViewRoles.observing,
        MVCRoles.view.note("renders, and hands the user's input to the controller"),
        MVCRoles.controller.note("handles the input; sets the state or refreshes one view"),
        DocumentViewRoles.event,
        ClassRole.role("Client", MVCProgram.self).note("the article's main program, moved to MVC"),
    ]
}
