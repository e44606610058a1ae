import DemoSupport

/// DocumentViewDemo: the article "Design Patterns in Swift: Document-View" (document-view.md) as scenarios.
let demo = Demo(
    name: "DocumentViewDemo",
    title: "Document-View, and its move to MVC (Design Patterns in Swift: Document-View, document-view.md)",
    scenarios: [
        Scenario(
            "article",
            purpose:
                "The article's program: three views of one document, notified in the order they were added.",
            roles: documentViewRoles()
        ) { article(DocumentViewProgram.init, $0) }
        .variant(
            "mvc", purpose: "The same program in MVC: a controller takes the views' input.",
            roles: mvcRoles()
        ) { article(MVCProgram.init, $0) },

        Scenario(
            "backend",
            purpose: "The document loads from a backend and writes a view's input back; nil changes nothing.",
            roles: documentViewRoles(repository: true)
        ) { backend(DocumentViewProgram.init, $0) }
        .variant(
            "mvc",
            purpose: "The same in MVC: the controller takes the input, the document still persists it.",
            roles: mvcRoles(repository: true)
        ) { backend(MVCProgram.init, $0) },

        Scenario(
            "lifecycle",
            purpose:
                "Document and views holding each other leak unless one side is weak; views released on removal.",
            roles: [
                "Document": "StringDocument<SimpleEvent> (owns its views' callbacks)",
                "View": "StringView (holding its document strongly, then weakly)",
                "Watcher": "Weak (main's weak references), ReleaseLog (each deinit records itself)",
            ]
        ) { lifecycle($0) },
    ]
)

private func documentViewRoles(repository: Bool = false) -> KeyValuePairs<String, String> {
    [
        "Document": "StringDocument<SimpleEvent> (protocol Document)"
            + (repository ? ", with a BackendRepository" : ""),
        "View": "StringView (renders, and writes the user's input to the document)",
        "Event": "SimpleEvent (protocol Event)",
        "Client": "DocumentViewProgram (the article's main program)",
    ]
}

private func mvcRoles(repository: Bool = false) -> KeyValuePairs<String, String> {
    [
        "Model": "StringDocument<SimpleEvent> (protocol Document)"
            + (repository ? ", with a BackendRepository" : ""),
        "View": "ControlledStringView (renders, and hands the user's input to the controller)",
        "Controller": "StringController (takes the input, sets the document's state)",
        "Event": "SimpleEvent (protocol Event)",
        "Client": "MVCProgram (the article's main program, moved to MVC)",
    ]
}
