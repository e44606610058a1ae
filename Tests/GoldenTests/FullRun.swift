/// What a full run prints, from the golden files of its scenarios, which hold the same parts: a full run
/// has no golden file of its own, nor has the full run in colour.
enum FullRun {
    /// The scenario files (name and text, in the order of the full run) joined as the text renderer
    /// joins the runs: the demo's title lines once, then each scenario's part after a blank line. A
    /// scenario whose roles are those of the scenario before it names that one instead of listing them
    /// again (`Roles: as in 'login'`).
    static func joined(_ files: [(name: String, text: String)]) -> String {
        var text = ""
        var before: (name: String, roles: ArraySlice<Substring>)?
        for file in files {
            guard let split = file.text.range(of: "\n\n") else { return text + file.text }
            if text.isEmpty { text = String(file.text[..<split.lowerBound]) + "\n" }
            var lines = file.text[split.upperBound...].split(
                separator: "\n", omittingEmptySubsequences: false)
            var roles: ArraySlice<Substring> = []
            if let start = lines.firstIndex(of: "Roles:") {
                let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix("  ") } ?? lines.endIndex
                roles = lines[start..<end]
                if let before, before.roles == roles {
                    lines.replaceSubrange(start..<end, with: ["Roles: as in '\(before.name)'"])
                }
            }
            before = roles.isEmpty ? nil : (file.name, roles)
            text += "\n" + lines.joined(separator: "\n")
        }
        return text
    }

    /// The text without its ANSI colour codes (`ESC [ 1;38;5;28 m` and the like).
    static func withoutColour(_ text: String) -> String {
        var plain = ""
        var rest = text[...]
        while let escape = rest.range(of: "\u{1B}[") {
            plain += rest[..<escape.lowerBound]
            rest = rest[escape.upperBound...]
            let code = rest.prefix { $0.isNumber || $0 == ";" }
            guard rest.dropFirst(code.count).first == "m" else {
                plain += "\u{1B}["
                continue
            }
            rest = rest.dropFirst(code.count + 1)
        }
        return plain + rest
    }
}
