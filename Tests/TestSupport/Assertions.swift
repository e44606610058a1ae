import XCTest

// The unit tests' assertions on lists and texts. XCTest's own XCTAssertEqual prints both values whole
// on one line (a list of ten verdicts is 900 characters). `assertSameElements` and `assertSameLines`
// say which elements or lines differ, one short line each, each value cut to fit a terminal around
// where the two part. They have names of their own: `XCTAssertEqual` is always XCTest's.

/// Fails, saying which elements differ, unless the two lists are equal.
public func assertSameElements<Element: Equatable>(
    _ first: @autoclosure () throws -> [Element], _ second: @autoclosure () throws -> [Element],
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    compare(
        try first(), try second(), { $0.map(shown) }, "element", message(), file, line, index: { "[\($0)]" })
}

/// Fails, saying which lines differ, unless the two strings are equal.
public func assertSameLines(
    _ first: @autoclosure () throws -> String, _ second: @autoclosure () throws -> String,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    compare(
        try first(), try second(),
        { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
        "line", message(), file, line, index: { "line \($0 + 1)" })
}

/// At most this many differences are shown, each on two lines of at most `width` characters.
let shownDifferences = 3
let width = 100

private func compare<Value: Equatable>(
    _ first: @autoclosure () throws -> Value, _ second: @autoclosure () throws -> Value,
    _ parts: (Value) -> [String], _ part: String, _ message: String, _ file: StaticString, _ line: UInt,
    index: (Int) -> String
) {
    let (a, b): (Value, Value)
    do {
        (a, b) = (try first(), try second())
    } catch {
        XCTFail("assertion threw error \"\(error)\"" + suffix(message), file: file, line: line)
        return
    }
    guard a != b else { return }
    XCTFail(differences(parts(a), parts(b), part, index: index) + suffix(message), file: file, line: line)
}

private func suffix(_ message: String) -> String { message.isEmpty ? "" : " - \(message)" }

/// `2 of 10 elements differ:` then, for each of the first few, the first value and the second.
func differences(_ a: [String], _ b: [String], _ part: String, index: (Int) -> String) -> String {
    let apart = (0..<max(a.count, b.count)).filter { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] }
    let verb = apart.count == 1 ? "differs" : "differ"
    let name = part == "line" ? "assertSameLines" : "assertSameElements"
    var text =
        a.count == b.count
        ? "\(name) failed: \(apart.count) of \(a.count) \(part)s \(verb)"
        : "\(name) failed: \(apart.count) \(part)\(apart.count == 1 ? "" : "s") \(verb) "
            + "(\(a.count) and \(b.count) \(part)s)"
    for position in apart.prefix(shownDifferences) {
        let label = index(position)
        let (one, other) = cut(position < a.count ? a[position] : nil, position < b.count ? b[position] : nil)
        text += "\n  \(label) \(one)\n  \(String(repeating: " ", count: label.count - 1))≠ \(other)"
    }
    if apart.count > shownDifferences { text += "\n  … \(apart.count - shownDifferences) more" }
    return text
}

/// The two values, each cut to fit the width from a little before where they part.
func cut(_ a: String?, _ b: String?) -> (String, String) {
    let (one, other) = (a ?? "(none)", b ?? "(none)")
    let common = zip(one, other).prefix { $0 == $1 }.count
    let room = width - 12
    let start = one.count <= room && other.count <= room ? 0 : max(0, common - room / 3)
    func fit(_ text: String) -> String {
        let tail = text.dropFirst(start)
        return (start > 0 ? "…" : "") + (tail.count > room ? tail.prefix(room - 1) + "…" : tail)
    }
    return (fit(one), fit(other))
}

/// Strings quoted, as XCTest shows them; other values by their description, an optional's by its
/// value's (`nil` for none), without `Optional(...)` and the module's name around it.
func shown<Value>(_ value: Value) -> String {
    if let optional = value as? any OptionalValue { return optional.wrapped.map(shown) ?? "nil" }
    return value is String ? String(reflecting: value) : String(describing: value)
}

private protocol OptionalValue { var wrapped: Any? { get } }
extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self.map { $0 } }
}
