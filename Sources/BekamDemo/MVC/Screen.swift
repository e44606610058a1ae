import DemoSupport

/// View + Controller (MVC): a screen of the app (a view controller in the original). Screens take the
/// user's input, talk only to the facade, and show what comes back.
protocol Screen: Traced {}

extension Screen {
    /// The facade this screen talks to: what `ApiServices.getInstance()` gives it.
    var services: ApiServices { ApiServices.getInstance() }

    /// The value of a facade answer; a refusal is shown to the user instead, and gives `nil`.
    func shown<Value>(_ answer: Result<Value, ApiError>) -> Value? {
        switch answer {
        case .success(let value): return value
        case .failure(let error):
            Console.refuse(error.description)
            return nil
        }
    }

    /// Opens the viewer's chat about a product: the existing session, or a new one. This is what the
    /// products screen does when a cell notifies it, what "💬 Let's Chat" does on the details screen,
    /// and what a profile's cell does. A logged-out user is refused and nothing is created.
    func openChat(about product: Product) -> ChatViewController? {
        guard case .some(let existing) = shown(services.getSession(productId: product.id)) else { return nil }
        let session: ChatSession
        if let existing {
            session = existing
        } else {
            guard let created = shown(services.postSession(productId: product.id)) else { return nil }
            session = created
        }
        let owner = services.userName(session.ownerId)
        let chat = ChatViewController(sessionId: session.id)
        Console.print("chat \(session.id) with \(owner) about \(product.name) is open")
        return chat
    }
}

/// "1 product", "3 products", "2 misses".
func count(_ number: Int, _ noun: String) -> String {
    let plural =
        noun.hasSuffix("s") ? noun + "es" : noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
    return "\(number) \(number == 1 ? noun : plural)"
}
