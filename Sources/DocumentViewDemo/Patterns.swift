import DemoSupport
import DemoTools

/// The patterns DocumentViewDemo teaches, where their roles live, and the structure its class diagrams
/// draw (`--list`, `--format mermaid-class`), one picture per pattern; a golden test checks every
/// relation against the code. Each scenario's picture shows what it is about (`.only(in:)`).
let patterns = [
    Pattern(
        "Document-View, with Observer", folder: "DocumentView",
        scenarios: ["article", "input", "backend", "view-length"],
        classes: DocumentViewRoles.classes,
        structure: [
            .conforms(SimpleStringDocument.self, to: (any Document).self) { $0 },
            .notifies(SimpleStringDocument.self, (any DocumentObserver).self, "onDataChange(_:)")
                .pointing(.right),
            .conforms(SimpleStringView.self, to: (any DocumentObserver).self) { $0 },
            .weak(SimpleStringView.self, (any Document).self).pointing(.left),
            .calls(SimpleStringView.self, (any Document).self, "state").only(in: "input"),
            .conforms(SimpleStringView.self, to: (any StringRendering).self) { $0 }.only(in: "input"),
            .conforms(SimpleEvent.self, to: (any Event).self) { $0 }.only(in: "article", "view-length"),
            .holds(DocumentViewProgram.self, SimpleStringDocument.self).only(in: "article"),
            .creates(DocumentViewProgram.self, SimpleStringView.self).only(in: "article"),
            .holds(SimpleStringDocument.self, BackendRepository.self).pointing(.down).only(in: "backend"),
            .calls(SimpleStringDocument.self, BackendRepository.self, "fetch()").only(in: "backend"),
            .calls(SimpleStringDocument.self, BackendRepository.self, "save(_:)").only(in: "backend"),
        ],
        // In MVC the views are others; the MVC pattern below draws the whole design.
        variants: ["mvc": []]),
    // lifecycle: the two wirings side by side, a picture each, differing in one arrow.
    Pattern(
        "Document-View, the article's strong wiring", folder: "DocumentView",
        scenarios: ["lifecycle"], title: "the article's wiring, strong",
        roles: [
            DocumentViewRoles.wiringDocument,
            DocumentViewRoles.view.said(" view0, holding its document strongly: a cycle"),
        ],
        classes: DocumentViewRoles.classes,
        structure: wiring(.holds(SimpleStringView.self, (any Document).self))),
    Pattern(
        "Document-View, the demo's weak wiring", folder: "DocumentView",
        scenarios: ["lifecycle"], title: "the demo's wiring, weak",
        roles: [
            DocumentViewRoles.wiringDocument,
            DocumentViewRoles.view.said(" view1, holding its document weakly: no cycle"),
        ],
        classes: DocumentViewRoles.classes,
        structure: wiring(.weak(SimpleStringView.self, (any Document).self))),
    Pattern(
        "MVC, the article's move", folder: "MVC", scenarios: ["article", "input", "backend"], variant: "mvc",
        classes: MVCRoles.classes, layers: mvcLayers,
        structure: mvcStructure + [
            .holds(SimpleStringDocument.self, BackendRepository.self).pointing(.right).only(in: "backend")
        ]),
    // The exercise mvc-banner runs the MVC design as its only design, so its class diagram cannot come
    // from the pattern above (shown with --variant mvc): the same structure, without a variant.
    Pattern(
        "MVC, exercise mvc-banner", folder: "MVC", scenarios: ["mvc-banner"],
        classes: MVCRoles.classes, layers: mvcLayers, structure: mvcStructure),
]

/// The roles in Document-View, each declared once: the document is the Observer's subject (the
/// protocol attaches and detaches, the class holds the state), a view its concrete observer. The class
/// diagrams draw them; the scenarios' Roles blocks name them, each with what its scenario says.
enum DocumentViewRoles {
    static let document = ClassRole.role("Document", (any Document).self)
    static let subject = ClassRole.role(
        "Subject", (any Document).self, "addView(key:eventHandler:)", "removeView(key:)")
    static let stringDocument = ClassRole.role("Document", SimpleStringDocument.self)
    static let stringSubject = ClassRole.role("ConcreteSubject", SimpleStringDocument.self, "state")
    static let updating = ClassRole.role("Observer", (any DocumentObserver).self, "onDataChange(_:)")
    static let view = ClassRole.role("View", SimpleStringView.self, "onDataChange(_:)", "submitData(_:)")
    static let observer = ClassRole.role("ConcreteObserver", SimpleStringView.self)
    static let classes = [document, subject, stringDocument, stringSubject, updating, view, observer]

    /// The document as the scenarios name it: `StringDocument<SimpleEvent> (protocol Document)`.
    static let shownDocument = stringDocument.withArguments.note("protocol Document")
    /// The document in the lifecycle's pictures.
    static let wiringDocument = stringDocument.withArguments.note(
        "keeps each view's callback, and so the view")
    /// The Observer half, the same in both designs.
    static let observing = updating.said(
        ": onDataChange(_:), each view's callback (attached by addView)")
    static let event = ClassRole.role("Event", SimpleEvent.self).note("protocol Event")
}

/// The lifecycle's picture: the document holds each view's callback, and the view points back.
private func wiring(_ backReference: Relation) -> [Relation] {
    [
        .conforms(SimpleStringDocument.self, to: (any Document).self) { $0 },
        .notifies(SimpleStringDocument.self, SimpleStringView.self, "onDataChange(_:)").pointing(.right),
        backReference.pointing(.up),
    ]
}

/// The roles in the MVC design: the document is the model, and the controller takes the views' input.
enum MVCRoles {
    static let view = ClassRole.role("View", ControlledView.self, "onDataChange(_:)", "submitData(_:)")
    static let controller = ClassRole.role("Controller", Controller.self, "submitData(_:from:)")
    static let classes: [ClassRole] = [
        .role("Model", (any Document).self, "state"), .role("Model", SimpleStringDocument.self), view,
        .role("View", (any StringRendering).self, "render()"), controller,
    ]
}

/// MVC's three layers, top to bottom.
private let mvcLayers: KeyValuePairs<String, [Any.Type]> = [
    "View": [ControlledView.self, (any StringRendering).self], "Controller": [Controller.self],
    "Model": [(any Document).self, SimpleStringDocument.self],
]

/// The MVC design: the view hands input to the controller, which updates the model or refreshes the
/// view; the model still notifies the views itself.
private let mvcStructure: [Relation] = [
    .conforms(ControlledView.self, to: (any StringRendering).self) { $0 },
    .weak(ControlledView.self, Controller.self),
    .calls(ControlledView.self, Controller.self, "submitData(_:from:)"),
    .holds(Controller.self, (any Document).self), .calls(Controller.self, (any Document).self, "state"),
    .calls(Controller.self, (any StringRendering).self, "render()"),
    .conforms(SimpleStringDocument.self, to: (any Document).self) { $0 },
    .notifies(SimpleStringDocument.self, ControlledView.self, "onDataChange(_:)"),
]

/// The generic types of the MVC design with the arguments it runs them with; the diagrams name the
/// generic type alone (`ControlledStringView`).
private typealias ControlledView = ControlledStringView<SimpleEvent, SimpleStringDocument>
private typealias Controller = StringController<SimpleStringDocument>
