import DemoSupport

/// The patterns LibraryDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "Strategy, borrowing", folder: "Borrowing", scenarios: ["borrow", "borrow-fines"],
        structure: [
            .holds("BorrowService", "BorrowMethod"), .holds("BorrowService", "User"),
            .conforms("CommonBorrowMethod", to: "BorrowMethod"),
            .conforms("StudentBorrowMethod", to: "BorrowMethod"),
            .conforms("TeacherBorrowMethod", to: "BorrowMethod"),
            .conforms("StudentBorrowMoreMethod", to: "BorrowMethod"),
        ]),
    Pattern(
        "Visitor + Factory Method, permissions", folder: "Permissions",
        scenarios: ["permissions", "permissions-cards"],
        structure: [
            .holds("Permission", "User"), .conforms("Admin", to: "UserVisitor"),
            .conforms("FinanceDepartment", to: "UserVisitor"),
            .conforms("BehaviorDepartment", to: "UserVisitor"),
            .inherits("Teacher", from: "User"), .inherits("Graduate", from: "User"),
            .inherits("Undergraduate", from: "User"), .inherits("VisitingScholar", from: "User"),
            .creates("User", "AccessRights"), .creates("Teacher", "AccessRights"),
            .creates("Graduate", "AccessRights"), .creates("Undergraduate", "AccessRights"),
            .creates("VisitingScholar", "AccessRights"),
        ],
        alternatives: [
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
        "Strategy + simple factory, readers", folder: "Readers", scenarios: ["readers", "readers-markdown"],
        structure: [
            .holds("ReaderContext", "Reader"), .creates("ReaderContext", "DocReader"),
            .creates("ReaderContext", "PDFReader"), .creates("ReaderContext", "EPUBReader"),
            .conforms("DocReader", to: "Reader"), .conforms("PDFReader", to: "Reader"),
            .conforms("EPUBReader", to: "Reader"), .conforms("TXTReader", to: "Reader"),
        ],
        alternatives: [
            "factory": [
                .creates("ReaderFactory", "DocReader"), .creates("ReaderFactory", "PDFReader"),
                .creates("ReaderFactory", "EPUBReader"), .creates("ReaderFactory", "TXTReader"),
                .conforms("DocReader", to: "Reader"), .conforms("PDFReader", to: "Reader"),
                .conforms("EPUBReader", to: "Reader"), .conforms("TXTReader", to: "Reader"),
            ]
        ]),
    Pattern(
        "Observer, notifications", folder: "Notifications", scenarios: ["notifications"],
        structure: [
            .holds("UserDAO", "UserInfoNotifier"), .conforms("NotificationUtil", to: "UserInfoNotifier"),
            .holds("NotificationUtil", "NotificationCenter"), .holds("Administrator", "NotificationCenter"),
        ],
        alternatives: [
            "classic": [
                .holds("UserDAO", "UserInfoNotifier"), .conforms("UserInfoSubject", to: "UserInfoNotifier"),
                .holds("UserInfoSubject", "UserInfoObserver"),
                .notifies("UserInfoSubject", "UserInfoObserver"),
                .conforms("Administrator", to: "UserInfoObserver"),
            ]
        ]),
    Pattern(
        "MVC, the catalogue", folder: "Catalog", scenarios: ["catalog"],
        structure: [
            .holds("LibraryController", "Library"), .holds("LibraryController", "BookListView"),
            .holds("LibraryController", "UserRecordsView"), .holds("Library", "Book"),
            .holds("Library", "User"),
        ]),
]
