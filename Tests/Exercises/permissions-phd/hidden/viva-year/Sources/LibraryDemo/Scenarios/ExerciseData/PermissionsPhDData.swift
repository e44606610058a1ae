/// The data of exercise permissions-phd's scenario (docs/exercises/permissions-phd.md): the library,
/// the graduate the candidate is compared with, the candidate and the books the candidate asks for.
/// Course-owned: the grader may run the scenario on other data too.
enum PermissionsPhDData {
    /// The library, with the graduate among its users.
    static func library() -> Library { Library.sample() }
    /// A graduate of the library, by name, reviewed before the candidate.
    static let graduate = "Zhao"
    /// The PhD candidate: id, name, bio and the titles the candidate holds.
    static let candidateID = 15
    static let candidateName = "Amara"
    static let candidateBio = "a PhD candidate in software engineering, writing up"
    static let candidateRecords = [
        "Accelerate", "Working Effectively with Legacy Code", "Release It!", "Team Topologies",
        "The Pragmatic Programmer", "Site Reliability Engineering", "Continuous Delivery",
        "Growing Object-Oriented Software", "Test Driven Development",
    ]
    /// Asked for once the rights are granted.
    static let asked = ["Refactoring", "The Mythical Man-Month", "Peopleware", "Code Complete"]
}
