import DemoSupport

/// One fact of a design's static structure, drawn in its class diagram; the golden tests check each
/// against the source, so a diagram cannot claim what the code does not do.
public indirect enum Relation: Equatable, Sendable {
    /// `conforms(A, to: P)`: A conforms to protocol P; `inherits(A, from: B)`: class A inherits from B.
    case conforms(String, to: String), inherits(String, from: String)
    /// `holds(A, B)`: A keeps a B in a strong stored property; `weak(A, B)`: in a `weak` or `unowned`
    /// one (drawn dashed, labelled weak); `creates(A, B)`: A calls B's initialiser.
    case holds(String, String), weak(String, String), creates(String, String)
    /// `notifies(S, O, f)`: S notifies observers such as O (`notifying { }`, NotificationCenter) by f.
    case notifies(String, String, String? = nil)
    /// `calls(A, B, f)`: A calls B's f; `takes(A, B, in: f)`: A declares f taking a B (`accept`, `visit`);
    /// `becomes(S, T, on: f)`: the state S makes T the current state in f, a transition.
    case calls(String, String, String), takes(String, String, in: String), becomes(String, String, on: String)
    /// A relation drawn with its arrow pointing one way (``pointing(_:)``), or only in the pictures of
    /// some scenarios (``only(in:)``); checked against the code like the relation itself.
    case placed(Relation, Direction), only(Relation, scenarios: [String])

    /// Where an arrow points on the page, from the relation's first type to its second.
    public enum Direction: String, Sendable { case up, down, left, right }

    /// The relation drawn with its arrow pointing `direction` (PlantUML; Mermaid lays out alone):
    /// `.holds("Journey", "TravelStrategy").pointing(.right)` draws the Strategy beside its Context.
    public func pointing(_ direction: Direction) -> Relation { .placed(self, direction) }

    /// The relation drawn only in the class diagrams of these scenarios: what one scenario is about.
    public func only(in scenarios: String...) -> Relation { .only(self, scenarios: scenarios) }

    enum Kind: String { case conforms, inherits, holds, weak, creates, notifies, calls, takes, becomes }

    typealias Parts = (kind: Kind, from: String, to: String, label: String?)

    /// Its kind, its two types and the operation it is about, as the golden tests list them.
    var parts: Parts {
        switch self {
        case .conforms(let from, let to): (.conforms, from, to, nil)
        case .inherits(let from, let to): (.inherits, from, to, nil)
        case .holds(let from, let to): (.holds, from, to, nil)
        case .weak(let from, let to): (.weak, from, to, nil)
        case .creates(let from, let to): (.creates, from, to, nil)
        case .notifies(let from, let to, let label): (.notifies, from, to, label)
        case .calls(let from, let to, let label): (.calls, from, to, label)
        case .takes(let from, let to, let label): (.takes, from, to, label)
        case .becomes(let from, let to, let label): (.becomes, from, to, label)
        case .placed(let relation, _), .only(let relation, _): relation.parts
        }
    }

    /// The way its arrow points, if declared.
    var direction: Direction? {
        switch self {
        case .placed(_, let direction): direction
        case .only(let relation, _): relation.direction
        default: nil
        }
    }

    /// Whether the class diagram of `scenario` draws it.
    func isDrawn(in scenario: String) -> Bool {
        switch self {
        case .only(let relation, let scenarios):
            scenarios.contains(scenario) && relation.isDrawn(in: scenario)
        case .placed(let relation, _): relation.isDrawn(in: scenario)
        default: true
        }
    }
}

/// A type's part in a pattern: its role, drawn as a stereotype (`<<Strategy>>`), and the operations the
/// role uses (each checked to be declared on the type).
public struct ClassRole: Sendable {
    let stereotype: String
    let operations: [String]

    public static func role(_ stereotype: String, _ operations: String...) -> ClassRole {
        ClassRole(stereotype: stereotype, operations: operations)
    }
}

/// A pattern a demo teaches: its name and folder (under `Sources/<Demo>/`), the scenarios that show it
/// (with `variant` when only that design shows it), the roles `--list` names (by default its first
/// scenario's), each type's role (`"A, B"` for several), and the structure of its own design and of
/// each variant design. Each pattern is one picture in a scenario's class diagram, titled with the
/// demo, the scenario and `title` (by default the name up to its first `,` or `(`), its `layers`
/// (`"View": "MapView, ARView"`) drawn as boxes from top to bottom in the order given.
public struct Pattern: Sendable {
    public let name: String
    public let folder: String
    public let scenarios: [String]
    public let variant: String?
    /// The pattern as a picture's title names it: `Strategy`.
    public let title: String
    let roles: [Role]
    let structure: [Relation]
    let variants: [(variant: String, structure: [Relation])]
    /// A type and its role.
    typealias Class = (type: String, role: ClassRole)
    /// The roles of the types its own design names.
    let classes: [Class]
    /// Named groups of types, drawn one below the other (MVVM's View, ViewModel and Model).
    let layers: [(name: String, types: [String])]

    public init(
        _ name: String, folder: String, scenarios: [String], variant: String? = nil, title: String? = nil,
        roles: KeyValuePairs<String, String> = [:], classes: KeyValuePairs<String, ClassRole> = [:],
        layers: KeyValuePairs<String, String> = [:], structure: [Relation],
        variants: KeyValuePairs<String, [Relation]> = [:]
    ) {
        (self.name, self.folder, self.scenarios, self.variant) = (name, folder, scenarios, variant)
        self.title =
            title ?? String(name.prefix { $0 != "," && $0 != "(" }.reversed().drop { $0 == " " }.reversed())
        (self.roles, self.structure, self.variants) = (
            roles.map(Role.init), structure, variants.map { ($0, $1) }
        )
        let named = Set(structure.flatMap { [$0.parts.from, $0.parts.to] })
        self.classes = classes.flatMap { types, role in
            Self.types(types).map { (type: $0, role: role) }
        }.filter { named.contains($0.type) }
        self.layers = layers.map { (name: $0, types: Self.types($1)) }
    }

    private static func types(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0.filter { $0 != " " }) }
    }

    /// What the class diagram of `scenario` run with `variant` draws of the pattern: its own design with
    /// its roles, or a variant design without them (its types play no part, or another one).
    func drawn(in scenario: String, variant: String?) -> (structure: [Relation], classes: [Class]) {
        guard scenarios.contains(scenario), self.variant == nil || self.variant == variant else {
            return ([], [])
        }
        let other = self.variant == nil ? variants.first { $0.variant == variant } : nil
        let (structure, classes) = other.map { ($0.structure, []) } ?? (structure, classes)
        return (structure.filter { $0.isDrawn(in: scenario) }, classes)
    }
}

/// The class diagram of one scenario's design: a picture per pattern it shows, each a page of its own
/// with its types, their roles and operations, and their relations, an abstraction drawn above what
/// implements it (`Strategy <|.. LetterInput`).
struct ClassDiagram {
    let demo: Demo
    let run: ScenarioRun
    var mermaid: String { render(.mermaid) }
    var plantUML: String { render(.plantUML) }

    /// PlantUML's font size on a class diagram page; the pages are laid out for it (see the README).
    static let fontSize = 20

    private func render(_ dialect: DiagramRenderer.Dialect) -> String {
        let file = [demo.name, run.scenario.name, run.design.variant, "class"].compactMap { $0 }
            .joined(separator: "-")
        let pictures = demo.patterns.compactMap { pattern in
            let drawn = pattern.drawn(in: run.scenario.name, variant: run.design.variant)
            return drawn.structure.isEmpty ? nil : (pattern, drawn)
        }
        guard !pictures.isEmpty else { return page(nil, ([], []), dialect, file: file) }
        return pictures.enumerated().map { index, picture in
            page(picture.0, picture.1, dialect, file: index == 0 ? file : "\(file)-\(index + 1)")
        }.joined(separator: "\n")
    }

    /// One pattern's picture (or, for none, an empty page titled with the scenario).
    private func page(
        _ pattern: Pattern?, _ drawn: (structure: [Relation], classes: [Pattern.Class]),
        _ dialect: DiagramRenderer.Dialect, file: String
    ) -> String {
        let mermaid = dialect == .mermaid
        // Each fact once (declared twice, once with a direction, it is one), pointing as either says.
        var facts: [(part: Relation.Parts, direction: Relation.Direction?)] = []
        for relation in drawn.structure {
            if let index = facts.firstIndex(where: { $0.part == relation.parts }) {
                facts[index].direction = facts[index].direction ?? relation.direction
            } else {
                facts.append((relation.parts, relation.direction))
            }
        }
        let parts = facts.map(\.part)
        let layers = (pattern?.layers ?? []).map { layer in
            (
                name: layer.name,
                types: layer.types.filter { type in parts.contains { $0.from == type || $0.to == type } }
            )
        }.filter { !$0.types.isEmpty }
        let layerOf = { (type: String) in layers.firstIndex { $0.types.contains(type) } }
        var declared: [(type: String, lines: [String])] = []
        for type in parts.flatMap({ [$0.from, $0.to] }).uniqued() {  // in order of first mention
            let roles = drawn.classes.filter { $0.type == type }.map(\.role)
            let stereotype = roles.map(\.stereotype).uniqued().joined(separator: ", ")
            let isProtocol = parts.contains { $0.kind == .conforms && $0.to == type }
            guard !mermaid || !stereotype.isEmpty || isProtocol || layerOf(type) != nil else { continue }
            let members =
                (mermaid && (!stereotype.isEmpty || isProtocol)
                    ? ["<<\(stereotype.isEmpty ? "protocol" : stereotype)>>"] : [])
                + roles.flatMap(\.operations).uniqued().map { dialect.classText($0, member: true) }
            let shown = stereotype.isEmpty ? "" : " <<\(stereotype)>>"
            let head = mermaid ? "class \(type)" : "\(isProtocol ? "interface" : "class") \(type)\(shown)"
            declared.append(
                (
                    type,
                    members.isEmpty
                        ? [head] : [head + " {"] + members.map { (mermaid ? "    " : "  ") + $0 } + ["}"]
                ))
        }
        // Each layer a box (a PlantUML package, a Mermaid namespace) with its types inside.
        var lines = declared.filter { layerOf($0.type) == nil }.flatMap(\.lines)
        for (index, layer) in layers.enumerated() {
            let inside = declared.filter { layerOf($0.type) == index }.flatMap(\.lines).map { "    " + $0 }
            lines +=
                mermaid
                ? ["namespace \(namespace(layer.name, besides: declared.map(\.type))) {"] + inside + ["}"]
                : ["package \"\(dialect.escape(layer.name))\" as \(Layout.identifier(layer.name))_layer {"]
                    + inside + ["}"]
        }
        // Realisation and inheritance point up; the other relations of two types share one arrow at the
        // place of the first (held and called: `o-->` with the operation), open-headed for a notification.
        for (part, direction) in facts {
            let (from, to, kind) = (part.from, part.to, part.kind)
            let shared = facts.filter {
                $0.part.from == from && $0.part.to == to && $0.part.kind != .conforms
                    && $0.part.kind != .inherits
            }
            // The way the arrow points: as declared (for a shared arrow, by any of its relations), else
            // down or up a layer.
            let pointing =
                (kind == .conforms || kind == .inherits
                    ? direction : shared.lazy.compactMap(\.direction).first)
                ?? layerOf(from).flatMap { a in
                    layerOf(to).flatMap { b in a < b ? .down : a > b ? .up : nil }
                }
            guard kind != .conforms && kind != .inherits else {
                let link = kind == .conforms ? "." : "-"
                lines.append("\(to) <|\(link)\(mermaid ? "" : reversed(pointing))\(link) \(from)")
                continue
            }
            guard shared[0].part == part else { continue }
            let kinds = shared.map(\.part.kind)
            let (tail, link, head) =
                kinds.contains(.holds)
                ? ("o", "-", ">")
                : kinds.contains(.weak)
                    ? ("o", ".", ">")
                    : kinds.contains(.notifies) ? ("", "-", ">") : ("", ".", ">")
            let label = shared.map(\.part).compactMap {
                switch $0.kind {
                case .becomes: "becomes, on \($0.label ?? "")"
                case .holds: nil
                case .weak: "weak"
                default: $0.label ?? $0.kind.rawValue
                }
            }.uniqued().joined(separator: ", ")
            let word = mermaid ? "" : pointing?.rawValue ?? ""
            // A notification alone is blue in PlantUML, as in its sequence diagrams (the legend says so).
            let blue = !mermaid && tail.isEmpty && kinds.contains(.notifies)
            let arrow =
                tail + link + (blue ? "[\(DiagramRenderer.notificationColor)]" : "") + word + link + head
            lines.append("\(from) \(arrow) \(to)" + (label.isEmpty ? "" : " : \(dialect.classText(label))"))
        }
        // Layers stacked in the order given, whatever the arrows between them.
        if !mermaid {
            for (upper, lower) in zip(layers, layers.dropFirst()) {
                lines.append("\(upper.types[0]) -[hidden]down- \(lower.types[0])")
            }
        }
        if !mermaid && lines.contains(where: { $0.contains("-[\(DiagramRenderer.notificationColor)]") }) {
            lines += [
                "legend right",
                "  <color:\(DiagramRenderer.notificationColor)>blue arrow</color>: notifies (~> in the text)",
                "endlegend",
            ]
        }
        // `MVVMDemo errors: ViewState`; a variant's picture, which has no roles, `MVVMDemo errors (mvc) vs.
        // ViewState`: short enough for a slide's title.
        let name = "\(demo.name) \(run.scenario.name)" + (run.design.variant.map { " (\($0))" } ?? "")
        let title = name + (pattern.map { (run.design.variant == nil ? ": " : " vs. ") + $0.title } ?? "")
        // Mermaid's title is YAML front matter: a double-quoted scalar, its backslashes and quotes escaped.
        let quoted = title.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return dialect.diagram(
            mermaid
                ? ["---", "title: \"\(quoted)\"", "---", "classDiagram"]
                : [
                    "title \(dialect.escape(title))", "skinparam defaultFontSize \(Self.fontSize)",
                    "hide empty members", "skinparam classAttributeIconSize 0",
                ],
            lines, file: file)
    }

    /// A Mermaid namespace's name, which it shows: the layer's, unless a type has it (`ModelLayer`).
    private func namespace(_ name: String, besides types: [String]) -> String {
        let id = Layout.identifier(name)
        return types.contains(id) ? id + "Layer" : id
    }

    /// A direction seen from the relation's second type: PlantUML writes `P <|.. A` for `A` conforms.
    private func reversed(_ direction: Relation.Direction?) -> String {
        let opposite: [Relation.Direction: Relation.Direction] = [
            .up: .down, .down: .up, .left: .right, .right: .left,
        ]
        return direction.flatMap { opposite[$0]?.rawValue } ?? ""
    }
}
// edited
