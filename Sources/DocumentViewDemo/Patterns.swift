import DemoSupport
import DemoTools

/// The patterns DocumentViewDemo teaches, where their roles live, and the structure its class diagrams
/// draw (`--list`, `--format mermaid-class`), one picture per pattern; a golden test checks every
/// relation against the code. Each scenario's picture shows what it is about (`.only(in:)`).
let patterns = [
    Pattern(
        "Document-View, with Observer", folder: "DocumentView",
        scenarios: ["article", "input", "backend", "view-length"],
        classes: documentViewClasses,
        structure: [
            .conforms("StringDocument", to: "Document"),
            .notifies("StringDocument", "StringView", "onDataChange(_:)").pointing(.right),
            .weak("StringView", "Document").pointing(.up),
            .calls("StringView", "Document", "state").only(in: "input"),
            .conforms("StringView", to: "StringRendering").only(in: "input"),
            .conforms("SimpleEvent", to: "Event").only(in: "article", "view-length"),
            .holds("DocumentViewProgram", "StringDocument").only(in: "article"),
            .creates("DocumentViewProgram", "StringView").only(in: "article"),
            .holds("StringDocument", "BackendRepository").pointing(.down).only(in: "backend"),
            .calls("StringDocument", "BackendRepository", "fetch()").only(in: "backend"),
            .calls("StringDocument", "BackendRepository", "save(_:)").only(in: "backend"),
        ],
        // In MVC the views are others; the MVC pattern below draws the whole design.
        variants: ["mvc": []]),
    // lifecycle: the two wirings side by side, a picture each, differing in one arrow.
    Pattern(
        "Document-View, the article's strong wiring", folder: "DocumentView",
        scenarios: ["lifecycle"], title: "the article's wiring, strong",
        roles: [
            "Document": "StringDocument<SimpleEvent> (keeps each view's callback, and so the view)",
            "View": "StringView view0, holding its document strongly: a cycle",
        ],
        classes: documentViewClasses,
        structure: wiring(.holds("StringView", "Document"))),
    Pattern(
        "Document-View, the demo's weak wiring", folder: "DocumentView",
        scenarios: ["lifecycle"], title: "the demo's wiring, weak",
        roles: [
            "Document": "StringDocument<SimpleEvent> (keeps each view's callback, and so the view)",
            "View": "StringView view1, holding its document weakly: no cycle",
        ],
        classes: documentViewClasses,
        structure: wiring(.weak("StringView", "Document"))),
    Pattern(
        "MVC, the article's move", folder: "MVC", scenarios: ["article", "input", "backend"], variant: "mvc",
        classes: mvcClasses, layers: mvcLayers,
        structure: mvcStructure + [
            .holds("StringDocument", "BackendRepository").pointing(.right).only(in: "backend")
        ]),
    // The exercise mvc-banner runs the MVC design as its only design, so its class diagram cannot come
    // from the pattern above (shown with --variant mvc): the same structure, without a variant.
    Pattern(
        "MVC, exercise mvc-banner", folder: "MVC", scenarios: ["mvc-banner"],
        classes: mvcClasses, layers: mvcLayers, structure: mvcStructure),
]

/// The roles in Document-View: the document is the Observer's subject (the protocol attaches and
/// detaches, the class holds the state), a view its concrete observer.
private let documentViewClasses: KeyValuePairs<String, ClassRole> = [
    "Document": .role("Document"),
    "Document": .role("Subject", "addView(key:eventHandler:)", "removeView(key:)"),
    "StringDocument": .role("Document"),
    "StringDocument": .role("Subject", "state"),
    "StringView": .role("View", "onDataChange(_:)", "submitData(_:)"),
    "StringView": .role("ConcreteObserver"),
]

/// The lifecycle's picture: the document holds each view's callback, and the view points back.
private func wiring(_ backReference: Relation) -> [Relation] {
    [
        .conforms("StringDocument", to: "Document"),
        .notifies("StringDocument", "StringView", "onDataChange(_:)").pointing(.right),
        backReference.pointing(.up),
    ]
}

/// The roles in the MVC design: the document is the model, and the controller takes the views' input.
private let mvcClasses: KeyValuePairs<String, ClassRole> = [
    "Document": .role("Model", "state"),
    "StringDocument": .role("Model"),
    "ControlledStringView": .role("View", "onDataChange(_:)", "submitData(_:)"),
    "StringRendering": .role("View", "render()"),
    "StringController": .role("Controller", "submitData(_:from:)"),
]

/// MVC's three layers, top to bottom.
private let mvcLayers: KeyValuePairs<String, String> = [
    "View": "ControlledStringView, StringRendering", "Controller": "StringController",
    "Model": "Document, StringDocument",
]

/// The MVC design: the view hands input to the controller, which updates the model or refreshes the
/// view; the model still notifies the views itself.
private let mvcStructure: [Relation] = [
    .conforms("ControlledStringView", to: "StringRendering"),
    .weak("ControlledStringView", "StringController"),
    .calls("ControlledStringView", "StringController", "submitData(_:from:)"),
    .holds("StringController", "Document"), .calls("StringController", "Document", "state"),
    .calls("StringController", "StringRendering", "render()"),
    .conforms("StringDocument", to: "Document"),
    .notifies("StringDocument", "ControlledStringView", "onDataChange(_:)"),
]
