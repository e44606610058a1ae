import DemoSupport

/// The patterns DocumentViewDemo teaches, where their roles live, and the structure its class diagrams
/// draw (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "Document-View, with Observer", folder: "DocumentView",
        scenarios: ["article", "input", "backend", "lifecycle", "view-length"],
        structure: [
            .conforms("StringDocument", to: "Document"), .conforms("SimpleEvent", to: "Event"),
            .holds("StringDocument", "BackendRepository"), .notifies("StringDocument", "StringView"),
            .conforms("StringView", to: "StringRendering"), .holds("StringView", "Document"),
            .holds("DocumentViewProgram", "StringDocument"), .creates("DocumentViewProgram", "StringView"),
        ],
        alternatives: [
            // In MVC the document and its notifications stay; the views change.
            "mvc": [
                .conforms("StringDocument", to: "Document"), .conforms("SimpleEvent", to: "Event"),
                .holds("StringDocument", "BackendRepository"),
                .notifies("StringDocument", "ControlledStringView"),
            ]
        ]),
    Pattern(
        "MVC, the article's move", folder: "MVC", scenarios: ["article", "input", "backend"], variant: "mvc",
        structure: [
            .conforms("ControlledStringView", to: "StringRendering"),
            .holds("ControlledStringView", "StringController"), .holds("StringController", "Document"),
            .creates("MVCProgram", "StringController"), .creates("MVCProgram", "ControlledStringView"),
        ]),
    // The exercise mvc-banner runs the MVC design as its only design, so its class diagram cannot come
    // from the pattern above (shown with --variant mvc): the same structure, without a variant.
    Pattern(
        "MVC, exercise mvc-banner", folder: "MVC", scenarios: ["mvc-banner"],
        structure: [
            .conforms("StringDocument", to: "Document"), .conforms("SimpleEvent", to: "Event"),
            .notifies("StringDocument", "ControlledStringView"),
            .conforms("ControlledStringView", to: "StringRendering"),
            .holds("ControlledStringView", "StringController"), .holds("StringController", "Document"),
        ]),
]
