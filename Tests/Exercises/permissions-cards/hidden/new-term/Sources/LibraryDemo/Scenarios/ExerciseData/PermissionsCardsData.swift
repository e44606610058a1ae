/// The data of exercise permissions-cards's scenario (docs/exercises/permissions-cards.md): the users the
/// departments review, in order. Course-owned: the grader may run the scenario on other data too.
enum PermissionsCardsData {
    /// The library's users.
    static func users() -> [User] {
        [
            Graduate(
                id: 12, name: "Kofi", bio: "writes a thesis on compilers", overduePayment: 0.5,
                records: ["Refactoring", "Peopleware"]),
            Undergraduate(id: 21, name: "Sofia", bio: "first-year student"),
            Teacher(id: 8, name: "Haddad", bio: "teaches databases", records: ["Domain-Driven Design"]),
            Undergraduate(
                id: 3, name: "Lena", bio: "third-year student", overduePayment: 1.5, records: ["Clean Code"]),
        ]
    }
    /// The user of the type added later, reviewed after them.
    static func visitingScholar() -> VisitingScholar {
        VisitingScholar(id: 30, name: "Ines", bio: "visiting from Porto")
    }
}
