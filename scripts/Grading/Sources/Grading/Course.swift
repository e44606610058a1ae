import Foundation

/// One exercise of the index (Tests/Exercises/exercises.txt): its name and its demo.
public struct Exercise: Equatable, Sendable {
    public let name: String
    public let demo: String
}

/// Reads an index: `name demo` a line, `#` starts a comment.
public func readIndex(_ text: String) -> [Exercise] {
    text.split(separator: "\n").compactMap { line in
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2, !words[0].hasPrefix("#") else { return nil }
        return Exercise(name: String(words[0]), demo: String(words[1]))
    }
}

/// What an exercise lets a student write: files (slots) and folders (ending in /) where new .swift
/// files may go. Nil when a line leaves the package (.., an absolute path).
public func readWritable(_ text: String) -> (slots: [String], folders: [String])? {
    var slots: [String] = []
    var folders: [String] = []
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            .trimmingCharacters(in: .whitespaces)
        if line.isEmpty { continue }
        if line.hasPrefix("/") || ("/" + line + "/").contains("/../") { return nil }
        if line.hasSuffix("/") { folders.append(line) } else { slots.append(line) }
    }
    return (slots, folders)
}

/// The known name nearest to `name` (case-insensitive edit distance), when it is near enough.
public func didYouMean(_ name: String, among known: [String]) -> String? {
    let lower = name.lowercased()
    if let same = known.first(where: { $0.lowercased() == lower }) { return same }
    let scored = known.map { (name: $0, distance: editDistance(lower, $0.lowercased())) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    return best.distance <= max(2, best.name.count / 3) ? best.name : nil
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(
                previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

/// A text quoted for a CSV cell, never read as a formula by a spreadsheet: a cell that starts (after
/// any spaces, controls or format characters) with = + - @ or their full-width forms starts with '.
public func csvField(_ text: String) -> String {
    var value = text
    let leading = value.unicodeScalars.drop {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            || $0.properties.generalCategory == .spaceSeparator || $0.properties.isWhitespace
    }
    if let first = leading.first, "=+-@＝＋－＠".unicodeScalars.contains(first) { value = "'" + value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

/// Merges shard CSVs (in shard order) into one: the header once, then every shard's rows. Throws a
/// message for shards whose headers differ.
public func mergeCSV(_ shards: [(name: String, text: String)]) throws(MergeError) -> String {
    guard let first = shards.first else { throw MergeError(message: "no shard CSV") }
    func split(_ text: String) -> (header: Substring, rows: [Substring]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let rows = lines.dropFirst().filter { !$0.isEmpty }
        return (lines.first ?? "", Array(rows))
    }
    let header = split(first.text).header
    var rows: [Substring] = []
    for shard in shards {
        let parts = split(shard.text)
        guard parts.header == header else {
            throw MergeError(message: "\(shard.name) grades other exercises than \(first.name)")
        }
        rows += parts.rows
    }
    return ([header] + rows).joined(separator: "\n") + "\n"
}

public struct MergeError: Error {
    public let message: String
}
