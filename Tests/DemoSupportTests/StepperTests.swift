import XCTest

@testable import DemoTools

/// `--step`'s question and list of steps, at a size the test gives in place of the terminal's.
final class StepperTests: XCTestCase {
    /// Twenty steps, each opened by a heading; some headings long, some with characters outside ASCII.
    private let steps = (1...20).map { number in
        [
            TextLine(
                number % 3 == 0
                    ? "== scenario\(number) =="
                    : "-- Step \(number): Zhou’s café · 😍 a heading long enough to cut --",
                step: true),
            TextLine("a line"),
        ]
    }

    /// In each column of the list every entry starts at the same column of the terminal, as the
    /// terminal counts them (… and · one column, an emoji two), and no row is wider than the terminal.
    func testTheListOfStepsLinesUpInColumnsThatFitTheTerminal() {
        let stepper = Stepper(steps: steps, size: (rows: 12, columns: 80))
        let rows = stepper.stops(current: 4)
        XCTAssertEqual(rows.count, 10)
        XCTAssert(rows.allSatisfy { Stepper.width($0) <= 79 }, "\(rows)")
        // The second column's entries: where each row's second number (11 to 20) starts.
        let starts = rows.enumerated().map { index, row -> Int in
            let number = " \(index + 11) "
            guard let range = row.range(of: number + "--") ?? row.range(of: number + "==") else { return -1 }
            return Stepper.width(row[..<range.lowerBound])
        }
        XCTAssertEqual(Set(starts).count, 1, "\(rows)")
        XCTAssert(rows[4].hasPrefix(">  5 "), rows[4])
        XCTAssertEqual(Stepper.width("…·"), 2)
        XCTAssertEqual(Stepper.width("😍✏️"), 4)
    }
}
