import Foundation
import TestSupport
import XCTest

/// What the recorded `--compare` runs of every demo hold (`Tests/Golden/<Demo>/compare-*.txt`): a plain
/// diff whose lines, mark included, fit in 100 columns, and nothing folded. A variant line too long for
/// it is cut where it is written, in the variant's design, never by the comparison.
final class CompareGoldenTests: XCTestCase {
    func testEveryRecordedComparisonFitsAndFoldsNothing() throws {
        let golden = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Golden")
        let files = try FileManager.default.subpathsOfDirectory(atPath: golden.path()).filter {
            $0.split(separator: "/").last?.hasPrefix("compare-") == true
        }.sorted()
        XCTAssertGreaterThan(files.count, 0)
        var problems: [String] = []
        for file in files {
            let text = try String(contentsOf: golden.appending(path: file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated() {
                let count = line.unicodeScalars.count
                if count > 100 { problems.append("\(file):\(index + 1): \(count) columns") }
                if line.hasPrefix("~") { problems.append("\(file):\(index + 1): a folded line") }
            }
        }
        assertSameElements(problems, [])
    }
}
