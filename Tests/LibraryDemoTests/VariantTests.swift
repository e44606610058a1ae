import XCTest

@testable import DemoSupport
@testable import LibraryDemo

/// Runs `body` as a scenario runs it, with the librarian acting, and returns the lines it recorded
/// (calls, replies and what the console showed) as the text format prints them.
func recorded(_ body: () -> Void) -> [String] {
    let transcript = Transcript()
    transcript.declare(.actor("Librarian"))
    transcript.recording { transcript.showingConsole(body) }
    return transcript.events.map(TextRenderer.line(for:))
}

final class VariantTests: XCTestCase {
    func testScenariosAndVariantsAreTheIssues() {
        XCTAssertEqual(
            demo.scenarios.map(\.name), ["borrow", "permissions", "readers", "notifications", "catalog"])
        XCTAssertEqual(demo.variantNames, ["switch", "override", "factory", "classic"])
        XCTAssertEqual(
            demo.scenarios.map { $0.variants.compactMap(\.variant) },
            [
                [], ["switch", "override"], ["factory"], ["classic"], [],
            ])
    }
}
