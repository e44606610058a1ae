import XCTest

@testable import BekamDemo
@testable import DemoSupport

final class FocusTests: XCTestCase {
    /// `adapter --focus`: the Adapter's chain and Layla's actions stay; the chat's loading and the
    /// image's cache and cloud calls go, and the line under the roles counts them.
    func testFocusShowsTheAdapterWithoutTheCacheAndCloudCalls() {
        let lines = demo.respond(to: ["adapter", "--focus"]).output.split(separator: "\n")
        XCTAssert(
            lines.contains(
                "ImageMessageAdapter -> ImageMessageViewer: displayImage(url: \"https://cdn.bekam.example/bike.jpg\", view: view)"
            ))
        XCTAssertFalse(
            lines.contains {
                $0.contains("imagesCache") || $0.contains("Cloud") || $0.contains("ApiServices")
            })
        XCTAssert(
            lines.contains(
                "Focus: 13 of 26 messages hidden, those with a participant the roles do not name; a person's stay."
            )
        )
    }
}
