/// The departments of the permissions scenario, in the order they review the users.
enum Department: String, CaseIterable {
    case admin = "Admin"
    case finance = "FinanceDepartment"
    case behavior = "BehaviorDepartment"
}

/// What the permissions scenario asks of a design, so that one scenario runs on every design: a
/// department's review of all the users, and of one user who is not among them. Every design answers alike.
protocol PermissionDesign {
    /// The department reviews every user; the lines it reports, in user order.
    func review(by department: Department) -> [String]
    /// The department reviews `user` alone; the line it reports.
    func review(_ user: User, by department: Department) -> [String]
    /// How the administrator's rights are chosen in this design: its own heading.
    var grantHeading: String { get }
    /// What the new user type cost this design: its own note.
    var newTypeNote: String { get }
}

/// Client of the Visitor design (the default): `Permission` lets each department, a `UserVisitor`, visit
/// every user.
struct VisitorPermissions: PermissionDesign {
    let permission: Permission
    let grantHeading = "Admin reviews every user and grants the rights each user type makes"
    let newTypeNote =
        "Textbook Visitor's price: visit(visitingScholar:) was added to UserVisitor and to every visitor."

    init(users: [User]) { permission = Permission(users: users) }

    func review(by department: Department) -> [String] {
        let visitor = Self.visitor(department)
        permission.accept(visitor)
        return visitor.report
    }

    func review(_ user: User, by department: Department) -> [String] {
        let visitor = Self.visitor(department)
        user.accept(visitor)
        return visitor.report
    }

    private static func visitor(_ department: Department) -> any UserVisitor {
        switch department {
        case .admin: Admin()
        case .finance: FinanceDepartment()
        case .behavior: BehaviorDepartment()
        }
    }
}

/// Client of the document's own design (variant `switch`): the same structure, with visitors that switch
/// on the user's type.
struct SwitchPermissions: PermissionDesign {
    let permission: Permission
    let grantHeading = "Admin reviews every user; its switch picks the rights for each user type"
    let newTypeNote = "The new type cost a case .visitingScholar in every visitor's switch."

    init(users: [User]) { permission = Permission(users: users) }

    func review(by department: Department) -> [String] {
        let visitor = Self.visitor(department)
        permission.accept(visitor)
        return visitor.report
    }

    func review(_ user: User, by department: Department) -> [String] {
        let visitor = Self.visitor(department)
        user.accept(visitor)
        return visitor.report
    }

    private static func visitor(_ department: Department) -> any TypeSwitchVisitor {
        switch department {
        case .admin: SwitchAdmin()
        case .finance: SwitchFinanceDepartment()
        case .behavior: SwitchBehaviorDepartment()
        }
    }
}
