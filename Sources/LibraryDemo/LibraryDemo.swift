import DemoSupport
import DemoTools

/// LibraryDemo: the Library Info App (library-info-app.md), its four components and its MVC catalogue.
let demo = Demo(
    name: "LibraryDemo",
    title: "Strategy, Visitor + Factory Method, Observer and MVC in a library (library-info-app.md)",
    patterns: patterns,
    scenarios: [
        Scenario(
            "borrow",
            purpose:
                "Strategy (Borrowing/): BorrowService lends with the BorrowMethod it is given.",
            roles: [
                BorrowRoles.context, BorrowRoles.strategy,
                BorrowRoles.concrete.by(
                    TeacherBorrowMethod.self, StudentBorrowMethod.self, CommonBorrowMethod.self,
                    ExamBorrowMethod.self),
                Role("Client", "each user's BorrowService is given its method; the librarian swaps it"),
            ]
        ) { t in borrow(t) },

        Scenario(
            "borrow-fines",
            purpose:
                "Exercise: a borrowing method that refuses a user who owes fines, swapped into BorrowService; "
                + "BorrowService and the other methods unchanged.",
            roles: [
                BorrowRoles.context, BorrowRoles.strategy,
                Role(
                    "ConcreteStrategy",
                    "the method finesRuleMethod() returns: CommonBorrowMethod until your PaidUpBorrowMethod "
                        + "(Exercises/BorrowFines.swift)"),
                Role("Client", "the librarian swaps it into \(BorrowFinesData.borrower)'s BorrowService"),
            ]
        ) { t in borrowFines(t) }
        .exercise(),

        Scenario(
            "permissions",
            purpose:
                "Visitor + Factory Method (Permissions/): departments visit users; types make rights.",
            roles: [
                VisitorRoles.visitor, VisitorRoles.concreteVisitor, VisitorRoles.element,
                VisitorRoles.concreteElement,
                VisitorRoles.structure,
                FactoryMethodRoles.creator.said(
                    ": grantAccess() calls makeAccessRights() and keeps what it makes"),
                Role(
                    "ConcreteCreator", "each user type, overriding makeAccessRights() to make its own rights"),
                FactoryMethodRoles.product,
                FactoryMethodRoles.concreteProduct.note("one per user type"),
            ]
        ) { t in
            let library = Library.sample()
            permissions(VisitorPermissions(users: library.users), in: library, t)
        }
        .variant(
            "switch",
            purpose:
                "The document's one visit(user:) per visitor, a switch on the type (Alternatives/).",
            roles: [
                ClassRole.role("Visitor", (any TypeSwitchVisitor).self).note("only visit(user:)"),
                ClassRole.role(
                    "ConcreteVisitor",
                    [SwitchAdmin.self, SwitchFinanceDepartment.self, SwitchBehaviorDepartment.self]
                ).said(", each with its own switch"),
                ClassRole.role("Simple factory", SwitchAdmin.self)
                    .said("'s switch picks each type's rights (the document's \"factory method\")"),
                VisitorRoles.element.said(", one accept(_:) for all types (single dispatch)"),
            ]
        ) { t in
            let library = Library.sample()
            permissions(SwitchPermissions(users: library.users), in: library, t)
        }
        .variant(
            "override",
            purpose:
                "The StackOverflow answer: each user type overrides setAccess(); no visitors.",
            roles: [
                ClassRole.role("Overridden method", User.self)
                    .said(".setAccess() in Teacher, Graduate, Undergraduate, VisitingScholar"),
                Role("Departments", "plain loops over the users"),
            ]
        ) { t in
            let library = Library.sample()
            permissions(OverridePermissions(users: library.users), in: library, t)
        },

        Scenario(
            "permissions-cards",
            purpose:
                "Exercise: a new department, the card office, visits every user by double dispatch; the user "
                + "types, UserVisitor and the other departments unchanged.",
            roles: [
                VisitorRoles.visitor,
                Role(
                    "ConcreteVisitor",
                    "the departments cardOfficeDepartments() returns (Exercises/PermissionsCards.swift)"),
                VisitorRoles.element, VisitorRoles.concreteElement, VisitorRoles.structure,
                Role(
                    "Factory method",
                    "makeAccessRights(), overridden by every user type; Admin calls grantAccess(), which "
                        + "calls it"),
            ]
        ) { t in departmentsReview(cardOfficeDepartments(), t) }
        .exercise(),

        Scenario(
            "permissions-phd",
            purpose:
                "Exercise: a new creator, the PhD candidate, whose factory method makes rights of its own; "
                + "User, Admin and the other rights unchanged.",
            roles: [
                FactoryMethodRoles.creator.said(
                    ": grantAccess() calls makeAccessRights() and keeps what it makes"),
                Role(
                    "ConcreteCreator",
                    "Graduate, and the candidate enrolPhDCandidate(...) makes "
                        + "(Exercises/PermissionsPhD.swift)"),
                FactoryMethodRoles.product,
                Role("ConcreteProduct", "GraduateRights, and what the candidate's makeAccessRights() makes"),
                Role(
                    "Client",
                    "Admin (grantAccess() on each user it visits); BorrowService lends with the rights"),
            ]
        ) { t in phdCandidateRights(t) }
        .exercise(),

        Scenario(
            "readers",
            purpose:
                "Strategy + simple factory (Readers/): ReaderContext chooses a Reader or refuses the file.",
            roles: [
                ReaderRoles.context.note("refuses a file that is not its reader's format"),
                ReaderRoles.strategy,
                ReaderRoles.concrete,
                ReaderRoles.factory.named("Simple factory")
                    .said("'s switch over DocType (the document's \"factory method\")"),
                Role("Client", "Client (hands in TXTReader, the format the context does not know)"),
            ]
        ) { t in readers(ContextReading(), t) }
        .variant(
            "factory",
            purpose:
                "The rejected design (Alternatives/): ReaderFactory makes the reader; the client uses it.",
            roles: [
                ClassRole.role("Simple factory", ReaderFactory.self).note(
                    "the document's \"factory method pattern\""),
                ReaderRoles.strategy.named("Product"), ReaderRoles.concrete.named("ConcreteProduct"),
                Role("Client", "Client (checks the file's format itself)"),
            ]
        ) { t in readers(FactoryReading(), t) },

        Scenario(
            "readers-markdown",
            purpose:
                "Exercise: a reader for Markdown, handed to ReaderContext by the client; ReaderContext and the "
                + "other readers unchanged.",
            roles: [
                ReaderRoles.context, ReaderRoles.strategy,
                ReaderRoles.concrete.by(DocReader.self).said(
                    ", chosen by the context; the readers markdownClientReaders() returns "
                        + "(Exercises/ReadersMarkdown.swift)"),
                ReaderRoles.factory.named("Simple factory")
                    .said("'s switch over DocType, for the document's three formats"),
                Role("Client", "Client (hands in a reader for each format it adds)"),
            ]
        ) { t in
            readersHandedIn(ContextReading(addedReaders: markdownClientReaders()), t)
        }
        .exercise(),

        Scenario(
            "notifications",
            purpose:
                "Observer (Notifications/): UserDAO posts through the demo's NotificationCenter, which "
                + "calls every observer.",
            roles: [
                NotificationRoles.subject.note("the demo's own: keeps its observers in the order added"),
                NotificationRoles.observer, NotificationRoles.concreteObserver,
                NotificationRoles.poster.by(UserDAO.self, NotificationUtil.self, separator: ", through ")
                    .said(", whose post reaches the observers; it knows none"),
                Role("Client", "Librarian (adds and removes administrators at the center; updates users)"),
            ]
        ) { t in notifications(CenterNotifications(), t) }
        .variant(
            "foundation",
            purpose:
                "The document's design on Foundation's NotificationCenter, which promises no order "
                + "(Alternatives/).",
            roles: [
                Role("Subject", "Foundation's NotificationCenter (addObserver, removeObserver, post)"),
                NotificationRoles.poster.by(
                    UserDAO.self, FoundationNotifier.self, separator: ", through "
                )
                .said(", whose post reaches the observers; it knows none"),
                NotificationRoles.concreteObserver.named("Observer").note(
                    "startObserving registers a block that calls receive(_:)"),
                Role("Client", "Librarian (has each administrator start or stop observing; updates users)"),
            ]
        ) { t in notifications(FoundationNotifications(), t) }
        .variant(
            "classic",
            purpose:
                "The hand-written Subject and Observer the document contrasts (Alternatives/).",
            roles: [
                ClassicRoles.subject.note("attach for one user or all, detach, notifies in attach order"),
                ClassicRoles.observer, ClassicRoles.concreteObserver,
                NotificationRoles.poster.by(UserDAO.self).said(", through the subject; it knows no observer"),
                Role("Client", "Librarian (attaches and detaches each administrator; updates users)"),
            ]
        ) { t in notifications(ClassicNotifications(), t) },

        Scenario(
            "catalog",
            purpose:
                "MVC (Catalog/): the controller lends, and the views show the changed model.",
            roles: [
                CatalogRoles.model.by(Library.self, Book.self, User.self), CatalogRoles.view,
                CatalogRoles.controller,
            ]
        ) { t in catalog(t) },
    ]
)
