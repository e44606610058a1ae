/// Quotes user input for a transcript line: `"Alice"`.
///
/// Quotes, backslashes and control characters are escaped, so a line stays one line, and text longer
/// than `limit` characters is cut with `…` and its length is given: `"aaaaaaaa…" (40 characters)`.
public func quoted(_ text: String, limit: Int = 20) -> String {
    var shown = ""
    for character in text.prefix(limit) {
        switch character {
        case "\"": shown += "\\\""
        case "\\": shown += "\\\\"
        case "\n": shown += "\\n"
        case "\t": shown += "\\t"
        case _ where character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }):
            shown += character.unicodeScalars.map { "\\u{\(hex($0.value))}" }.joined()
        default: shown.append(character)
        }
    }
    guard text.count > limit else { return "\"\(shown)\"" }
    return "\"\(shown)…\" (\(text.count) characters)"
}

private func hex(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    var value = value
    var text = ""
    repeat {
        text.insert(digits[Int(value % 16)], at: text.startIndex)
        value /= 16
    } while value > 0
    return text
}
