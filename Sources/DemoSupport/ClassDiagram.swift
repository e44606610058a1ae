/// One fact of a design's static structure, as a class diagram draws it. Each is checked against the
/// source by the golden tests (`--relations`), so a diagram cannot claim what the code does not do.
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
        /// `from` notifies observers such as `to` (inside `notifying { }`).
        case notifies
    }

    public let kind: Kind
    public let from: String
    public let to: String

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

    public static func notifies(_ subject: String, _ observer: String) -> Relation {
        Relation(kind: .notifies, from: subject, to: observer)
    }

    /// `conforms\tLetterInput\tInputTextField`, as `--relations` prints it.
    var listing: String { "\(kind.rawValue)\t\(from)\t\(to)" }
}

/// A pattern a demo teaches, for the index `--list` prints and the class diagrams: its name, the
/// folder of its roles (under `Sources/<Demo>/`), the scenarios that show it (in their default design,
/// or in the design `variant` when only a variant shows it), the static structure of its design, and
/// that of each alternative design (by variant name) that differs.
public struct Pattern: Sendable {
    public let name: String
    public let folder: String
    public let scenarios: [String]
    public let variant: String?
    /// The roles `--list` names; by default those of the first scenario that shows the pattern.
    let roles: [Role]
    let structure: [Relation]
    let alternatives: [(variant: String, structure: [Relation])]

    public init(
        _ name: String, folder: String, scenarios: [String], variant: String? = nil,
        roles: KeyValuePairs<String, String> = [:], structure: [Relation],
        alternatives: KeyValuePairs<String, [Relation]> = [:]
    ) {
        self.roles = roles.map(Role.init)
        self.name = name
        self.folder = folder
        self.scenarios = scenarios
        self.variant = variant
        self.structure = structure
        self.alternatives = alternatives.map { (variant: $0.key, structure: $0.value) }
    }

    /// What the pattern draws in the class diagram of `scenario` run with the design `variant`.
    func structure(of scenario: String, variant: String?) -> [Relation] {
        guard scenarios.contains(scenario) else { return [] }
        guard self.variant == nil else { return self.variant == variant ? structure : [] }
        return alternatives.first { $0.variant == variant }?.structure ?? structure
    }
}

/// The class diagram of one scenario's design: its types and their relations.
struct ClassDiagram {
    let demo: Demo
    let run: ScenarioRun

    /// The structure of every pattern the scenario shows, in the design it runs with.
    private var relations: [Relation] {
        demo.patterns.flatMap { $0.structure(of: run.scenario.name, variant: run.design.variant) }
            .uniqued()
    }

    private var title: String { "\(demo.name) \(run.title): \(run.design.summary)" }
    private var file: String {
        [demo.name, run.scenario.name, run.design.variant, "class"].compactMap { $0 }.joined(separator: "-")
    }

    /// The types a relation names as protocols, in order of first mention.
    private var protocols: [String] {
        relations.filter { $0.kind == .conforms }.map(\.to).uniqued()
    }

    var mermaid: String {
        let arrows: [Relation.Kind: String] = [
            .conforms: "..|>", .inherits: "--|>", .holds: "o--", .creates: "..>", .notifies: "-->",
        ]
        var lines = [
            "```mermaid", "---", "title: \(title.replacing("\"", with: "'"))", "---", "classDiagram",
        ]
        lines += protocols.map { "    class \($0) {\n        <<protocol>>\n    }" }
        lines += relations.map { "    \($0.from) \(arrows[$0.kind] ?? "--") \($0.to) : \($0.kind.rawValue)" }
        return (lines + ["```"]).joined(separator: "\n") + "\n"
    }

    var plantUML: String {
        let arrows: [Relation.Kind: String] = [
            .conforms: "..|>", .inherits: "--|>", .holds: "o-->", .creates: "..>", .notifies: "-->",
        ]
        var lines = [
            "@startuml \(file)", "title \(DiagramRenderer.plantUML.escape(title))", "hide empty members",
        ]
        lines += protocols.map { "interface \($0)" }
        lines += relations.map { "\($0.from) \(arrows[$0.kind] ?? "--") \($0.to) : \($0.kind.rawValue)" }
        return (lines + ["@enduml"]).joined(separator: "\n") + "\n"
    }
}
