/// The data of exercise permissions-cards's scenario (docs/exercises/permissions-cards.md): the users the
/// departments review, in order. Course-owned: the grader may run the scenario on other data too.
enum PermissionsCardsData {
    /// The library's users: the sample library's three.
    static func users() -> [User] { permissionUsers() }
    /// The user of the type added later, reviewed after them.
    static func visitingScholar() -> VisitingScholar { visitingScholarChen() }
}
