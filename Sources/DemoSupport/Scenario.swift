/// A pattern role and the types that play it, for example `Context -> CustomTextField`.
struct Role: Equatable, Sendable {
    var role: String
    var types: String

    init(_ role: String, _ types: String) {
        self.role = role
        self.types = types
    }

    /// The types without a closing explanation in parentheses: `StringView (renders)` gives `StringView`.
    var typesAlone: String {
        guard types.hasSuffix(")") else { return types }
        var depth = 0
        for index in types.indices.reversed() {
            depth += types[index] == ")" ? 1 : types[index] == "(" ? -1 : 0
            if depth == 0 { return String(types[..<index].reversed().drop { $0 == " " }.reversed()) }
        }
        return types
    }
}

/// One way to build a scenario: the pattern's design, or an alternative design the document discusses.
public struct Design: Sendable {
    /// `nil` for the default design; the variant name (`conditional`) otherwise.
    public let variant: String?
    let summary: String
    let roles: [Role]
    let body: @Sendable (Transcript) -> Void

    /// Runs the design and returns what it recorded.
    func run() -> Transcript {
        let transcript = Transcript()
        transcript.recording { body(transcript) }
        return transcript
    }
}

/// A named, self-contained part of a demo that shows one pattern at work.
///
/// ```swift
/// Scenario("login", purpose: "...", roles: ["Context": "CustomTextField"]) { t in ... }
///     .variant("conditional", purpose: "...", roles: [...]) { t in ... }
/// ```
public struct Scenario: Sendable {
    public let name: String
    public let purpose: String
    public let design: Design
    public private(set) var variants: [Design] = []
    /// False for a scenario that runs only when named (a long tour), so the full run stays short.
    public private(set) var inFullRun = true
    /// True for an exercise's scenario (docs/exercises.md): it runs when named, and its expected output
    /// is the exercise's (`Tests/Exercises`), not a golden file, so solving it breaks no golden test.
    public private(set) var isExercise = false

    public init(
        _ name: String,
        purpose: String,
        roles: KeyValuePairs<String, String>,
        body: @escaping @Sendable (Transcript) -> Void
    ) {
        self.name = name
        self.purpose = purpose
        self.design = Design(variant: nil, summary: purpose, roles: roles.map(Role.init), body: body)
    }

    /// The same scenario built with an alternative design. Its results must equal the default's.
    public func variant(
        _ name: String,
        purpose: String,
        roles: KeyValuePairs<String, String>,
        body: @escaping @Sendable (Transcript) -> Void
    ) -> Scenario {
        var copy = self
        copy.variants.append(Design(variant: name, summary: purpose, roles: roles.map(Role.init), body: body))
        return copy
    }

    /// The same scenario, left out of the full run: it runs when named (`--list` shows it apart).
    public func onlyWhenNamed() -> Scenario {
        var copy = self
        copy.inFullRun = false
        return copy
    }

    /// The same scenario as an exercise's: it runs only when named, and `--list` shows it under
    /// the exercises. The student's part is elsewhere; the scenario itself stays as the course wrote it.
    public func exercise() -> Scenario {
        var copy = onlyWhenNamed()
        copy.isExercise = true
        return copy
    }

    /// The default design for `nil`, else the named variant, if the scenario has it.
    public func design(for variant: String?) -> Design? {
        guard let variant else { return design }
        return variants.first { $0.variant == variant }
    }
}

extension Sequence where Element: Equatable {
    /// The elements in order, each once (first occurrence kept).
    func uniqued() -> [Element] {
        reduce(into: []) { kept, element in
            if !kept.contains(element) { kept.append(element) }
        }
    }
}
