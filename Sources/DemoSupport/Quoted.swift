/// Quotes user input for a transcript line: `"Alice"`.
///
/// Quotes, backslashes and control characters are escaped, so a line stays one line, and text longer
/// than `limit` characters is cut with `…` and its length is given: `"aaaaaaaa…" (40 characters)`.
public func quoted(_ text: String, limit: Int = 24) -> String {
    guard text.count > limit else { return "\"\(escaped(text, limit: limit, quote: "\""))\"" }
    return "\"\(escaped(text, limit: limit, quote: "\""))\" (\(text.count) characters)"
}

/// `text` with `quote`, backslashes and control characters escaped, cut after `limit` characters
/// with `…`.
package func escaped(_ text: String, limit: Int, quote: Character) -> String {
    var shown = ""
    for character in text.prefix(limit) {
        switch character {
        case quote: shown += "\\\(quote)"
        case "\\": shown += "\\\\"
        case "\n": shown += "\\n"
        case "\t": shown += "\\t"
        case _ where character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }):
            shown += character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
                .joined()
        default: shown.append(character)
        }
    }
    return text.count > limit ? shown + "…" : shown
}
