import XCTest

@testable import BekamDemo
@testable import DemoSupport
@testable import DemoTools

final class FocusTests: XCTestCase {
    /// `cache --focus`: the cache's hit and miss stay, and so do Sami's tap that starts the flow (a
    /// person's action) and the screen's calls to its cells (the client her tap reaches); the cloud's
    /// download goes, and the line under the roles counts it.
    func testFocusShowsTheCacheAndThePersonWithoutTheCellsAndTheCloud() {
        let lines = demo.respond(to: ["cache", "--focus"]).output.split(separator: "\n")
        XCTAssert(
            lines.contains("ImageApi -> imagesCache: object(forKey: \"https://bekam.example/bike.jpg\")"))
        XCTAssert(lines.contains { $0.hasPrefix("Sami -> ProductsViewController: ") })
        XCTAssert(lines.contains("ProductsViewController -> cell p1: loadImage()"))
        XCTAssertFalse(lines.contains { $0.contains("Cloud") })
        XCTAssert(
            lines.contains(
                "Focus: 2 of 18 messages hidden; a person's stay, and those between role players or their client."
            ))
    }
}
