import DemoSupport
import Foundation

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

/// Every golden file of the demo: what every scenario and variant prints, in every format.
func goldenTexts() throws -> [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Golden/BekamDemo").standardized
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
        try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
