import DemoSupport
import DemoTools

/// The patterns LibraryDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "Strategy, borrowing", folder: "Borrowing", scenarios: ["borrow", "borrow-fines"],
        classes: [
            "BorrowService": .role("Context", "borrow(_:)"),
            "BorrowMethod": .role("Strategy", "borrowBooks(user:bookList:)"),
            "CommonBorrowMethod, StudentBorrowMethod, TeacherBorrowMethod, ExamBorrowMethod":
                .role("ConcreteStrategy", "borrowBooks(user:bookList:)"),
        ],
        structure: [
            .holds("BorrowService", "BorrowMethod").pointing(.right),
            .calls("BorrowService", "BorrowMethod", "borrowBooks(user:bookList:)"),
            .holds("BorrowService", "User"),
            .conforms("CommonBorrowMethod", to: "BorrowMethod"),
            .conforms("StudentBorrowMethod", to: "BorrowMethod"),
            .conforms("TeacherBorrowMethod", to: "BorrowMethod"),
            .conforms("ExamBorrowMethod", to: "BorrowMethod"),
        ]),
    Pattern(
        "Visitor, permissions", folder: "Permissions", scenarios: ["permissions", "permissions-cards"],
        roles: [
            "Visitor": "UserVisitor", "ConcreteVisitor": "Admin, FinanceDepartment, BehaviorDepartment",
            "Element": "User", "ConcreteElement": "Teacher, Graduate, Undergraduate, VisitingScholar",
            "ObjectStructure": "Permission",
        ],
        classes: [
            "Permission": .role("ObjectStructure", "accept(_:)"), "User": .role("Element", "accept(_:)"),
            "Teacher, Graduate, Undergraduate": .role("ConcreteElement", "accept(_:)"),
            "UserVisitor": .role(
                "Visitor", "visit(teacher:)", "visit(graduate:)", "visit(undergraduate:)", "visit(user:)"),
            "Admin, FinanceDepartment, BehaviorDepartment": .role(
                "ConcreteVisitor", "visit(teacher:)", "visit(graduate:)", "visit(undergraduate:)",
                "visit(user:)"),
        ],
        structure: [
            .holds("Permission", "User"), .calls("Permission", "User", "accept(_:)"),
            .takes("User", "UserVisitor", in: "accept(_:)").pointing(.right),
            .takes("UserVisitor", "Teacher", in: "visit(teacher:)"),
            .takes("UserVisitor", "Graduate", in: "visit(graduate:)"),
            .takes("UserVisitor", "Undergraduate", in: "visit(undergraduate:)"),
            .conforms("Admin", to: "UserVisitor"), .conforms("FinanceDepartment", to: "UserVisitor"),
            .conforms("BehaviorDepartment", to: "UserVisitor").only(in: "permissions-cards"),
            .inherits("Teacher", from: "User"), .inherits("Graduate", from: "User"),
            .inherits("Undergraduate", from: "User"),
        ],
        variants: [
            "switch": [
                .holds("Permission", "User"), .conforms("SwitchAdmin", to: "TypeSwitchVisitor"),
                .conforms("SwitchFinanceDepartment", to: "TypeSwitchVisitor"),
                .conforms("SwitchBehaviorDepartment", to: "TypeSwitchVisitor"),
                .inherits("Teacher", from: "User"), .inherits("Graduate", from: "User"),
                .inherits("Undergraduate", from: "User"), .inherits("VisitingScholar", from: "User"),
            ],
            "override": [
                .holds("OverridePermissions", "User"), .inherits("Teacher", from: "User"),
                .inherits("Graduate", from: "User"), .inherits("Undergraduate", from: "User"),
                .inherits("VisitingScholar", from: "User"),
            ],
        ]),
    Pattern(
        "Factory Method, access rights", folder: "Permissions",
        scenarios: ["permissions", "permissions-cards"],
        roles: [
            "Creator": "User (grantAccess() calls the factory method makeAccessRights())",
            "ConcreteCreator": "Teacher, Graduate, Undergraduate, VisitingScholar", "Product": "AccessRights",
        ],
        classes: [
            "User": .role("Creator", "grantAccess()", "makeAccessRights()"),
            "Teacher, Graduate, Undergraduate, VisitingScholar": .role(
                "ConcreteCreator", "makeAccessRights()"),
            "AccessRights": .role("Product"),
        ],
        structure: [
            .calls("Admin", "User", "grantAccess()"),
            .inherits("Teacher", from: "User"), .inherits("Graduate", from: "User"),
            .inherits("Undergraduate", from: "User"), .inherits("VisitingScholar", from: "User"),
            .creates("Teacher", "AccessRights"), .creates("Graduate", "AccessRights"),
            .creates("Undergraduate", "AccessRights"), .creates("VisitingScholar", "AccessRights"),
        ],
        variants: ["switch": [], "override": []]),
    Pattern(
        "Strategy + simple factory, readers", folder: "Readers", scenarios: ["readers", "readers-markdown"],
        classes: [
            "ReaderContext": .role("Context", "readDoc(filename:)"),
            "ReaderContext": .role("Factory", "makeReader(_:)"),
            "Reader": .role("Strategy", "read(filename:)"),
            "DocReader, PDFReader, EPUBReader, TXTReader": .role("ConcreteStrategy", "read(filename:)"),
        ],
        structure: [
            .holds("ReaderContext", "Reader").pointing(.right),
            .calls("ReaderContext", "Reader", "read(filename:)"),
            .creates("ReaderContext", "DocReader"),
            .creates("ReaderContext", "PDFReader"), .creates("ReaderContext", "EPUBReader"),
            .conforms("DocReader", to: "Reader"), .conforms("PDFReader", to: "Reader"),
            .conforms("EPUBReader", to: "Reader"), .conforms("TXTReader", to: "Reader"),
        ],
        variants: [
            "factory": [
                .creates("ReaderFactory", "DocReader"), .creates("ReaderFactory", "PDFReader"),
                .creates("ReaderFactory", "EPUBReader"), .creates("ReaderFactory", "TXTReader"),
                .conforms("DocReader", to: "Reader"), .conforms("PDFReader", to: "Reader"),
                .conforms("EPUBReader", to: "Reader"), .conforms("TXTReader", to: "Reader"),
            ]
        ]),
    Pattern(
        "Observer, notifications", folder: "Notifications", scenarios: ["notifications"],
        classes: [
            "UserDAO": .role("Model", "updateUser(user:)"),
            "UserInfoNotifier": .role("Notifier", "sendInfoUpdatedMessage(msg:user:)"),
            "NotificationUtil": .role("Poster", "sendInfoUpdatedMessage(msg:user:)"),
            "NotificationCenter": .role("Subject"),
            "Administrator": .role("ConcreteObserver", "startObserving(_:user:)", "receive(msg:)"),
        ],
        structure: [
            .holds("UserDAO", "UserInfoNotifier"),
            .calls("UserDAO", "UserInfoNotifier", "sendInfoUpdatedMessage(msg:user:)"),
            .conforms("NotificationUtil", to: "UserInfoNotifier"),
            .holds("NotificationUtil", "NotificationCenter"),
            .calls("NotificationUtil", "NotificationCenter", "post(name:object:userInfo:)"),
            .calls("Administrator", "NotificationCenter", "addObserver(forName:object:queue:using:)"),
            .notifies("NotificationCenter", "Administrator", "receive(msg:)"),
        ],
        variants: [
            "classic": [
                .holds("UserDAO", "UserInfoNotifier"), .conforms("UserInfoSubject", to: "UserInfoNotifier"),
                .holds("UserInfoSubject", "UserInfoObserver"),
                .notifies("UserInfoSubject", "UserInfoObserver"),
                .conforms("Administrator", to: "UserInfoObserver"),
            ]
        ]),
    Pattern(
        "MVC, the catalogue", folder: "Catalog", scenarios: ["catalog"],
        classes: [
            "LibraryController": .role(
                "Controller", "showBooks()", "showRecords(of:)", "borrow(_:for:)"),
            "Library": .role("Model", "books(named:)"),
            "BookListView, UserRecordsView": .role("View", "render(_:)"),
        ],
        structure: [
            .holds("LibraryController", "Library"), .calls("LibraryController", "Library", "books(named:)"),
            .holds("LibraryController", "BookListView"),
            .calls("LibraryController", "BookListView", "render(_:)"),
            .holds("LibraryController", "UserRecordsView"),
            .calls("LibraryController", "UserRecordsView", "render(_:)"), .holds("Library", "Book"),
            .holds("Library", "User"), .creates("LibraryController", "BorrowService"),
            .calls("LibraryController", "BorrowService", "borrow(_:)"),
        ]),
]
