import TestSupport
import XCTest

/// Fails unless `body` throws exactly `expected`.
func assertThrows<Failure: Error & Equatable, Result>(
    _ expected: Failure, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Result
) {
    do {
        _ = try body()
        XCTFail("nothing was thrown; expected \(expected)", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? Failure, expected, file: file, line: line)
    }
}
