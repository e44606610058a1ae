import XCTest

@testable import LibraryDemo

/// A visitor that only notes which method each user called: proof of double dispatch.
private final class DispatchProbe: UserVisitor {
    let traceName = "Probe"
    private(set) var report: [String] = []
    func visit(teacher: Teacher) { report.append("teacher \(teacher.name)") }
    func visit(graduate: Graduate) { report.append("graduate \(graduate.name)") }
    func visit(undergraduate: Undergraduate) { report.append("undergraduate \(undergraduate.name)") }
    func visit(user: User) { report.append("user \(user.name)") }
}

private func users() -> [User] {
    [
        Teacher(id: 1, name: "T", bio: ""), Graduate(id: 2, name: "G", bio: "", overduePayment: 1.5),
        Undergraduate(id: 3, name: "U", bio: "", overduePayment: 2, records: ["x"]),
        VisitingScholar(id: 4, name: "V", bio: ""),
    ]
}

final class PermissionTests: XCTestCase {
    func testEachUserCallsTheVisitMethodOfItsOwnType() {
        let probe = DispatchProbe()
        // Held as plain `User`s: only the users' own overrides can pick the method.
        let all: [User] = users()
        Permission(users: all).accept(probe)
        XCTAssertEqual(probe.report, ["teacher T", "graduate G", "undergraduate U", "user V"])
    }

    func testATeachersOverduePaymentIsAlwaysZero() {
        let teacher = Teacher(id: 1, name: "T", bio: "")
        teacher.overduePayment = 12
        XCTAssertEqual(teacher.overduePayment, 0)
        let student = Undergraduate(id: 2, name: "U", bio: "")
        student.overduePayment = 12
        XCTAssertEqual(student.overduePayment, 12)
    }

    func testAdminGrantsTheRightsOfEachType() {
        let all = users()
        let admin = Admin()
        Permission(users: all).accept(admin)
        XCTAssertEqual(
            all.map { $0.access?.borrowMethod.traceName },
            [
                "TeacherBorrowMethod", "CommonBorrowMethod", "StudentBorrowMethod", "StudentBorrowMethod",
            ])
        XCTAssertEqual(all.map { $0.access?.paysFines }, [false, true, true, false])
        XCTAssertEqual(admin.report.count, 4)
    }

    func testDepartmentsReportPaymentsAndRecords() {
        let finance = FinanceDepartment()
        let behavior = BehaviorDepartment()
        let permission = Permission(users: users())
        permission.accept(finance)
        permission.accept(behavior)
        XCTAssertEqual(
            finance.report,
            [
                "T (Teacher): overdue payment 0.0", "G (Graduate): overdue payment 1.5",
                "U (Undergraduate): overdue payment 2.0", "V (VisitingScholar): overdue payment 0.0",
            ])
        XCTAssertEqual(
            behavior.report,
            [
                "T (Teacher): no records", "G (Graduate): no records", "U (Undergraduate): records x",
                "V (VisitingScholar): no records",
            ])
    }

    /// Factory Method: each user type answers the same call with its own rights, and Admin asks every user.
    func testEveryUserTypeMakesItsOwnRights() {
        let all = users()
        XCTAssertEqual(
            all.map { $0.makeAccessRights().description },
            [
                "TeacherBorrowMethod (up to 10 books), no overdue fines",
                "CommonBorrowMethod (no book limit), pays overdue fines",
                "StudentBorrowMethod (up to 5 books), pays overdue fines",
                "StudentBorrowMethod (up to 5 books), no overdue fines",
            ])
        let asked = recorded { Permission(users: all).accept(Admin()) }.filter { $0.hasPrefix("Admin -> ") }
        XCTAssertEqual(asked, ["T", "G", "U", "V"].map { "Admin -> \($0): makeAccessRights()" })
    }

    /// The document's design: one entry point per visitor, a switch over the type, one branch taken per user.
    func testTypeSwitchVisitorsTakeOneBranchPerUser() {
        let steps = recorded { Permission(users: users()).accept(SwitchFinanceDepartment()) }
            .filter { $0.hasPrefix("FinanceDepartment -> FinanceDepartment") }
        XCTAssertEqual(
            steps.map { $0.replacingOccurrences(of: "FinanceDepartment -> FinanceDepartment: ", with: "") },
            [
                "case .teacher", "case .graduate", "case .undergraduate",
                "case .visitingScholar, added for the new type",
            ])
    }

    func testSetAccessGrantsWhatTheAdminVisitorGrants() {
        let visited = users()
        Permission(users: visited).accept(Admin())
        let overridden = users()
        for user in overridden { user.setAccess() }
        XCTAssertEqual(visited.map { $0.access?.description }, overridden.map { $0.access?.description })
        XCTAssert(overridden.allSatisfy { $0.access != nil })
    }

    func testEveryDesignReportsAlike() {
        let reviews = { (design: any PermissionDesign) in
            Department.allCases.flatMap { department in
                design.review(by: department)
                    + design.review(
                        VisitingScholar(id: 5, name: "W", bio: "", records: ["y"]), by: department)
            }
        }
        let visitor = reviews(VisitorPermissions(users: users()))
        XCTAssertEqual(visitor.last, "W (VisitingScholar): records y")
        XCTAssertEqual(reviews(SwitchPermissions(users: users())), visitor)
        XCTAssertEqual(reviews(OverridePermissions(users: users())), visitor)
    }
}
