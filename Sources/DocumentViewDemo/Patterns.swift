import DemoSupport

/// The patterns DocumentViewDemo teaches, where their roles live, and the structure its class diagrams
/// draw (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "Document-View, with Observer", folder: "DocumentView",
        scenarios: ["article", "input", "backend", "lifecycle", "view-length"],
        classes: [
            "Document": .role("Document", "addView(key:eventHandler:)", "removeView(key:)"),
            "StringDocument": .role("Document", "addView(key:eventHandler:)", "removeView(key:)", "state"),
            "StringDocument": .role("Subject"),
            "StringView": .role("View", "onDataChange(_:)", "submitData(_:)"),
            "StringView": .role("ConcreteObserver"),
        ],
        structure: [
            .conforms("StringDocument", to: "Document"), .conforms("SimpleEvent", to: "Event"),
            .holds("StringDocument", "BackendRepository"),
            .notifies("StringDocument", "StringView", "onDataChange(_:)"),
            .conforms("StringView", to: "StringRendering"), .holds("StringView", "Document"),
            .holds("DocumentViewProgram", "StringDocument"), .creates("DocumentViewProgram", "StringView"),
        ],
        variants: [
            // In MVC the document and its notifications stay; the views change.
            "mvc": [
                .conforms("StringDocument", to: "Document"), .conforms("SimpleEvent", to: "Event"),
                .holds("StringDocument", "BackendRepository"),
                .notifies("StringDocument", "ControlledStringView"),
            ]
        ]),
    Pattern(
        "MVC, the article's move", folder: "MVC", scenarios: ["article", "input", "backend"], variant: "mvc",
        classes: mvcClasses,
        structure: [
            .conforms("ControlledStringView", to: "StringRendering"),
            .weak("ControlledStringView", "StringController"),
            .calls("ControlledStringView", "StringController", "submitData(_:from:)"),
            .holds("StringController", "Document"), .calls("StringController", "StringRendering", "render()"),
            .creates("MVCProgram", "StringController"), .creates("MVCProgram", "ControlledStringView"),
        ]),
    // The exercise mvc-banner runs the MVC design as its only design, so its class diagram cannot come
    // from the pattern above (shown with --variant mvc): the same structure, without a variant.
    Pattern(
        "MVC, exercise mvc-banner", folder: "MVC", scenarios: ["mvc-banner"],
        classes: mvcClasses,
        structure: [
            .conforms("StringDocument", to: "Document"), .conforms("SimpleEvent", to: "Event"),
            .notifies("StringDocument", "ControlledStringView", "onDataChange(_:)"),
            .conforms("ControlledStringView", to: "StringRendering"),
            .weak("ControlledStringView", "StringController"),
            .calls("ControlledStringView", "StringController", "submitData(_:from:)"),
            .holds("StringController", "Document"), .calls("StringController", "StringRendering", "render()"),
        ]),
]

/// The roles in the MVC design: the document is the model, and the controller takes the views' input.
let mvcClasses: KeyValuePairs<String, ClassRole> = [
    "Document, StringDocument": .role("Model", "state"),
    "ControlledStringView": .role("View", "onDataChange(_:)", "submitData(_:)"),
    "StringRendering": .role("View", "render()"),
    "StringController": .role("Controller", "submitData(_:from:)"),
]
