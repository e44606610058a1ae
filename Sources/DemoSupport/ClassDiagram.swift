/// One fact of a design's static structure, as a class diagram draws it. Each is checked against the
/// source by the golden tests, so a diagram cannot claim what the code does not do.
public struct Relation: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// `from` conforms to the protocol `to`.
        case conforms
        /// The class `from` inherits from the class `to`.
        case inherits
        /// `from` keeps a `to` in a stored property.
        case holds
        /// `from` creates a `to` (calls its initialiser).
        case creates
        /// `from` notifies observers such as `to` (inside `notifying { }`, or through Foundation's
        /// NotificationCenter, which `to` registers with).
        case notifies
        /// `from` calls the operation `label` of `to`.
        case calls
        /// `from` declares the operation `label`, which takes a `to` (an element's `accept(_:)`, a
        /// visitor's `visit`).
        case takes
        /// The state `from` makes `to` the current state (in its operation `label`): a transition.
        case becomes
    }

    public let kind: Kind
    public let from: String
    public let to: String
    /// The operation a `calls`, `takes`, `becomes` or `notifies` relation is about, as Swift names it.
    public let label: String?

    init(kind: Kind, from: String, to: String, label: String? = nil) {
        (self.kind, self.from, self.to, self.label) = (kind, from, to, label)
    }

    public static func conforms(_ type: String, to protocolName: String) -> Relation {
        Relation(kind: .conforms, from: type, to: protocolName)
    }

    public static func inherits(_ type: String, from base: String) -> Relation {
        Relation(kind: .inherits, from: type, to: base)
    }

    public static func holds(_ owner: String, _ held: String) -> Relation {
        Relation(kind: .holds, from: owner, to: held)
    }

    public static func creates(_ creator: String, _ product: String) -> Relation {
        Relation(kind: .creates, from: creator, to: product)
    }

    public static func notifies(_ subject: String, _ observer: String, _ operation: String? = nil) -> Relation
    {
        Relation(kind: .notifies, from: subject, to: observer, label: operation)
    }

    public static func calls(_ caller: String, _ callee: String, _ operation: String) -> Relation {
        Relation(kind: .calls, from: caller, to: callee, label: operation)
    }

    public static func takes(_ type: String, _ parameter: String, in operation: String) -> Relation {
        Relation(kind: .takes, from: type, to: parameter, label: operation)
    }

    public static func becomes(_ state: String, _ next: String, on operation: String) -> Relation {
        Relation(kind: .becomes, from: state, to: next, label: operation)
    }
}

/// What a type is in a pattern: its role (drawn as a stereotype, `<<Strategy>>`) and the operations
/// the role uses (each checked to be declared on the type).
public struct ClassRole: Sendable {
    let stereotype: String
    let operations: [String]

    public static func role(_ stereotype: String, _ operations: String...) -> ClassRole {
        ClassRole(stereotype: stereotype, operations: operations)
    }
}

/// A pattern a demo teaches, for the index `--list` prints and the class diagrams: its name, the
/// folder of its roles (under `Sources/<Demo>/`), the scenarios that show it (in their default design,
/// or in the design `variant` when only a variant shows it), the static structure of its design, and
/// that of each alternative design (by variant name) that differs. `classes` gives each type its role
/// and operations in the pattern's own design, by type (several types share a key as `"A, B"`).
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
        self.roles = roles.map(Role.init)
        self.name = name
        self.folder = folder
        self.scenarios = scenarios
        self.variant = variant
        self.structure = structure
        self.alternatives = alternatives.map { (variant: $0.key, structure: $0.value) }
        self.classes = classes.flatMap { types, role in
            types.split(separator: ",").map { (type: String($0.filter { $0 != " " }), role: role) }
        }
    }

    /// What the pattern draws in the class diagram of `scenario` run with the design `variant`.
    func structure(of scenario: String, variant: String?) -> [Relation] {
        guard scenarios.contains(scenario) else { return [] }
        guard self.variant == nil else { return self.variant == variant ? structure : [] }
        return alternatives.first { $0.variant == variant }?.structure ?? structure
    }

    /// The roles of the types the pattern's own design names, in the order of `classes`; an
    /// alternative design draws none (its types play no part of the pattern, or another one).
    func classes(of scenario: String, variant: String?) -> [(type: String, role: ClassRole)] {
        guard scenarios.contains(scenario), self.variant == variant || self.variant == nil,
            self.variant != nil || !alternatives.contains(where: { $0.variant == variant })
        else { return [] }
        return ownClasses
    }

    /// The classes whose types the pattern's own design names.
    var ownClasses: [(type: String, role: ClassRole)] {
        classes.filter { type, _ in structure.contains { $0.from == type || $0.to == type } }
    }
}

/// The class diagram of one scenario's design: its types with their roles and operations, and their
/// relations. An abstraction is drawn above what implements it (`Strategy <|.. LetterInput`).
struct ClassDiagram {
    let demo: Demo
    let run: ScenarioRun

    /// The structure of every pattern the scenario shows, in the design it runs with.
    private var relations: [Relation] {
        demo.patterns.flatMap { $0.structure(of: run.scenario.name, variant: run.design.variant) }
            .uniqued()
    }

    /// Each type the relations name, in order of first mention: its stereotypes, its operations, and
    /// whether it is a protocol.
    private var boxes: [(type: String, stereotypes: [String], operations: [String], isProtocol: Bool)] {
        let classes = demo.patterns.flatMap { $0.classes(of: run.scenario.name, variant: run.design.variant) }
        let protocols = relations.filter { $0.kind == .conforms }.map(\.to)
        return relations.flatMap { [$0.from, $0.to] }.uniqued().map { type in
            let roles = classes.filter { $0.type == type }.map(\.role)
            return (
                type, roles.map(\.stereotype).uniqued(), roles.flatMap(\.operations).uniqued(),
                protocols.contains(type)
            )
        }
    }

    private var title: String { "\(demo.name) \(run.title): \(run.design.summary)" }
    private var file: String {
        [demo.name, run.scenario.name, run.design.variant, "class"].compactMap { $0 }.joined(separator: "-")
    }

    /// Each relation as `left arrow right : label`. Realisation and inheritance point up, so the
    /// abstraction is drawn above; the other relations between the same two types share one arrow
    /// (held and called: `o-->` labelled with the operation), with an open head for a notification.
    private func lines(holds: String, label escape: (String) -> String) -> [String] {
        var arrows: [(from: String, to: String, kinds: [Relation.Kind], labels: [String])] = []
        var lines: [String] = []
        for relation in relations {
            switch relation.kind {
            case .conforms: lines.append("\(relation.to) <|.. \(relation.from)")
            case .inherits: lines.append("\(relation.to) <|-- \(relation.from)")
            default:
                let label =
                    relation.kind == .becomes
                    ? "becomes, on \(relation.label ?? "")"
                    : relation.label ?? (relation.kind == .holds ? nil : relation.kind.rawValue)
                if let index = arrows.firstIndex(where: { $0.from == relation.from && $0.to == relation.to })
                {
                    arrows[index].kinds.append(relation.kind)
                    arrows[index].labels += label.map { [$0] } ?? []
                } else {
                    arrows.append((relation.from, relation.to, [relation.kind], label.map { [$0] } ?? []))
                    lines.append("")  // its place, filled below
                }
            }
        }
        var next = arrows.makeIterator()
        return lines.map { line in
            guard line.isEmpty, let arrow = next.next() else { return line }
            let head = arrow.kinds.contains(.holds) ? holds : arrow.kinds.contains(.notifies) ? "-->" : "..>"
            let label = arrow.labels.uniqued().joined(separator: ", ")
            return "\(arrow.from) \(head) \(arrow.to)" + (label.isEmpty ? "" : " : \(escape(label))")
        }
    }

    var mermaid: String {
        // YAML: a double-quoted scalar, with its backslashes and quotes escaped.
        let quoted = title.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        var lines = ["```mermaid", "---", "title: \"\(quoted)\"", "---", "classDiagram"]
        for box in boxes where !box.stereotypes.isEmpty || box.isProtocol || !box.operations.isEmpty {
            let stereotype = box.stereotypes.isEmpty ? "protocol" : box.stereotypes.joined(separator: ", ")
            lines.append("    class \(box.type) {")
            lines.append("        <<\(stereotype)>>")
            lines += box.operations.map { "        \($0)" }
            lines.append("    }")
        }
        // Mermaid ends a relation's label at a second `:`, and shows no entity there (`#58;` comes
        // out garbled): each `:` of an operation becomes U+A789, a colon-shaped letter.
        lines += self.lines(holds: "o--") { $0.replacing(":", with: "\u{A789}") }.map { "    " + $0 }
        return (lines + ["```"]).joined(separator: "\n") + "\n"
    }

    var plantUML: String {
        var lines = [
            "@startuml \(file)", "title \(DiagramRenderer.plantUML.escape(title))", "hide empty members",
            "skinparam classAttributeIconSize 0",
        ]
        for box in boxes {
            let stereotype = box.stereotypes.isEmpty ? "" : " <<\(box.stereotypes.joined(separator: ", "))>>"
            let head = "\(box.isProtocol ? "interface" : "class") \(box.type)\(stereotype)"
            lines +=
                box.operations.isEmpty ? [head] : [head + " {"] + box.operations.map { "  \($0)" } + ["}"]
        }
        lines += self.lines(holds: "o-->", label: DiagramRenderer.plantUML.escape)
        return (lines + ["@enduml"]).joined(separator: "\n") + "\n"
    }
}
