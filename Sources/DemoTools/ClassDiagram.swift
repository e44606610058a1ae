import DemoSupport

/// One fact of a design's static structure, drawn in its class diagram. Each names its types as types
/// (`.holds(Journey.self, TravelStrategy.self)`), so the compiler checks every name; a conformance or
/// an inheritance cannot even be declared wrong (its upcast `{ $0 }` compiles only when it holds); the
/// golden tests check the rest (a stored property, a call) against the source.
public struct Relation: Equatable, Sendable {
    /// Its kind, its two types (by name, without generic arguments) and the operation it is about.
    struct Parts: Equatable, Sendable {
        var kind: Kind
        var from, to: String
        var label: String?
    }

    enum Kind: String, Sendable {
        case conforms, inherits, holds, weak, creates, notifies, calls, takes, becomes
    }

    let parts: Parts
    /// The way its arrow points, if declared (``pointing(_:)``).
    private(set) var direction: Direction?
    /// The scenarios whose class diagrams alone draw it (``only(in:)``); nil for all.
    private(set) var scenarios: [String]?

    private init(_ kind: Kind, _ from: Any.Type, _ to: Any.Type, _ label: String? = nil) {
        parts = Parts(kind: kind, from: Self.name(of: from), to: Self.name(of: to), label: label)
    }

    /// A type's name as the diagrams show it: `StringView` for `StringView<SimpleEvent>`, `Document` for
    /// the protocol `(any Document).self`.
    static func name(of type: Any.Type) -> String {
        let spelled = String(describing: type)  // a toolchain may spell a protocol `any Document`
        return String((spelled.hasPrefix("any ") ? spelled.dropFirst(4) : spelled[...]).prefix { $0 != "<" })
    }

    /// A conforms to protocol P: `.conforms(LetterInput.self, to: InputTextField.self) { $0 }`, the
    /// closure the upcast that compiles only when it does.
    public static func conforms<A, P>(_ type: A.Type, to abstraction: P.Type, _ upcast: (A) -> P)
        -> Relation
    {
        Relation(.conforms, type, abstraction)
    }
    /// Class A inherits from B: `.inherits(FreePriceLabel.self, from: PriceLabel.self) { $0 }`.
    public static func inherits<A, B>(_ type: A.Type, from base: B.Type, _ upcast: (A) -> B) -> Relation {
        Relation(.inherits, type, base)
    }
    /// A keeps a B in a strong stored property.
    public static func holds(_ owner: Any.Type, _ held: Any.Type) -> Relation {
        Relation(.holds, owner, held)
    }
    /// A keeps a B in a `weak` or `unowned` one (drawn dashed, labelled weak).
    public static func weak(_ owner: Any.Type, _ held: Any.Type) -> Relation { Relation(.weak, owner, held) }
    /// A calls B's initialiser.
    public static func creates(_ maker: Any.Type, _ made: Any.Type) -> Relation {
        Relation(.creates, maker, made)
    }
    /// S notifies observers such as O (`notifying { }`) by f.
    public static func notifies(_ subject: Any.Type, _ observer: Any.Type, _ operation: String? = nil)
        -> Relation
    { Relation(.notifies, subject, observer, operation) }
    /// A calls B's f.
    public static func calls(_ caller: Any.Type, _ callee: Any.Type, _ operation: String) -> Relation {
        Relation(.calls, caller, callee, operation)
    }
    /// A declares f taking a B (`accept`, `visit`).
    public static func takes(_ type: Any.Type, _ taken: Any.Type, in operation: String) -> Relation {
        Relation(.takes, type, taken, operation)
    }
    /// The state S makes T the current state in f, a transition.
    public static func becomes(_ state: Any.Type, _ next: Any.Type, on operation: String) -> Relation {
        Relation(.becomes, state, next, operation)
    }

    /// Where an arrow points on the page, from the relation's first type to its second.
    public enum Direction: String, Sendable { case up, down, left, right }

    /// The relation drawn with its arrow pointing `direction` (PlantUML; Mermaid lays out alone):
    /// `.holds(Journey.self, TravelStrategy.self).pointing(.right)` draws the Strategy beside its Context.
    public func pointing(_ direction: Direction) -> Relation {
        var copy = self
        copy.direction = direction
        return copy
    }

    /// The relation drawn only in the class diagrams of these scenarios: what one scenario is about.
    public func only(in scenarios: String...) -> Relation {
        var copy = self
        copy.scenarios = self.scenarios.map { $0.filter(scenarios.contains) } ?? scenarios
        return copy
    }

    /// Whether the class diagram of `scenario` draws it.
    func isDrawn(in scenario: String) -> Bool { scenarios?.contains(scenario) ?? true }
}

/// A type's part in a pattern, declared once: its role, drawn as a stereotype (`<<Strategy>>`), the
/// types that play it, and the operations the role uses (each checked to be declared on the type).
/// The class diagrams draw it, and `--list` and a scenario's Roles block name it: `Context
/// CustomTextField`, or with a note where the scenario says more (``note(_:)``), or the types of it
/// one scenario shows (``by(_:)``).
public struct ClassRole: RoleShown {
    let types: [String]
    /// The types with their generic arguments, as Swift spells them.
    private var spelled: [String] = []
    let stereotype: String
    let operations: [String]
    /// The role's name and text in a Roles block, when not its stereotype and types (``said(_:)``).
    private var name: String?, text: String?

    /// `.role("Context", CustomTextField.self, "verdict()")`: the type plays the role with these operations.
    public static func role(_ stereotype: String, _ type: Any.Type, _ operations: String...) -> ClassRole {
        role(stereotype, [type], operations)
    }

    /// `.role("ConcreteStrategy", [LetterInput.self, NumberInput.self], "inputTextField(_:)")`: each plays it.
    public static func role(_ stereotype: String, _ types: [Any.Type], _ operations: String...) -> ClassRole {
        role(stereotype, types, operations)
    }

    private static func role(_ stereotype: String, _ types: [Any.Type], _ operations: [String]) -> ClassRole {
        var role = ClassRole(
            types: types.map(Relation.name(of:)), stereotype: stereotype, operations: operations)
        role.spelled = types.map { String(describing: $0) }
        return role
    }

    /// The role as a Roles block names it: `Delegate  LoginController (asks the field...)`.
    package var shown: Role {
        Role(name ?? stereotype, text ?? types.joined(separator: ", "))
    }

    /// The role with a note in parentheses after its types: `LoginController (names no rule)`.
    package func note(_ text: String) -> ClassRole { said(" (\(text))") }

    /// The role with `text` said right after its types: `: publishes it`, `, then AlphanumericInput`.
    package func said(_ text: String) -> ClassRole {
        var copy = self
        copy.text = shown.types + text
        return copy
    }

    /// The role as played by some of its types (or by another type, such as an exercise's): the ones
    /// a scenario runs, named with `separator` between them (`, then ` for one after the other).
    package func by(_ types: Any.Type..., separator: String = ", ") -> ClassRole {
        var copy = ClassRole(
            types: types.map(Relation.name(of:)), stereotype: stereotype, operations: operations)
        copy.name = name
        copy.text = copy.types.joined(separator: separator)
        return copy
    }

    /// This role's types and then `other`'s, as one line: `MapView (Map), AugmentedRealityView`.
    package func and(_ other: ClassRole, separator: String = ", ") -> ClassRole {
        var copy = ClassRole(types: types + other.types, stereotype: stereotype, operations: operations)
        copy.name = name
        copy.text = shown.types + separator + other.shown.types
        return copy
    }

    /// The role with its types spelled with their generic arguments: `StringDocument<SimpleEvent>`.
    package var withArguments: ClassRole {
        var copy = self
        copy.text = spelled.joined(separator: ", ")
        return copy
    }

    /// The role under another name in a Roles block (`Model` for the services a scenario shows as one).
    package func named(_ name: String) -> ClassRole {
        var copy = self
        copy.name = name
        return copy
    }
}

/// A pattern a demo teaches: its name and folder (under `Sources/<Demo>/`), the scenarios that show it
/// (with `variant` when only that design shows it), the roles `--list` names (by default its first
/// scenario's), the typed roles its types play (``ClassRole``), and the structure of its own design and
/// of each variant design. Each pattern is one picture in a scenario's class diagram, titled with the
/// demo, the scenario and `title` (by default the name up to its first `,` or `(`), its `layers`
/// (`"View": [MapView.self, ARView.self]`) drawn as boxes from top to bottom in the order given.
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

    package init(
        _ name: String, folder: String, scenarios: [String], variant: String? = nil, title: String? = nil,
        roles: [any RoleShown] = [], classes: [ClassRole] = [],
        layers: KeyValuePairs<String, [Any.Type]> = [:], structure: [Relation],
        variants: KeyValuePairs<String, [Relation]> = [:]
    ) {
        (self.name, self.folder, self.scenarios, self.variant) = (name, folder, scenarios, variant)
        self.title =
            title ?? String(name.prefix { $0 != "," && $0 != "(" }.reversed().drop { $0 == " " }.reversed())
        (self.roles, self.structure, self.variants) = (
            roles.map(\.shown), structure, variants.map { ($0, $1) }
        )
        let named = Set(structure.flatMap { [$0.parts.from, $0.parts.to] })
        self.classes = classes.flatMap { role in role.types.map { (type: $0, role: role) } }
            .filter { named.contains($0.type) }
        self.layers = layers.map { (name: $0, types: $1.map(Relation.name(of:))) }
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
        let facts = Relation.facts(of: drawn.structure)
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

extension Relation {
    /// Each fact once (declared twice, once with a direction, it is one), pointing as either says: what
    /// the class diagrams and the page's class pane draw.
    static func facts(of structure: [Relation]) -> [(part: Parts, direction: Direction?)] {
        var facts: [(part: Parts, direction: Direction?)] = []
        for relation in structure {
            if let index = facts.firstIndex(where: { $0.part == relation.parts }) {
                facts[index].direction = facts[index].direction ?? relation.direction
            } else {
                facts.append((relation.parts, relation.direction))
            }
        }
        return facts
    }
}
