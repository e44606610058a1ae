import DemoSupport

/// View (MVC): the book list as text, one line per title. It shows what it is given and keeps nothing.
struct BookListView: Traced {
    /// `#5 The Mythical Man-Month (Management) 30.0: 1 in stock`
    static func line(for book: Book) -> String {
        let stock = book.stock == 0 ? "none in stock" : "\(book.stock) in stock"
        return "#\(book.id) \(book.name) (\(book.category)) \(book.price): \(stock)"
    }

    func render(_ books: [Book]) {
        traced(books) {
            for book in books { Console.print(Self.line(for: book)) }
        }
    }
}

/// View (MVC): one user's borrowing records as text.
struct UserRecordsView: Traced {
    static func line(for user: User) -> String {
        let books = user.records.isEmpty ? "no books" : user.records.joined(separator: ", ")
        return "\(user.name) holds \(bookCount(user.records.count)): \(books)"
    }

    func render(_ user: User) { traced(user) { Console.print(Self.line(for: user)) } }
}
