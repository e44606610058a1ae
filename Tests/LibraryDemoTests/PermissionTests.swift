import TestSupport
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
        assertSameElements(probe.report, ["teacher T", "graduate G", "undergraduate U", "user V"])
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
        assertSameElements(
            all.map { $0.access?.borrowMethod.traceName },
            [
                "TeacherBorrowMethod", "CommonBorrowMethod", "StudentBorrowMethod", "StudentBorrowMethod",
            ])
        XCTAssertEqual(admin.report.count, 4)
    }

    func testDepartmentsReportPaymentsAndRecords() {
        let finance = FinanceDepartment()
        let behavior = BehaviorDepartment()
        let permission = Permission(users: users())
        permission.accept(finance)
        permission.accept(behavior)
        assertSameElements(
            finance.report,
            [
                "T (Teacher): overdue payment 0.0", "G (Graduate): overdue payment 1.5",
                "U (Undergraduate): overdue payment 2.0", "V (VisitingScholar): overdue payment 0.0",
            ])
        assertSameElements(
            behavior.report,
            [
                "T (Teacher): no records", "G (Graduate): no records", "U (Undergraduate): records x",
                "V (VisitingScholar): no records",
            ])
    }

    /// Factory Method: each user type answers the same call with its own rights; the creator's operation
    /// `grantAccess()`, which Admin calls on every user, calls the factory method and keeps its product.
    func testEveryUserTypeMakesItsOwnRights() {
        let all = users()
        assertSameElements(
            all.map { $0.makeAccessRights().description },
            [
                "TeacherBorrowMethod (up to 10 books)", "CommonBorrowMethod (no book limit)",
                "StudentBorrowMethod (up to 5 books)", "StudentBorrowMethod (up to 5 books)",
            ])
        let asked = recorded { Permission(users: all).accept(Admin()) }.filter { $0.contains("Access") }
        assertSameElements(
            asked,
            ["T", "G", "U", "V"].flatMap { user in
                ["Admin -> \(user): grantAccess()", "\(user) -> \(user): makeAccessRights()"]
            })
        assertSameElements(
            all.map { $0.access?.description }, all.map { $0.makeAccessRights().description })
    }

    /// The document's design: one entry point per visitor, a switch over the type, one branch taken per user.
    func testTypeSwitchVisitorsTakeOneBranchPerUser() {
        let step = "SwitchFinanceDepartment -> SwitchFinanceDepartment: "
        let steps = recorded { Permission(users: users()).accept(SwitchFinanceDepartment()) }
            .filter { $0.hasPrefix(step) }
        assertSameElements(
            steps.map { $0.replacingOccurrences(of: step, with: "") },
            [
                "case .teacher", "case .graduate", "case .undergraduate",
                "case .visitingScholar, added for the new type",
            ])
    }

    /// The rights Admin grants are the ones a user's borrowing service lends with; no rights, no service.
    func testGrantedRightsGovernBorrowing() throws {
        let all = users()
        XCTAssert(all.allSatisfy { BorrowService(grantedTo: $0) == nil })
        Permission(users: all).accept(Admin())
        let methods = try all.map { try XCTUnwrap(BorrowService(grantedTo: $0)).method.traceName }
        assertSameElements(methods, all.map { $0.makeAccessRights().borrowMethod.traceName })
        let undergraduate = try XCTUnwrap(BorrowService(grantedTo: all[2]))
        let books = (1...5).map { Book(id: $0, name: "b\($0)", category: "", stock: 1, price: 0) }
        XCTAssertEqual(
            undergraduate.borrow(books), .refused("U has 1 book and asks for 5 more; the limit is 5"))
    }

    func testSetAccessGrantsWhatTheAdminVisitorGrants() {
        let visited = users()
        Permission(users: visited).accept(Admin())
        let overridden = users()
        for user in overridden { user.setAccess() }
        assertSameElements(visited.map { $0.access?.description }, overridden.map { $0.access?.description })
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
        assertSameElements(reviews(SwitchPermissions(users: users())), visitor)
        assertSameElements(reviews(OverridePermissions(users: users())), visitor)
    }
}
