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
                "Context": "BorrowService", "Strategy": "BorrowMethod",
                "ConcreteStrategy":
                    "TeacherBorrowMethod, StudentBorrowMethod, CommonBorrowMethod, ExamBorrowMethod",
                "Client": "each user's BorrowService is given its method; the librarian swaps it",
            ]
        ) { t in borrow(t) },

        Scenario(
            "borrow-fines",
            purpose:
                "Exercise: a borrowing method that refuses a user who owes fines, swapped into BorrowService; "
                + "BorrowService and the other methods unchanged.",
            roles: [
                "Context": "BorrowService", "Strategy": "BorrowMethod",
                "ConcreteStrategy":
                    "the method finesRuleMethod() returns: CommonBorrowMethod until your PaidUpBorrowMethod "
                    + "(Exercises/BorrowFines.swift)",
                "Client": "the librarian swaps it into \(BorrowFinesData.borrower)'s BorrowService",
            ]
        ) { t in borrowFines(t) }
        .exercise(),

        Scenario(
            "permissions",
            purpose:
                "Visitor + Factory Method (Permissions/): departments visit users; types make rights.",
            roles: [
                "Visitor": "UserVisitor", "ConcreteVisitor": "Admin, FinanceDepartment, BehaviorDepartment",
                "Element": "User", "ConcreteElement": "Teacher, Graduate, Undergraduate, VisitingScholar",
                "ObjectStructure": "Permission",
                "Creator": "User: grantAccess() calls makeAccessRights() and keeps what it makes",
                "ConcreteCreator": "each user type, overriding makeAccessRights(); the product: AccessRights",
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
                "Visitor": "TypeSwitchVisitor (only visit(user:))",
                "ConcreteVisitor":
                    "SwitchAdmin, SwitchFinanceDepartment, SwitchBehaviorDepartment, each with its own switch",
                "Simple factory":
                    "SwitchAdmin's switch picks each type's rights (the document's \"factory method\")",
                "Element": "User, one accept(_:) for all types (single dispatch)",
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
                "Overridden method": "User.setAccess() in Teacher, Graduate, Undergraduate, VisitingScholar",
                "Departments": "plain loops over the users",
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
                "Visitor": "UserVisitor",
                "ConcreteVisitor":
                    "the departments cardOfficeDepartments() returns (Exercises/PermissionsCards.swift)",
                "Element": "User", "ConcreteElement": "Teacher, Graduate, Undergraduate, VisitingScholar",
                "ObjectStructure": "Permission",
                "Factory method": "makeAccessRights(), overridden by every user type; Admin calls it",
            ]
        ) { t in departmentsReview(cardOfficeDepartments(), t) }
        .exercise(),

        Scenario(
            "readers",
            purpose:
                "Strategy + simple factory (Readers/): ReaderContext chooses a Reader or refuses the file.",
            roles: [
                "Context": "ReaderContext (refuses a file that is not its reader's format)",
                "Strategy": "Reader", "ConcreteStrategy": "DocReader, PDFReader, EPUBReader, TXTReader",
                "Simple factory": "ReaderContext's switch over DocType (the document's \"factory method\")",
                "Client": "Client (hands in TXTReader, the format the context does not know)",
            ]
        ) { t in readers(ContextReading(), t) }
        .variant(
            "factory",
            purpose:
                "The rejected design (Alternatives/): ReaderFactory makes the reader; the client uses it.",
            roles: [
                "Simple factory": "ReaderFactory (the document's \"factory method pattern\")",
                "Product": "Reader", "ConcreteProduct": "DocReader, PDFReader, EPUBReader, TXTReader",
                "Client": "Client (checks the file's format itself)",
            ]
        ) { t in readers(FactoryReading(), t) },

        Scenario(
            "readers-markdown",
            purpose:
                "Exercise: a reader for Markdown, handed to ReaderContext by the client; ReaderContext and the "
                + "other readers unchanged.",
            roles: [
                "Context": "ReaderContext", "Strategy": "Reader",
                "ConcreteStrategy":
                    "DocReader, chosen by the context; the readers markdownClientReaders() returns "
                    + "(Exercises/ReadersMarkdown.swift)",
                "Simple factory": "ReaderContext's switch over DocType, for the document's three formats",
                "Client": "Client (hands in a reader for each format it adds)",
            ]
        ) { t in
            readersHandedIn(ContextReading(addedReaders: markdownClientReaders()), t)
        }
        .exercise(),

        Scenario(
            "notifications",
            purpose:
                "Observer (Notifications/): UserDAO posts through NotificationCenter to the user's admin.",
            roles: [
                "Subject": "NotificationCenter (Foundation: addObserver, removeObserver, post)",
                "Poster":
                    "UserDAO, through NotificationUtil, whose post reaches the observers; it knows none",
                "Observer": "Administrator (startObserving registers a block for one user)",
                "Client": "Librarian (has each administrator start or stop observing; updates users)",
            ]
        ) { t in notifications(CenterNotifications(), t) }
        .variant(
            "classic",
            purpose:
                "The hand-written Subject and Observer the document contrasts (Alternatives/).",
            roles: [
                "Subject": "UserInfoSubject (attach for one user, detach, notifies in attach order)",
                "Poster": "UserDAO, through the subject; it knows no observer",
                "Observer": "Administrator (UserInfoObserver)",
                "Client": "Librarian (attaches and detaches each administrator; updates users)",
            ]
        ) { t in notifications(ClassicNotifications(), t) },

        Scenario(
            "catalog",
            purpose:
                "MVC (Catalog/): the controller lends, and the views show the changed model.",
            roles: [
                "Model": "Library, Book, User", "View": "BookListView, UserRecordsView",
                "Controller": "LibraryController",
            ]
        ) { t in catalog(t) },
    ]
)
