import DemoSupport

@testable import BekamDemo

/// A fresh sample market with a silent transcript.
func freshMarket() -> Market { Market(Transcript()) }

/// Runs `body` with the facade of a phone logged in as `userId` (or logged out).
func asUser<Value>(_ userId: String?, in market: Market, _ body: (ApiServices) -> Value) -> Value {
    market.phone(of: "test", loggedInAs: userId).run { body(ApiServices.getInstance()) }
}

/// A valid new-product form.
func sampleForm(price: String = "30") -> ProductForm {
    ProductForm(
        name: "Chair", price: price, city: "Boulder", categories: ["Furniture"], description: "Wood",
        image: PickedImage(byteCount: 10_000))
}

/// Every text of every event of every design of every scenario.
func allTranscriptTexts() -> [String] {
    demo.scenarios.flatMap { scenario in
        ([scenario.design] + scenario.variants).flatMap { design in
            design.run().events.map { event -> String in
                switch event {
                case .heading(let text), .note(let text), .result(let text), .refusal(let text): text
                case .message(let message): "\(message.from) \(message.to) \(message.text)"
                }
            }
        }
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
