import DemoSupport

/// LibraryDemo: the Library Info App (library-info-app.md), its four components and its MVC catalogue.
let demo = Demo(
    name: "LibraryDemo",
    title: "Strategy, Visitor + Factory Method, Observer and MVC in a library app (library-info-app.md)",
    scenarios: [
        Scenario(
            "borrow",
            purpose: "Each user type borrows through its own BorrowMethod; limits and stock are enforced.",
            roles: [
                "Context": "BorrowService", "Strategy": "BorrowMethod",
                "ConcreteStrategy":
                    "CommonBorrowMethod, StudentBorrowMethod, TeacherBorrowMethod, StudentBorrowMoreMethod",
            ]
        ) { t in t.showingConsole { borrow(t) } },

        Scenario(
            "permissions",
            purpose:
                "Departments visit every user by double dispatch; a new user type joins by a factory method.",
            roles: [
                "Visitor": "UserVisitor", "ConcreteVisitor": "Admin, FinanceDepartment, BehaviorDepartment",
                "Element": "User", "ConcreteElement": "Teacher, Graduate, Undergraduate, VisitingScholar",
                "ObjectStructure": "Permission", "Factory method": "User.makeAccessRights()",
            ]
        ) { t in t.showingConsole { permissions(VisitorPermissions(users: permissionUsers()), t) } }
        .variant(
            "override",
            purpose: "The StackOverflow answer: each user type overrides setAccess(); no visitors.",
            roles: [
                "Overridden method": "User.setAccess() in Teacher, Graduate, Undergraduate, VisitingScholar",
                "Departments": "plain loops over the users",
            ]
        ) { t in t.showingConsole { permissions(OverridePermissions(users: permissionUsers()), t) } },

        Scenario(
            "readers",
            purpose: "ReaderContext reads each format with its own Reader; unsupported files are refused.",
            roles: [
                "Context": "ReaderContext", "Strategy": "Reader",
                "ConcreteStrategy": "DocReader, PDFReader, EPUBReader, TXTReader", "Client": "Client",
            ]
        ) { t in t.showingConsole { readers(ContextReading(), t) } }
        .variant(
            "factory", purpose: "The rejected design: ReaderFactory makes the reader; the client uses it.",
            roles: [
                "Factory": "ReaderFactory", "Product": "Reader",
                "ConcreteProduct": "DocReader, PDFReader, EPUBReader, TXTReader", "Client": "Client",
            ]
        ) { t in t.showingConsole { readers(FactoryReading(), t) } },

        Scenario(
            "notifications",
            purpose: "UserDAO.updateUser posts through NotificationCenter; every observing admin hears it.",
            roles: [
                "Subject": "UserDAO through NotificationUtil and NotificationCenter",
                "Observer": "Administrator (addObserver(forName:))",
            ]
        ) { t in t.showingConsole { notifications(CenterNotifications(), t) } }
        .variant(
            "classic", purpose: "The hand-written Subject and Observer the document contrasts.",
            roles: [
                "Subject": "UserInfoSubject (attach, detach)", "Observer": "Administrator (UserInfoObserver)",
            ]
        ) { t in t.showingConsole { notifications(ClassicNotifications(), t) } },

        Scenario(
            "catalog",
            purpose: "MVC: the controller shows the book list through a text view that reflects each loan.",
            roles: [
                "Model": "Library, Book, User", "View": "BookListView, UserRecordsView",
                "Controller": "LibraryController",
            ]
        ) { t in t.showingConsole { catalog(t) } },
    ]
)
