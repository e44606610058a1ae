/// One fact of a design's static structure, drawn in its class diagram; the golden tests check each
/// against the source, so a diagram cannot claim what the code does not do.
public enum Relation: Equatable, Sendable {
    /// `conforms(A, to: P)`: A conforms to protocol P; `inherits(A, from: B)`: class A inherits from B.
    case conforms(String, to: String), inherits(String, from: String)
    /// `holds(A, B)`: A keeps a B in a stored property; `creates(A, B)`: A calls B's initialiser.
    case holds(String, String), creates(String, String)
    /// `notifies(S, O, f)`: S notifies observers such as O (`notifying { }`, NotificationCenter) by f.
    case notifies(String, String, String? = nil)
    /// `calls(A, B, f)`: A calls B's f; `takes(A, B, in: f)`: A declares f taking a B (`accept`, `visit`);
    /// `becomes(S, T, on: f)`: the state S makes T the current state in f, a transition.
    case calls(String, String, String), takes(String, String, in: String), becomes(String, String, on: String)

    enum Kind: String { case conforms, inherits, holds, creates, notifies, calls, takes, becomes }

    /// Its kind, its two types and the operation it is about, as the golden tests list them.
    var parts: (kind: Kind, from: String, to: String, label: String?) {
        switch self {
        case .conforms(let from, let to): (.conforms, from, to, nil)
        case .inherits(let from, let to): (.inherits, from, to, nil)
        case .holds(let from, let to): (.holds, from, to, nil)
        case .creates(let from, let to): (.creates, from, to, nil)
        case .notifies(let from, let to, let label): (.notifies, from, to, label)
        case .calls(let from, let to, let label): (.calls, from, to, label)
        case .takes(let from, let to, let label): (.takes, from, to, label)
        case .becomes(let from, let to, let label): (.becomes, from, to, label)
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
/// each variant design.
public struct Pattern: Sendable {
    public let name: String
    public let folder: String
    public let scenarios: [String]
    public let variant: String?
    let roles: [Role]
    let structure: [Relation]
    let variants: [(variant: String, structure: [Relation])]
    /// A type and its role.
    typealias Class = (type: String, role: ClassRole)
    /// The roles of the types its own design names.
    let classes: [Class]

    public init(
        _ name: String, folder: String, scenarios: [String], variant: String? = nil,
        roles: KeyValuePairs<String, String> = [:], classes: KeyValuePairs<String, ClassRole> = [:],
        structure: [Relation], variants: KeyValuePairs<String, [Relation]> = [:]
    ) {
        (self.name, self.folder, self.scenarios, self.variant) = (name, folder, scenarios, variant)
        (self.roles, self.structure, self.variants) = (
            roles.map(Role.init), structure, variants.map { ($0, $1) }
        )
        let named = Set(structure.flatMap { [$0.parts.from, $0.parts.to] })
        self.classes = classes.flatMap { types, role in
            types.split(separator: ",").map { (type: String($0.filter { $0 != " " }), role: role) }
        }.filter { named.contains($0.type) }
    }

    /// What the class diagram of `scenario` run with `variant` draws of the pattern: its own design with
    /// its roles, or a variant design without them (its types play no part, or another one).
    func drawn(in scenario: String, variant: String?) -> (structure: [Relation], classes: [Class]) {
        guard scenarios.contains(scenario), self.variant == nil || self.variant == variant else {
            return ([], [])
        }
        let other = self.variant == nil ? variants.first { $0.variant == variant } : nil
        return other.map { ($0.structure, []) } ?? (structure, classes)
    }
}

/// The class diagram of one scenario's design: its types with their roles and operations, and their
/// relations, an abstraction drawn above what implements it (`Strategy <|.. LetterInput`).
struct ClassDiagram {
    let demo: Demo
    let run: ScenarioRun
    var mermaid: String { render(.mermaid) }
    var plantUML: String { render(.plantUML) }

    private func render(_ dialect: DiagramRenderer.Dialect) -> String {
        let mermaid = dialect == .mermaid
        let drawn = demo.patterns.map { $0.drawn(in: run.scenario.name, variant: run.design.variant) }
        let relations = drawn.flatMap(\.structure).uniqued().map(\.parts)
        var lines: [String] = []
        for type in relations.flatMap({ [$0.from, $0.to] }).uniqued() {  // in order of first mention
            let roles = drawn.flatMap(\.classes).filter { $0.type == type }.map(\.role)
            let stereotype = roles.map(\.stereotype).uniqued().joined(separator: ", ")
            let isProtocol = relations.contains { $0.kind == .conforms && $0.to == type }
            guard !mermaid || !stereotype.isEmpty || isProtocol else { continue }
            let members =
                (mermaid ? ["<<\(stereotype.isEmpty ? "protocol" : stereotype)>>"] : [])
                + roles.flatMap(\.operations).uniqued()
            let shown = stereotype.isEmpty ? "" : " <<\(stereotype)>>"
            let head = mermaid ? "class \(type)" : "\(isProtocol ? "interface" : "class") \(type)\(shown)"
            lines +=
                members.isEmpty
                ? [head] : [head + " {"] + members.map { (mermaid ? "    " : "  ") + $0 } + ["}"]
        }
        // Realisation and inheritance point up; the other relations of two types share one arrow at the
        // place of the first (held and called: `o-->` with the operation), open-headed for a notification.
        let arrows = relations.filter { $0.kind != .conforms && $0.kind != .inherits }
        for relation in relations {
            let (from, to, kind) = (relation.from, relation.to, relation.kind)
            guard kind != .conforms && kind != .inherits else {
                lines.append("\(to) <|\(kind == .conforms ? ".." : "--") \(from)")
                continue
            }
            let shared = arrows.filter { $0.from == from && $0.to == to }
            guard shared[0] == relation else { continue }
            let kinds = shared.map(\.kind)
            let head =
                kinds.contains(.holds)
                ? (mermaid ? "o--" : "o-->") : kinds.contains(.notifies) ? "-->" : "..>"
            let label = shared.compactMap {
                $0.kind == .becomes
                    ? "becomes, on \($0.label ?? "")" : $0.kind == .holds ? nil : $0.label ?? $0.kind.rawValue
            }.uniqued().joined(separator: ", ")
            // Mermaid ends a label at a second `:` and garbles `#58;`: a `:` becomes U+A789, colon-shaped.
            let shown = mermaid ? label.replacing(":", with: "\u{A789}") : dialect.escape(label)
            lines.append("\(from) \(head) \(to)" + (label.isEmpty ? "" : " : \(shown)"))
        }
        let title = "\(demo.name) \(run.title): \(run.design.summary)"
        // Mermaid's title is YAML front matter: a double-quoted scalar, its backslashes and quotes escaped.
        let quoted = title.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        let file = [demo.name, run.scenario.name, run.design.variant, "class"].compactMap { $0 }
        return dialect.diagram(
            mermaid
                ? ["---", "title: \"\(quoted)\"", "---", "classDiagram"]
                : [
                    "title \(dialect.escape(title))", "hide empty members",
                    "skinparam classAttributeIconSize 0",
                ],
            lines, file: file.joined(separator: "-"))
    }
}
