import XCTest

@testable import TestSupport

/// The unit tests' assertSameElements and assertSameLines (Tests/TestSupport): a failure says which
/// elements or lines differ, each in a line that fits a terminal.
final class AssertionTests: XCTestCase {
    /// Ten verdicts of which two differ, each 60 characters or more: two differences, four short lines.
    func testAFailingListSaysWhichElementsDifferInShortLines() {
        let long = String(repeating: "a verdict long enough to matter ", count: 2)
        let first = (0..<10).map { "\(long)\($0)" }
        var second = first
        second[2] = "changed"
        second[9] = long + "nine"
        let text = differences(first, second, "element") { "[\($0)]" }
        assertSameElements(
            text.split(separator: "\n").map(String.init),
            [
                "assertSameElements failed: 2 of 10 elements differ",
                "  [2] \(long)2", "    ≠ changed",
                "  [9] \(long)9", "    ≠ \(long)nine",
            ])
        XCTAssert(text.split(separator: "\n").allSatisfy { $0.count <= width })
    }

    /// A value too long for a line is shown from a little before where the two part.
    func testALongValueIsCutAroundWhereTheTwoPart() {
        let base = String(repeating: "x", count: 300)
        let (one, other) = cut(base + "1" + base, base + "2" + base)
        XCTAssert(one.hasPrefix("…") && one.hasSuffix("…") && one.contains("x1x") && one.count <= width)
        XCTAssert(other.contains("x2x") && other.count == one.count)
    }

    func testAnOptionalIsShownByItsValue() {
        let values: [Int?] = [1, nil]
        assertSameElements(values.map(shown), ["1", "nil"])
    }

    func testListsOfDifferentLengthsAndTextsByLine() {
        assertSameLines(
            differences(["a"], ["a", "b"], "element") { "[\($0)]" },
            "assertSameElements failed: 1 element differs (1 and 2 elements)\n  [1] (none)\n    ≠ b")
        assertSameLines(
            differences(["one", "two", "three"], ["one", "2", "three"], "line") { "line \($0 + 1)" },
            "assertSameLines failed: 1 of 3 lines differs\n  line 2 two\n       ≠ 2")
    }
}
