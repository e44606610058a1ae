import SourceChecks
import XCTest

/// Text made safe for the grader's terminal: every control, format and invisible character escaped.
final class EscapingTests: XCTestCase {
    func testControlCharactersAsToday() {
        XCTAssertEqual(
            escapedForTerminal("\u{1B}[2J\u{1B}[H\u{1B}[32mPASS\u{1B}[0m\r\n"),
            "\\e[2J\\e[H\\e[32mPASS\\e[0m\\r\n")
        XCTAssertEqual(
            escapedForTerminal("bell\u{07} nul\u{0} del\u{7F} vt\u{0B}"),
            "bell\\x07 nul\\x00 del\\x7F vt\\x0B")
        XCTAssertEqual(escapedForTerminal("a\tb\nc"), "a\tb\nc")
        XCTAssertEqual(escapedName("a\tb\nc\r"), "a\\tb\\nc\\r")
    }

    func testC1Controls() {
        for value in UInt32(0x80)...0x9F {
            let scalar = Unicode.Scalar(value).map { String(Character($0)) } ?? ""
            XCTAssertEqual(
                escapedForTerminal("x" + scalar), "x\\u{\(String(value, radix: 16, uppercase: true))}")
        }
    }

    /// The characters issue 41 found the hand-written list missed, and those it had.
    func testFormatSeparatorAndInvisibleCharacters() {
        let cases: [(UInt32, String)] = [
            (0x2028, "line separator"), (0x2029, "paragraph separator"), (0x061C, "Arabic letter mark"),
            (0xFEFF, "byte order mark"), (0x2060, "word joiner"), (0x2061, "function application"),
            (0x2062, "invisible times"), (0x2063, "invisible separator"), (0x2064, "invisible plus"),
            (0x00AD, "soft hyphen"), (0x202E, "right-to-left override"), (0x200B, "zero width space"),
            (0x200E, "left-to-right mark"), (0x2066, "left-to-right isolate"), (0x3164, "Hangul filler"),
            (0x115F, "Hangul choseong filler"), (0xFE0F, "variation selector 16"), (0xFFFF, "noncharacter"),
        ]
        for (value, name) in cases {
            guard let scalar = Unicode.Scalar(value) else { return XCTFail(name) }
            let hex = String(value, radix: 16, uppercase: true)
            XCTAssertEqual(escapedForTerminal("a\(Character(scalar))b"), "a\\u{\(hex)}b", name)
            XCTAssertEqual(escapedName("a\(Character(scalar))b"), "a\\u{\(hex)}b", name)
        }
    }

    func testTagCharacters() {
        for value in UInt32(0xE0000)...0xE007F {
            guard let scalar = Unicode.Scalar(value) else { return XCTFail("U+\(value)") }
            var text = "flag"
            text.unicodeScalars.append(scalar)
            XCTAssertEqual(escapedForTerminal(text), "flag\\u{\(String(value, radix: 16, uppercase: true))}")
        }
    }

    func testInvalidBytesAndARaw0x9B() {
        XCTAssertEqual(escapedForTerminal([0x41, 0x9B, 0x33, 0x32, 0x6D, 0x0A]), "A\\x9B32m\n")
        XCTAssertEqual(escapedForTerminal([0xC2, 0x9B, 0xFF, 0xE2, 0x80]), "\\u{9B}\\xFF\\xE2\\x80")
        XCTAssertEqual(escapedForTerminal(Array("é → 💬\u{1B}".utf8)), "é → 💬\\e")
        XCTAssertEqual(escapedName([0x61, 0x0A, 0x09, 0xC0, 0xAF]), "a\\n\\t\\xC0\\xAF")
    }

    func testVisibleTextStaysAsItIs() {
        let text = "Bus · 2 $ → 15 min … 💬 🎤 ▶ 😍 café 東京 ＝1+2 \\e"
        XCTAssertEqual(escapedForTerminal(text), text)
        XCTAssertEqual(escapedName(text), text)
        XCTAssertEqual(escapedForTerminal(""), "")
    }
}
