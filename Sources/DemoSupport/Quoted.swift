/// Quotes user input for a transcript line: `"Alice"`.
///
/// Quotes, backslashes and control characters are escaped, so a line stays one line, and text longer
/// than `limit` characters is cut with `…` and its length is given: `"aaaaaaaa…" (40 characters)`.
public func quoted(_ text: String, limit: Int = 24) -> String {
    var shown = ""
    for character in text.prefix(limit) {
        switch character {
        case "\"": shown += "\\\""
        case "\\": shown += "\\\\"
        case "\n": shown += "\\n"
        case "\t": shown += "\\t"
        case _ where character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }):
            shown += character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
                .joined()
        default: shown.append(character)
        }
    }
    guard text.count > limit else { return "\"\(shown)\"" }
    return "\"\(shown)…\" (\(text.count) characters)"
}
