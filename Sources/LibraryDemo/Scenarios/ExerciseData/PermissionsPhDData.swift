/// The data of exercise permissions-phd's scenario (docs/exercises/permissions-phd.md): the library,
/// the graduate the candidate is compared with, the candidate and the books the candidate asks for.
/// Course-owned: the grader may run the scenario on other data too.
enum PermissionsPhDData {
    /// The library, with the graduate among its users.
    static func library() -> Library { Library.sample() }
    /// A graduate of the library, by name, reviewed before the candidate.
    static let graduate = "Zhao"
    /// The PhD candidate: id, name, bio and the titles the candidate holds.
    static let candidateID = 7
    static let candidateName = "Kai"
    static let candidateBio = "a PhD candidate in programming languages"
    static let candidateRecords = [
        "Types and Programming Languages", "Compilers", "Purely Functional Data Structures",
        "Software Foundations", "Concrete Semantics", "The Little Schemer", "Programming Pearls",
        "Thinking Forth",
    ]
    /// Asked for once the rights are granted.
    static let asked = ["Design Patterns", "Clean Code", "Domain-Driven Design"]
}
