import DemoSupport

/// One phone running the Bekam app: an app launch with its own `ApiServices` (its own login and its
/// own image cache) talking to the cloud the scenario shares. `run` makes this phone's app the one
/// that `ApiServices.getInstance()` returns.
struct Phone {
    let owner: String
    let services: ApiServices

    /// A phone whose app is launched on `cloud`, already logged in as `userId` if one is given.
    init(of owner: String, cloud: Cloud, loggedInAs userId: String? = nil) {
        self.owner = owner
        services = ApiServices.launch(on: cloud, loggedInAs: userId)
    }

    @discardableResult
    func run<Value>(_ body: () -> Value) -> Value {
        ApiServices.$running.withValue(services, operation: body)
    }
}

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
