import DemoSupport
import DemoTools
import Foundation

/// The patterns LibraryDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "Strategy, borrowing", folder: "Borrowing", scenarios: ["borrow", "borrow-fines"],
        classes: [
            .role("Context", BorrowService.self, "borrow(_:)"),
            .role("Strategy", (any BorrowMethod).self, "borrowBooks(user:bookList:)"),
            .role(
                "ConcreteStrategy",
                [
                    CommonBorrowMethod.self, StudentBorrowMethod.self, TeacherBorrowMethod.self,
                    ExamBorrowMethod.self,
                ], "borrowBooks(user:bookList:)"),
        ],
        structure: [
            .holds(BorrowService.self, (any BorrowMethod).self).pointing(.right),
            .calls(BorrowService.self, (any BorrowMethod).self, "borrowBooks(user:bookList:)"),
            .holds(BorrowService.self, User.self),
            .conforms(CommonBorrowMethod.self, to: (any BorrowMethod).self) { $0 },
            .conforms(StudentBorrowMethod.self, to: (any BorrowMethod).self) { $0 },
            .conforms(TeacherBorrowMethod.self, to: (any BorrowMethod).self) { $0 },
            .conforms(ExamBorrowMethod.self, to: (any BorrowMethod).self) { $0 },
        ]),
    Pattern(
        "Visitor, permissions", folder: "Permissions", scenarios: ["permissions", "permissions-cards"],
        roles: [
            Role("Visitor", "UserVisitor"),
            Role("ConcreteVisitor", "Admin, FinanceDepartment, BehaviorDepartment"),
            Role("Element", "User"),
            Role("ConcreteElement", "Teacher, Graduate, Undergraduate, VisitingScholar"),
            Role("ObjectStructure", "Permission"),
        ],
        classes: [
            .role("ObjectStructure", Permission.self, "accept(_:)"),
            .role("Element", User.self, "accept(_:)"),
            .role("ConcreteElement", [Teacher.self, Graduate.self, Undergraduate.self], "accept(_:)"),
            .role(
                "Visitor", (any UserVisitor).self, "visit(teacher:)", "visit(graduate:)",
                "visit(undergraduate:)",
                "visit(user:)"),
            .role(
                "ConcreteVisitor", [Admin.self, FinanceDepartment.self, BehaviorDepartment.self],
                "visit(teacher:)", "visit(graduate:)", "visit(undergraduate:)",
                "visit(user:)"),
        ],
        structure: [
            .holds(Permission.self, User.self), .calls(Permission.self, User.self, "accept(_:)"),
            .takes(User.self, (any UserVisitor).self, in: "accept(_:)").pointing(.right),
            .takes((any UserVisitor).self, Teacher.self, in: "visit(teacher:)"),
            .takes((any UserVisitor).self, Graduate.self, in: "visit(graduate:)"),
            .takes((any UserVisitor).self, Undergraduate.self, in: "visit(undergraduate:)"),
            .conforms(Admin.self, to: (any UserVisitor).self) { $0 },
            .conforms(FinanceDepartment.self, to: (any UserVisitor).self) { $0 },
            .conforms(BehaviorDepartment.self, to: (any UserVisitor).self) { $0 }.only(
                in: "permissions-cards"),
            .inherits(Teacher.self, from: User.self) { $0 }, .inherits(Graduate.self, from: User.self) { $0 },
            .inherits(Undergraduate.self, from: User.self) { $0 },
        ],
        variants: [
            "switch": [
                .holds(Permission.self, User.self),
                .conforms(SwitchAdmin.self, to: (any TypeSwitchVisitor).self) { $0 },
                .conforms(SwitchFinanceDepartment.self, to: (any TypeSwitchVisitor).self) { $0 },
                .conforms(SwitchBehaviorDepartment.self, to: (any TypeSwitchVisitor).self) { $0 },
                .inherits(Teacher.self, from: User.self) { $0 },
                .inherits(Graduate.self, from: User.self) { $0 },
                .inherits(Undergraduate.self, from: User.self) { $0 },
                .inherits(VisitingScholar.self, from: User.self) { $0 },
            ],
            "override": [
                .holds(OverridePermissions.self, User.self), .inherits(Teacher.self, from: User.self) { $0 },
                .inherits(Graduate.self, from: User.self) { $0 },
                .inherits(Undergraduate.self, from: User.self) { $0 },
                .inherits(VisitingScholar.self, from: User.self) { $0 },
            ],
        ]),
    Pattern(
        "Factory Method, access rights", folder: "Permissions",
        scenarios: ["permissions", "permissions-cards"],
        roles: [
            Role("Creator", "User (grantAccess() calls the factory method makeAccessRights())"),
            Role("ConcreteCreator", "Teacher, Graduate, Undergraduate, VisitingScholar"),
            Role("Product", "AccessRights"),
        ],
        classes: [
            .role("Creator", User.self, "grantAccess()", "makeAccessRights()"),
            .role(
                "ConcreteCreator", [Teacher.self, Graduate.self, Undergraduate.self, VisitingScholar.self],
                "makeAccessRights()"),
            .role("Product", AccessRights.self),
        ],
        structure: [
            .calls(Admin.self, User.self, "grantAccess()"),
            .inherits(Teacher.self, from: User.self) { $0 }, .inherits(Graduate.self, from: User.self) { $0 },
            .inherits(Undergraduate.self, from: User.self) { $0 },
            .inherits(VisitingScholar.self, from: User.self) { $0 },
            .creates(Teacher.self, AccessRights.self), .creates(Graduate.self, AccessRights.self),
            .creates(Undergraduate.self, AccessRights.self),
            .creates(VisitingScholar.self, AccessRights.self),
        ],
        variants: ["switch": [], "override": []]),
    Pattern(
        "Strategy + simple factory, readers", folder: "Readers", scenarios: ["readers", "readers-markdown"],
        classes: [
            .role("Context", ReaderContext.self, "readDoc(filename:)"),
            .role("Factory", ReaderContext.self, "makeReader(_:)"),
            .role("Strategy", (any Reader).self, "read(filename:)"),
            .role(
                "ConcreteStrategy", [DocReader.self, PDFReader.self, EPUBReader.self, TXTReader.self],
                "read(filename:)"),
        ],
        structure: [
            .holds(ReaderContext.self, (any Reader).self).pointing(.right),
            .calls(ReaderContext.self, (any Reader).self, "read(filename:)"),
            .creates(ReaderContext.self, DocReader.self),
            .creates(ReaderContext.self, PDFReader.self), .creates(ReaderContext.self, EPUBReader.self),
            .conforms(DocReader.self, to: (any Reader).self) { $0 },
            .conforms(PDFReader.self, to: (any Reader).self) { $0 },
            .conforms(EPUBReader.self, to: (any Reader).self) { $0 },
            .conforms(TXTReader.self, to: (any Reader).self) { $0 },
        ],
        variants: [
            "factory": [
                .creates(ReaderFactory.self, DocReader.self), .creates(ReaderFactory.self, PDFReader.self),
                .creates(ReaderFactory.self, EPUBReader.self), .creates(ReaderFactory.self, TXTReader.self),
                .conforms(DocReader.self, to: (any Reader).self) { $0 },
                .conforms(PDFReader.self, to: (any Reader).self) { $0 },
                .conforms(EPUBReader.self, to: (any Reader).self) { $0 },
                .conforms(TXTReader.self, to: (any Reader).self) { $0 },
            ]
        ]),
    Pattern(
        "Observer, notifications", folder: "Notifications", scenarios: ["notifications"],
        classes: [
            .role("Model", UserDAO.self, "updateUser(user:)"),
            .role("Notifier", (any UserInfoNotifier).self, "sendInfoUpdatedMessage(msg:user:)"),
            .role("Poster", NotificationUtil.self, "sendInfoUpdatedMessage(msg:user:)"),
            .role("Subject", NotificationCenter.self),
            .role("ConcreteObserver", Administrator.self, "startObserving(_:user:)", "receive(msg:)"),
        ],
        structure: [
            .holds(UserDAO.self, (any UserInfoNotifier).self),
            .calls(UserDAO.self, (any UserInfoNotifier).self, "sendInfoUpdatedMessage(msg:user:)"),
            .conforms(NotificationUtil.self, to: (any UserInfoNotifier).self) { $0 },
            .holds(NotificationUtil.self, NotificationCenter.self),
            .calls(NotificationUtil.self, NotificationCenter.self, "post(name:object:userInfo:)"),
            .calls(Administrator.self, NotificationCenter.self, "addObserver(forName:object:queue:using:)"),
            .notifies(NotificationCenter.self, Administrator.self, "receive(msg:)"),
        ],
        variants: [
            "classic": [
                .holds(UserDAO.self, (any UserInfoNotifier).self),
                .conforms(UserInfoSubject.self, to: (any UserInfoNotifier).self) { $0 },
                .holds(UserInfoSubject.self, (any UserInfoObserver).self),
                .notifies(UserInfoSubject.self, (any UserInfoObserver).self),
                .conforms(Administrator.self, to: (any UserInfoObserver).self) { $0 },
            ]
        ]),
    Pattern(
        "MVC, the catalogue", folder: "Catalog", scenarios: ["catalog"],
        classes: [
            .role(
                "Controller", LibraryController.self, "showBooks()", "showRecords(of:)", "borrow(_:for:)"),
            .role("Model", Library.self, "books(named:)"),
            .role("View", [BookListView.self, UserRecordsView.self], "render(_:)"),
        ],
        structure: [
            .holds(LibraryController.self, Library.self),
            .calls(LibraryController.self, Library.self, "books(named:)"),
            .holds(LibraryController.self, BookListView.self),
            .calls(LibraryController.self, BookListView.self, "render(_:)"),
            .holds(LibraryController.self, UserRecordsView.self),
            .calls(LibraryController.self, UserRecordsView.self, "render(_:)"),
            .holds(Library.self, Book.self),
            .holds(Library.self, User.self), .creates(LibraryController.self, BorrowService.self),
            .calls(LibraryController.self, BorrowService.self, "borrow(_:)"),
        ]),
]
