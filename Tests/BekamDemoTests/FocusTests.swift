import XCTest

@testable import BekamDemo
@testable import DemoSupport

final class FocusTests: XCTestCase {
    /// `adapter --focus`: the Adapter's chain stays; Layla's two calls to the chat screen go, and the
    /// line under the roles counts them.
    func testFocusShowsTheAdapterWithoutTheChatsLoading() {
        let lines = demo.respond(to: ["adapter", "--focus"]).output.split(separator: "\n")
        XCTAssert(
            lines.contains(
                "LocationMessageAdapter -> LocationMessageViewer: displayLocation((40.0150, -105.2705), view: view)"
            ))
        XCTAssertFalse(
            lines.contains { $0.contains("ApiServices") || $0.contains("ChatApi") || $0.hasPrefix("Layla") })
        XCTAssert(
            lines.contains(
                "Focus: 2 of 7 messages hidden, those with a participant the roles above do not name.")
        )
    }
}
