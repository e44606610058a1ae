/// ConcreteVisitors' shared wording: the lines every design of the permissions scenario reports, so that the
/// designs can only differ in how they reach a user, never in what they say about it.
enum PermissionReport {
    static func admin(_ user: User, granted rights: any AccessRights) -> String {
        "\(user.label): owes \(user.overduePayment); granted \(rights.description)"
    }

    static func payment(_ user: User) -> String {
        "\(user.label): overdue payment \(user.overduePayment)"
    }

    static func behavior(_ user: User) -> String {
        "\(user.label): \(records(user))"
    }

    private static func records(_ user: User) -> String {
        user.records.isEmpty ? "no records" : "records " + user.records.joined(separator: ", ")
    }
}
