import DemoSupport

/// Model (MVC): one title of the library's catalogue (the original's `Book`). `stock` counts the copies
/// on the shelf; a loan takes one away.
final class Book: TraceValue {
    let id: Int
    let name: String
    let category: String
    var stock: Int
    let price: Double

    init(id: Int, name: String, category: String, stock: Int, price: Double) {
        self.id = id
        self.name = name
        self.category = category
        self.stock = stock
        self.price = price
    }

    /// A book passed as an argument shows as its title.
    var traceText: String { name }
}

/// Model (MVC): the library's books and users, in catalogue order.
final class Library: Traced {
    let books: [Book]
    let users: [User]

    init(books: [Book], users: [User]) {
        self.books = books
        self.users = users
    }

    func book(named name: String) -> Book? { books.first { $0.name == name } }

    func user(named name: String) -> User? { users.first { $0.name == name } }

    /// The books a scenario asks for by name; names the catalogue lacks are left out.
    func books(named names: [String]) -> [Book] { traced(names) { names.compactMap(book(named:)) } }

    /// The sample library every scenario starts from: eight titles and three users.
    static func sample() -> Library {
        Library(
            books: [
                Book(id: 1, name: "Design Patterns", category: "Software", stock: 2, price: 49.5),
                Book(id: 2, name: "Refactoring", category: "Software", stock: 1, price: 45.0),
                Book(id: 3, name: "Clean Code", category: "Software", stock: 3, price: 38.0),
                Book(id: 4, name: "Code Complete", category: "Software", stock: 2, price: 52.0),
                Book(id: 5, name: "The Mythical Man-Month", category: "Management", stock: 1, price: 30.0),
                Book(id: 6, name: "Peopleware", category: "Management", stock: 2, price: 28.5),
                Book(id: 7, name: "Swift in Depth", category: "Programming", stock: 2, price: 40.0),
                Book(id: 8, name: "Domain-Driven Design", category: "Software", stock: 1, price: 55.0),
            ],
            users: [
                Teacher(id: 1, name: "Wang", bio: "teaches software architecture"),
                Undergraduate(
                    id: 2, name: "Li", bio: "second-year student", overduePayment: 2.5,
                    records: ["Clean Code", "Code Complete", "Swift in Depth", "Peopleware"]),
                Graduate(
                    id: 3, name: "Zhao", bio: "writes a thesis on patterns", overduePayment: 1.0,
                    records: ["Design Patterns"]),
            ])
    }
}
