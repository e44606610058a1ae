/// One fact of a design's static structure, drawn in its class diagram; the golden tests check each
/// against the source (`--relations`), so a diagram cannot claim what the code does not do.
public struct Relation: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case conforms, inherits, holds, creates, notifies, calls, takes, becomes
    }

    public let kind: Kind
    public let from: String
    public let to: String
    /// The operation a `calls`, `takes`, `becomes` or `notifies` relation is about, as Swift names it.
    public let label: String?

    init(_ kind: Kind, _ from: String, _ to: String, _ label: String? = nil) {
        (self.kind, self.from, self.to, self.label) = (kind, from, to, label)
    }

    /// The type conforms to the protocol.
    public static func conforms(_ type: String, to proto: String) -> Relation {
        .init(.conforms, type, proto)
    }
    /// The class inherits from the class `base`.
    public static func inherits(_ type: String, from base: String) -> Relation {
        .init(.inherits, type, base)
    }
    /// The owner keeps a `held` in a stored property.
    public static func holds(_ owner: String, _ held: String) -> Relation { .init(.holds, owner, held) }
    /// The creator calls the product's initialiser.
    public static func creates(_ creator: String, _ product: String) -> Relation {
        .init(.creates, creator, product)
    }
    /// The subject notifies observers such as `observer` (in `notifying { }`, or by NotificationCenter).
    public static func notifies(_ subject: String, _ observer: String, _ operation: String? = nil) -> Relation
    {
        .init(.notifies, subject, observer, operation)
    }
    /// The caller calls the callee's `operation`.
    public static func calls(_ caller: String, _ callee: String, _ operation: String) -> Relation {
        .init(.calls, caller, callee, operation)
    }
    /// The type declares `operation`, which takes a `parameter` (an element's `accept(_:)`, a visit).
    public static func takes(_ type: String, _ parameter: String, in operation: String) -> Relation {
        .init(.takes, type, parameter, operation)
    }
    /// The state makes `next` the current state in `operation`: a transition.
    public static func becomes(_ state: String, _ next: String, on operation: String) -> Relation {
        .init(.becomes, state, next, operation)
    }

    /// `conforms\tLetterInput\tInputTextField` (and a tab and the operation), as `--relations` lists it.
    var listing: String { ([kind.rawValue, from, to] + (label.map { [$0] } ?? [])).joined(separator: "\t") }
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
/// (run with `variant` when only that design shows it), the roles `--list` names, each type's role in
/// `classes` (`"A, B"` for several), and the structure of its design and of each alternative design.
public struct Pattern: Sendable {
    public let name: String
    public let folder: String
    public let scenarios: [String]
    public let variant: String?
    /// The roles `--list` names; by default those of the first scenario that shows the pattern.
    let roles: [Role]
    let structure: [Relation]
    let alternatives: [(variant: String, structure: [Relation])]
    let classes: [(type: String, role: ClassRole)]

    public init(
        _ name: String, folder: String, scenarios: [String], variant: String? = nil,
        roles: KeyValuePairs<String, String> = [:], classes: KeyValuePairs<String, ClassRole> = [:],
        structure: [Relation], alternatives: KeyValuePairs<String, [Relation]> = [:]
    ) {
        (self.name, self.folder, self.scenarios, self.variant) = (name, folder, scenarios, variant)
        (self.roles, self.structure) = (roles.map(Role.init), structure)
        self.alternatives = alternatives.map { (variant: $0.key, structure: $0.value) }
        self.classes = classes.flatMap { types, role in
            types.split(separator: ",").map { (type: String($0.filter { $0 != " " }), role: role) }
        }
    }

    /// What the class diagram of `scenario` run with `variant` draws of the pattern: its own design with
    /// its roles, or an alternative design without them (its types play no part, or another one).
    func drawn(in scenario: String, variant: String?) -> (
        structure: [Relation], classes: [(type: String, role: ClassRole)]
    ) {
        guard scenarios.contains(scenario), self.variant == nil || self.variant == variant else {
            return ([], [])
        }
        guard self.variant == nil, let other = alternatives.first(where: { $0.variant == variant }) else {
            return (structure, ownClasses)
        }
        return (other.structure, [])
    }

    /// The classes whose types the pattern's own design names.
    private var ownClasses: [(type: String, role: ClassRole)] {
        classes.filter { type, _ in structure.contains { $0.from == type || $0.to == type } }
    }

    /// Its designs, as `--relations` lists them: a header line, then the roles, operations and
    /// relations of its own design, then those of each alternative.
    var listing: [String] {
        let roles = ownClasses.flatMap { type, role in
            ["role\t\(type)\t\(role.stereotype)"] + role.operations.map { "operation\t\(type)\t\($0)" }
        }
        return ["pattern\t\(name)"] + roles + structure.map(\.listing)
            + alternatives.flatMap { ["design\t\($0)"] + $1.map(\.listing) }
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
        let relations = drawn.flatMap(\.structure).uniqued()
        let classes = drawn.flatMap(\.classes)
        let member = mermaid ? "    " : "  "
        var lines: [String] = []
        // Each type the relations name, in order of first mention.
        for type in relations.flatMap({ [$0.from, $0.to] }).uniqued() {
            let roles = classes.filter { $0.type == type }.map(\.role)
            let stereotype = roles.map(\.stereotype).uniqued().joined(separator: ", ")
            let operations = roles.flatMap(\.operations).uniqued().map { member + $0 }
            let isProtocol = relations.contains { $0.kind == .conforms && $0.to == type }
            if mermaid {
                guard !stereotype.isEmpty || isProtocol else { continue }
                lines += ["class \(type) {", "\(member)<<\(stereotype.isEmpty ? "protocol" : stereotype)>>"]
                lines += operations + ["}"]
            } else {
                let head =
                    "\(isProtocol ? "interface" : "class") \(type)"
                    + (stereotype.isEmpty ? "" : " <<\(stereotype)>>")
                lines += operations.isEmpty ? [head] : [head + " {"] + operations + ["}"]
            }
        }
        // Realisation and inheritance point up; the other relations of two types share one arrow (held
        // and called: `o-->` with the operation), at the place of the first, open-headed for a notification.
        for relation in relations {
            let (from, to) = (relation.from, relation.to)
            switch relation.kind {
            case .conforms: lines.append("\(to) <|.. \(from)")
            case .inherits: lines.append("\(to) <|-- \(from)")
            default:
                let shared = relations.filter {
                    $0.from == from && $0.to == to && $0.kind != .conforms && $0.kind != .inherits
                }
                guard shared.first == relation else { continue }
                let kinds = shared.map(\.kind)
                let head =
                    kinds.contains(.holds)
                    ? (mermaid ? "o--" : "o-->") : kinds.contains(.notifies) ? "-->" : "..>"
                let label = shared.compactMap { relation in
                    relation.kind == .becomes
                        ? "becomes, on \(relation.label ?? "")"
                        : relation.label ?? (relation.kind == .holds ? nil : relation.kind.rawValue)
                }.uniqued().joined(separator: ", ")
                // Mermaid ends a label at a second `:` and garbles `#58;`: a `:` becomes U+A789, colon-shaped.
                let shown = mermaid ? label.replacing(":", with: "\u{A789}") : dialect.escape(label)
                lines.append("\(from) \(head) \(to)" + (label.isEmpty ? "" : " : \(shown)"))
            }
        }
        let title = "\(demo.name) \(run.title): \(run.design.summary)"
        guard mermaid else {
            let file = [demo.name, run.scenario.name, run.design.variant, "class"].compactMap { $0 }
            return
                ([
                    "@startuml \(file.joined(separator: "-"))", "title \(dialect.escape(title))",
                    "hide empty members",
                    "skinparam classAttributeIconSize 0",
                ] + lines + ["@enduml"]).joined(separator: "\n") + "\n"
        }
        // The title is YAML front matter: a double-quoted scalar, its backslashes and quotes escaped.
        let quoted = title.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        let head = ["```mermaid", "---", "title: \"\(quoted)\"", "---", "classDiagram"]
        return (head + lines.map { "    " + $0 } + ["```"]).joined(separator: "\n") + "\n"
    }
}
