import XCTest

@testable import BekamDemo
@testable import DemoSupport
@testable import DemoTools

final class FocusTests: XCTestCase {
    /// `cache --focus`: the cache's hit and miss stay, and so does Sami's tap that starts the flow (a
    /// person's action); the screen's calls to its cells and the cloud's download go, and the line
    /// under the roles counts them.
    func testFocusShowsTheCacheAndThePersonWithoutTheCellsAndTheCloud() {
        let lines = demo.respond(to: ["cache", "--focus"]).output.split(separator: "\n")
        XCTAssert(
            lines.contains("ImageApi -> imagesCache: object(forKey: \"https://bekam.example/bike.jpg\")"))
        XCTAssert(lines.contains { $0.hasPrefix("Sami -> ProductsViewController: ") })
        XCTAssertFalse(
            lines.contains { $0.contains("Cloud") || $0.hasPrefix("ProductsViewController -> cell") })
        XCTAssert(
            lines.contains(
                "Focus: 4 of 18 messages hidden, those with a participant the roles do not name; a person's stay."
            ))
    }
}
