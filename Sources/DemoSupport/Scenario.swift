/// A line of a Roles block: a typed role (DemoTools' `ClassRole`, with a note where a scenario says
/// more), or a part no type plays (`main`, a person) as free text.
package protocol RoleShown: Sendable {
    var shown: Role { get }
}

/// A pattern role and the types that play it: `Context -> CustomTextField`.
package struct Role: Equatable, RoleShown {
    package var role, types: String
    package init(_ role: String, _ types: String) { (self.role, self.types) = (role, types) }
    package var shown: Role { self }

    /// The types without a closing remark in parentheses: `StringView (renders)` gives `StringView`.
    package var typesAlone: String {
        guard types.hasSuffix(")") else { return types }
        var depth = 0
        for index in types.indices.reversed() {
            depth += types[index] == ")" ? 1 : types[index] == "(" ? -1 : 0
            if depth == 0 { return String(types[..<index].reversed().drop { $0 == " " }.reversed()) }
        }
        return types
    }
}

/// One design of a scenario: its default design, or a variant design that `--variant NAME` picks.
public struct Design: Sendable {
    /// The variant design's name (`conditional`); nil for the default design.
    public let variant: String?
    package let summary: String
    package let roles: [Role]
    let body: @Sendable (Transcript) -> Void

    /// Runs the design and returns what it recorded.
    package func run() -> Transcript {
        let transcript = Transcript()
        transcript.recording { body(transcript) }
        return transcript
    }
}

/// A named part of a demo that shows a pattern at work, in a default design and variant designs:
/// `Scenario("login", purpose: ..., roles: [...]) { t in ... }.variant("conditional", ...) { t in ... }`.
public struct Scenario: Sendable {
    public let name, purpose: String
    public let design: Design
    public private(set) var variants: [Design] = []
    /// False for a scenario that runs only when named (a long tour, an exercise).
    public private(set) var inFullRun = true
    /// An exercise's scenario (docs/exercises.md), checked by its exercise, not by a golden file.
    public private(set) var isExercise = false

    public init(
        _ name: String, purpose: String, roles: KeyValuePairs<String, String>,
        body: @escaping @Sendable (Transcript) -> Void
    ) {
        self.init(name, purpose: purpose, roles: roles.map(Role.init), body: body)
    }

    /// A scenario whose roles are typed roles and free-text parts (``RoleShown``).
    package init(
        _ name: String, purpose: String, roles: [any RoleShown],
        body: @escaping @Sendable (Transcript) -> Void
    ) {
        (self.name, self.purpose) = (name, purpose)
        design = Design(variant: nil, summary: purpose, roles: roles.map(\.shown), body: body)
    }

    /// The scenario with a variant design, whose results must equal the default design's.
    public func variant(
        _ name: String, purpose: String, roles: KeyValuePairs<String, String>,
        body: @escaping @Sendable (Transcript) -> Void
    ) -> Scenario {
        variant(name, purpose: purpose, roles: roles.map(Role.init), body: body)
    }

    /// The scenario with a variant design whose roles are typed roles and free-text parts.
    package func variant(
        _ name: String, purpose: String, roles: [any RoleShown],
        body: @escaping @Sendable (Transcript) -> Void
    ) -> Scenario {
        with {
            $0.variants.append(Design(variant: name, summary: purpose, roles: roles.map(\.shown), body: body))
        }
    }

    public func onlyWhenNamed() -> Scenario { with { $0.inFullRun = false } }
    /// The scenario as an exercise's: it runs only when named, listed under the exercises.
    public func exercise() -> Scenario { with { ($0.inFullRun, $0.isExercise) = (false, true) } }

    /// The default design for nil, else the variant design of that name, if any.
    public func design(for variant: String?) -> Design? {
        guard let variant else { return design }
        return variants.first { $0.variant == variant }
    }

    private func with(_ change: (inout Scenario) -> Void) -> Scenario {
        var copy = self
        change(&copy)
        return copy
    }
}

extension Sequence where Element: Equatable {
    /// The elements in order, each once.
    package func uniqued() -> [Element] {
        reduce(into: []) { kept, element in if !kept.contains(element) { kept.append(element) } }
    }
}
