import DemoSupport
import DemoTools
import Foundation

/// The patterns LibraryDemo teaches, where their roles live, and the structure its class diagrams draw
/// (`--list`, `--format mermaid-class`); a golden test checks every relation against the code.
let patterns = [
    Pattern(
        "Strategy, borrowing", folder: "Borrowing", scenarios: ["borrow", "borrow-fines"],
        classes: [BorrowRoles.context, BorrowRoles.strategy, BorrowRoles.concrete],
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
            VisitorRoles.visitor, VisitorRoles.concreteVisitor, VisitorRoles.element,
            VisitorRoles.concreteElement, VisitorRoles.structure,
        ],
        classes: [
            VisitorRoles.structure, VisitorRoles.element, VisitorRoles.concreteElement, VisitorRoles.visitor,
            VisitorRoles.concreteVisitor,
        ],
        structure: [
            .holds(Permission.self, User.self), .calls(Permission.self, User.self, "accept(_:)"),
            .takes(User.self, (any UserVisitor).self, in: "accept(_:)"),
            .inherits(Teacher.self, from: User.self) { $0 }, .inherits(Graduate.self, from: User.self) { $0 },
            .inherits(Undergraduate.self, from: User.self) { $0 },
            .inherits(VisitingScholar.self, from: User.self) { $0 },
            // Drawn upwards, the visit arrows cross none of the inheritance lines.
            .takes((any UserVisitor).self, Teacher.self, in: "visit(teacher:)").pointing(.up),
            .takes((any UserVisitor).self, Graduate.self, in: "visit(graduate:)").pointing(.up),
            .takes((any UserVisitor).self, Undergraduate.self, in: "visit(undergraduate:)").pointing(.up),
            .takes((any UserVisitor).self, VisitingScholar.self, in: "visit(visitingScholar:)").pointing(.up),
            .conforms(Admin.self, to: (any UserVisitor).self) { $0 },
            .conforms(FinanceDepartment.self, to: (any UserVisitor).self) { $0 },
            .conforms(BehaviorDepartment.self, to: (any UserVisitor).self) { $0 }.only(
                in: "permissions-cards"),
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
        scenarios: ["permissions", "permissions-cards", "permissions-phd"],
        roles: [
            FactoryMethodRoles.creator.note("grantAccess() calls the factory method makeAccessRights()"),
            FactoryMethodRoles.concrete, FactoryMethodRoles.product, FactoryMethodRoles.concreteProduct,
        ],
        classes: [
            FactoryMethodRoles.creator, FactoryMethodRoles.concrete, FactoryMethodRoles.product,
            FactoryMethodRoles.concreteProduct,
        ],
        structure: [
            .holds(User.self, (any AccessRights).self),
            .inherits(Teacher.self, from: User.self) { $0 }, .inherits(Graduate.self, from: User.self) { $0 },
            .inherits(Undergraduate.self, from: User.self) { $0 },
            .inherits(VisitingScholar.self, from: User.self) { $0 },
            .conforms(TeacherRights.self, to: (any AccessRights).self) { $0 },
            .conforms(GraduateRights.self, to: (any AccessRights).self) { $0 },
            .conforms(UndergraduateRights.self, to: (any AccessRights).self) { $0 },
            .conforms(ScholarRights.self, to: (any AccessRights).self) { $0 },
            .creates(Teacher.self, TeacherRights.self).pointing(.down),
            .creates(Graduate.self, GraduateRights.self).pointing(.down),
            .creates(Undergraduate.self, UndergraduateRights.self).pointing(.down),
            .creates(VisitingScholar.self, ScholarRights.self).pointing(.down),
        ],
        variants: ["switch": [], "override": []]),
    Pattern(
        "Strategy + simple factory, readers", folder: "Readers", scenarios: ["readers", "readers-markdown"],
        classes: [ReaderRoles.context, ReaderRoles.factory, ReaderRoles.strategy, ReaderRoles.concrete],
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
            NotificationRoles.model, NotificationRoles.notifier, NotificationRoles.poster,
            NotificationRoles.subject, NotificationRoles.observer, NotificationRoles.concreteObserver,
        ],
        structure: [
            .holds(UserDAO.self, (any UserInfoNotifier).self),
            .calls(UserDAO.self, (any UserInfoNotifier).self, "sendInfoUpdatedMessage(msg:user:)"),
            .conforms(NotificationUtil.self, to: (any UserInfoNotifier).self) { $0 },
            .holds(NotificationUtil.self, NotificationCenter.self),
            .calls(NotificationUtil.self, NotificationCenter.self, "post(name:object:userInfo:)"),
            .holds(NotificationCenter.self, (any NotificationObserver).self).pointing(.right),
            .notifies(NotificationCenter.self, (any NotificationObserver).self),
            .calls(NotificationCenter.self, (any NotificationObserver).self, "receive(_:)"),
            .conforms(Administrator.self, to: (any NotificationObserver).self) { $0 },
        ],
        variants: [
            "foundation": [
                .holds(UserDAO.self, (any UserInfoNotifier).self),
                .conforms(FoundationNotifier.self, to: (any UserInfoNotifier).self) { $0 },
                // Foundation's center shares its name with the demo's, which the source check would read
                // it as: its relations (held by the poster, called by the administrator) are not drawn.
            ],
            "classic": [],
        ]),
    Pattern(
        "Observer, hand-written", folder: "Alternatives", scenarios: ["notifications"], variant: "classic",
        title: "Observer",
        classes: [
            NotificationRoles.model, ClassicRoles.subject, ClassicRoles.observer,
            ClassicRoles.concreteObserver,
        ],
        structure: [
            .holds(UserDAO.self, (any UserInfoNotifier).self),
            .conforms(UserInfoSubject.self, to: (any UserInfoNotifier).self) { $0 },
            .holds(UserInfoSubject.self, (any UserInfoObserver).self).pointing(.right),
            .notifies(UserInfoSubject.self, (any UserInfoObserver).self),
            .calls(UserInfoSubject.self, (any UserInfoObserver).self, "userInfoUpdated(msg:)"),
            .conforms(Administrator.self, to: (any UserInfoObserver).self) { $0 },
        ]),
    Pattern(
        "MVC, the catalogue", folder: "Catalog", scenarios: ["catalog"],
        classes: [CatalogRoles.controller, CatalogRoles.model, CatalogRoles.view],
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

/// Each pattern's roles, declared once: the class diagrams draw them, `--list` and the scenarios'
/// Roles blocks name them, with the types a scenario runs or what it says more.
enum BorrowRoles {
    static let context = ClassRole.role("Context", BorrowService.self, "borrow(_:)")
    static let strategy = ClassRole.role("Strategy", (any BorrowMethod).self, "borrowBooks(user:bookList:)")
    static let concrete = ClassRole.role(
        "ConcreteStrategy",
        [CommonBorrowMethod.self, StudentBorrowMethod.self, TeacherBorrowMethod.self, ExamBorrowMethod.self],
        "borrowBooks(user:bookList:)")
}

/// The Visitor's roles in the permissions.
enum VisitorRoles {
    static let structure = ClassRole.role("ObjectStructure", Permission.self, "accept(_:)")
    static let element = ClassRole.role("Element", User.self, "accept(_:)")
    static let concreteElement = ClassRole.role(
        "ConcreteElement", [Teacher.self, Graduate.self, Undergraduate.self, VisitingScholar.self],
        "accept(_:)")
    static let visitor = ClassRole.role(
        "Visitor", (any UserVisitor).self, "visit(teacher:)", "visit(graduate:)", "visit(undergraduate:)",
        "visit(visitingScholar:)")
    static let concreteVisitor = ClassRole.role(
        "ConcreteVisitor", [Admin.self, FinanceDepartment.self, BehaviorDepartment.self], "visit(teacher:)",
        "visit(graduate:)", "visit(undergraduate:)", "visit(visitingScholar:)")
}

/// The Factory Method's roles in the permissions.
enum FactoryMethodRoles {
    static let creator = ClassRole.role("Creator", User.self, "grantAccess()", "makeAccessRights()")
    static let concrete = ClassRole.role(
        "ConcreteCreator", [Teacher.self, Graduate.self, Undergraduate.self, VisitingScholar.self],
        "makeAccessRights()")
    static let product = ClassRole.role("Product", (any AccessRights).self, "lendingMethod()")
    static let concreteProduct = ClassRole.role(
        "ConcreteProduct",
        [TeacherRights.self, GraduateRights.self, UndergraduateRights.self, ScholarRights.self],
        "lendingMethod()")
}

/// The readers' roles: a Strategy chosen by a simple factory.
enum ReaderRoles {
    static let context = ClassRole.role("Context", ReaderContext.self, "readDoc(filename:)")
    static let factory = ClassRole.role("Factory", ReaderContext.self, "makeReader(_:)")
    static let strategy = ClassRole.role("Strategy", (any Reader).self, "read(filename:)")
    static let concrete = ClassRole.role(
        "ConcreteStrategy", [DocReader.self, PDFReader.self, EPUBReader.self, TXTReader.self],
        "read(filename:)")
}

/// The notifications' roles: an Observer through the demo's notification center.
enum NotificationRoles {
    static let model = ClassRole.role("Model", UserDAO.self, "updateUser(user:)")
    static let notifier = ClassRole.role(
        "Notifier", (any UserInfoNotifier).self, "sendInfoUpdatedMessage(msg:user:)")
    static let poster = ClassRole.role("Poster", NotificationUtil.self, "sendInfoUpdatedMessage(msg:user:)")
    static let subject = ClassRole.role(
        "Subject", NotificationCenter.self, "addObserver(_:name:object:)", "removeObserver(_:)",
        "post(name:object:userInfo:)")
    static let observer = ClassRole.role("Observer", (any NotificationObserver).self, "receive(_:)")
    static let concreteObserver = ClassRole.role("ConcreteObserver", Administrator.self, "receive(_:)")
}

/// The roles of the hand-written Subject and Observer (variant `classic`).
enum ClassicRoles {
    static let subject = ClassRole.role(
        "Subject", UserInfoSubject.self, "attach(_:user:)", "detach(_:)", "sendInfoUpdatedMessage(msg:user:)")
    static let observer = ClassRole.role("Observer", (any UserInfoObserver).self, "userInfoUpdated(msg:)")
    static let concreteObserver = ClassRole.role(
        "ConcreteObserver", Administrator.self, "userInfoUpdated(msg:)")
}

/// The catalogue's roles in MVC.
enum CatalogRoles {
    static let controller = ClassRole.role(
        "Controller", LibraryController.self, "showBooks()", "showRecords(of:)", "borrow(_:for:)")
    static let model = ClassRole.role("Model", Library.self, "books(named:)")
    static let view = ClassRole.role("View", [BookListView.self, UserRecordsView.self], "render(_:)")
}
