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
            userIsRefused(error.description)
            return nil
        }
    }
}

/// "1 product", "3 products", "2 misses".
func count(_ number: Int, _ noun: String) -> String {
    let plural =
        noun.hasSuffix("s") ? noun + "es" : noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
    return "\(number) \(number == 1 ? noun : plural)"
}
