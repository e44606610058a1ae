#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The methods a page shows, read from the package's source files when the page is written: each
/// once, with its `traced` (or acting) line marked and, in a caller, the line that calls when exactly
/// one line does. A file that is not there gives a snippet that says so.
struct SourceSnippets {
    private var keys: [String] = []
    private var parts: [String] = []
    private var files: [String: [String]?] = [:]

    /// The hidden `<div>` elements, `src-0`, `src-1`..., for the script to show.
    var html: String { parts.joined() }

    /// The number of the snippet of the method at `location`, marking the line that calls `calling`.
    mutating func snippet(_ location: Trace.Location, calling: String?) -> Int {
        let key = "\(location.file):\(location.line):\(calling ?? "")"
        if let index = keys.firstIndex(of: key) { return index }
        let index = keys.count
        keys.append(key)
        let place = "\(location.file):\(location.line)"
        let head =
            "<div class=\"src\" id=\"src-\(index)\" hidden><p class=\"where\">\(HTML.escape(place))</p>"
        guard let lines = read(location.path), location.line <= lines.count else {
            parts.append(
                head + "<p class=\"missing\">The source files were not found when this page was written, "
                    + "so the code of \(HTML.escape(place)) is not shown.</p></div>")
            return index
        }
        let (start, end) = Self.method(lines, at: location.line - 1)
        let callLines = calling.map { name in
            (location.line..<end).filter { index in Self.calls(lines[index], name) }
        }
        let calls = callLines?.count == 1 ? callLines ?? [] : []
        var body = ""
        for index in start..<end {
            let mark =
                index == location.line - 1
                ? " class=\"here\"" : calls.contains(index) ? " class=\"calls\"" : ""
            body +=
                "<li value=\"\(index + 1)\"\(mark)><code>\(HTML.escape(lines[index]))</code></li>"
        }
        parts.append(head + "<ol class=\"code\">\(body)</ol></div>")
        return index
    }

    /// Whether a line of code calls `name`: `name(`, `.name(`, `name {` or sets `name =`.
    static func calls(_ line: String, _ name: String) -> Bool {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return [name + "(", name + " {", name + " = ", name + "."].contains { code.contains($0) }
            && !code.contains("func " + name) && !code.contains("traced")
    }

    /// The lines (0-based, end excluded) of the method whose `traced` line is at `index`: from its
    /// declaration to its closing brace, at most 40 lines; an acting block from its own line.
    static func method(_ lines: [String], at index: Int) -> (Int, Int) {
        var start = index
        if lines[index].contains("traced") || lines[index].contains("didSet") {
            let declarations = [
                "func ", "init(", "init<", "init?(", "var ", "subscript", "didSet", "set {", "set(",
            ]
            var candidate = index
            while candidate >= max(0, index - 20) {
                if declarations.contains(where: { lines[candidate].contains($0) }) && candidate != index
                    || candidate == index && lines[index].contains("func ")
                {
                    start = candidate
                    break
                }
                candidate -= 1
            }
            // A `didSet`'s property, or a method's attributes and comment-free signature above it.
            if lines[start].contains("didSet"), start > 0, lines[start - 1].contains("var ") { start -= 1 }
        }
        var depth = 0
        var opened = false
        var end = start
        while end < lines.count && end < start + 40 {
            for character in lines[end] {
                if character == "{" { (depth, opened) = (depth + 1, true) }
                if character == "}" { depth -= 1 }
            }
            end += 1
            if opened && depth <= 0 { break }
        }
        return (start, max(end, index + 1))
    }

    /// A file's lines, read once; nil when it cannot be read.
    private mutating func read(_ path: String) -> [String]? {
        if let known = files[path] { return known }
        var result: [String]?
        if let file = fopen(path, "r") {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            fclose(file)
            result = String(decoding: bytes, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map(String.init)
        }
        files[path] = result
        return result
    }
}
