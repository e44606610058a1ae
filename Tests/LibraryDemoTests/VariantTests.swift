import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools
@testable import LibraryDemo

/// Runs `body` as a scenario runs it, with the librarian acting, and returns the lines it recorded
/// (calls, replies and what the console showed) as the text format prints them.
func recorded(_ body: () -> Void) -> [String] {
    let transcript = Transcript()
    transcript.recording { transcript.acting(as: .actor("Librarian"), body) }
    return transcript.events.map(TextRenderer.line(for:))
}

final class VariantTests: XCTestCase {
    func testScenariosAndVariantsAreTheIssues() {
        let issues = demo.scenarios.filter { !$0.isExercise }
        assertSameElements(
            issues.map(\.name), ["borrow", "permissions", "readers", "notifications", "catalog"])
        assertSameElements(demo.variantNames, ["switch", "override", "factory", "foundation", "classic"])
        assertSameElements(
            issues.map { $0.variants.compactMap(\.variant) },
            [
                [], ["switch", "override"], ["factory"], ["foundation", "classic"], [],
            ])
    }

    /// The exercises' scenarios run only when named and have no variant.
    func testExercisesRunOnlyWhenNamed() {
        let exercises = demo.scenarios.filter(\.isExercise)
        assertSameElements(
            exercises.map(\.name),
            ["borrow-fines", "permissions-cards", "permissions-phd", "readers-markdown"])
        XCTAssert(exercises.allSatisfy { !$0.inFullRun && $0.variants.isEmpty })
    }
}
