// Text made safe to print on the grader's terminal: whatever a submission prints or names can move the
// cursor, clear the screen, reorder or hide text only if it reaches the terminal as it is. The
// characters shown escaped are chosen by Unicode category, not by a list.

/// `text` with every control, format and invisible character shown escaped, keeping newlines and tabs:
/// ESC as `\e`, CR as `\r`, other C0 controls and DEL as `\x07`, and every other such character (C1
/// controls, format characters such as U+202E and U+200B, line and paragraph separators, unassigned
/// code points, and the default-ignorable ones such as U+3164) as `\u{9B}`.
public func escapedForTerminal(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars { append(scalar, to: &out, keepingLines: true) }
    return out
}

/// `bytes` (what a run printed) read as UTF-8 and escaped as `escapedForTerminal(_:)` does; each byte
/// that is not UTF-8 (a raw 0x9B, which some terminals read as the start of a control sequence) as
/// `\x9B`.
public func escapedForTerminal(_ bytes: [UInt8]) -> String {
    escaped(bytes, keepingLines: true)
}

/// `name` escaped as `escapedForTerminal(_:)` does, and its newlines and tabs too (`\n`, `\t`), so that
/// it stays on one line.
public func escapedName(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars { append(scalar, to: &out, keepingLines: false) }
    return out
}

/// A name given as bytes (a file name need not be UTF-8), escaped as `escapedName(_:)` does.
public func escapedName(_ bytes: [UInt8]) -> String {
    escaped(bytes, keepingLines: false)
}

private func escaped(_ bytes: [UInt8], keepingLines: Bool) -> String {
    var out = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
            append(Unicode.UTF8.decode(encoded), to: &out, keepingLines: keepingLines)
            offset += encoded.count
        case .error(let length):
            for byte in bytes[offset..<offset + length] { out += "\\x" + hex(UInt32(byte), digits: 2) }
            offset += length
        case .emptyInput:
            return out
        }
    }
}

private func append(_ scalar: Unicode.Scalar, to out: inout String, keepingLines: Bool) {
    switch scalar {
    case "\n" where keepingLines, "\t" where keepingLines: out.unicodeScalars.append(scalar)
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\u{1B}": out += "\\e"
    case "\r": out += "\\r"
    case "\0"..."\u{1F}", "\u{7F}": out += "\\x" + hex(scalar.value, digits: 2)
    default:
        if isHidden(scalar) {
            out += "\\u{" + hex(scalar.value, digits: 1) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
}

/// A character a terminal does not show as itself: a control (Cc), a format character (Cf), a line or
/// paragraph separator (Zl, Zp), an unassigned code point (Cn: among them the tag block's unused ones
/// and the noncharacters), a surrogate (Cs), or a default-ignorable one (U+115F, U+3164, U+FE0F, U+E0100).
private func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate: return true
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
}

private func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
