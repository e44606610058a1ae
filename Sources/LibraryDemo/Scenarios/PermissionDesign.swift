/// Harness seam: the departments of the permissions scenario, in the order they review the users.
enum Department: String, CaseIterable {
    case admin = "Admin"
    case finance = "FinanceDepartment"
    case behavior = "BehaviorDepartment"
}

/// Harness seam: what the permissions scenario asks of a design: users to manage, and a department's review
/// of all of them. The Visitor design and the `override` design answer alike.
protocol PermissionDesign {
    func add(_ user: User)
    /// The department reviews every user; the lines it reports, in user order.
    func review(by department: Department) -> [String]
}

/// Client of the Visitor design (the document's): `Permission` lets each department, a `UserVisitor`, visit
/// every user.
struct VisitorPermissions: PermissionDesign {
    let permission: Permission

    init(users: [User]) { permission = Permission(users: users) }

    func add(_ user: User) { permission.add(user) }

    func review(by department: Department) -> [String] {
        let visitor: any UserVisitor =
            switch department {
            case .admin: Admin()
            case .finance: FinanceDepartment()
            case .behavior: BehaviorDepartment()
            }
        permission.accept(visitor)
        return visitor.report
    }
}
