import DemoSupport

/// A screen of the app (a view controller in the original). Screens talk only to the facade.
protocol Screen {
    var name: String { get }
    var transcript: Transcript { get }
}

extension Screen {
    /// Calls the facade and records the call and its answer; a refusal is also shown to the user.
    @discardableResult
    func ask<Value>(
        _ call: String, _ body: (ApiServices) -> Result<Value, ApiError>, reply: (Value) -> String
    ) -> Result<Value, ApiError> {
        transcript.send(call, from: name, to: ApiServices.name)
        let result = body(ApiServices.getInstance())
        switch result {
        case .success(let value): transcript.reply(reply(value), from: ApiServices.name, to: name)
        case .failure(let error):
            transcript.reply("error: \(error)", from: ApiServices.name, to: name)
            transcript.refused(error.description)
        }
        return result
    }

    /// Calls the facade for something that cannot fail.
    func fetch<Value>(_ call: String, _ body: (ApiServices) -> Value, reply: (Value) -> String) -> Value {
        transcript.send(call, from: name, to: ApiServices.name)
        let value = body(ApiServices.getInstance())
        transcript.reply(reply(value), from: ApiServices.name, to: name)
        return value
    }
}

/// "1 product", "3 products", "2 misses".
func count(_ number: Int, _ noun: String) -> String {
    let plural =
        noun.hasSuffix("s") ? noun + "es" : noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
    return "\(number) \(number == 1 ? noun : plural)"
}
