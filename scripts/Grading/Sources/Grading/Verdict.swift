// What grading one exercise of one submission ends with: a value for every outcome, so that nothing the
// grader cannot read turns into a PASS by default.

/// How a sandboxed command ended, read from the launcher's one report line (scripts/grade-sandbox,
/// docs/grading.md). Never from what the command printed.
public enum Ending: Equatable, Sendable {
    case exited(Int)
    case signal(String)
    case wallClock(seconds: Int)
    case cpu(seconds: Int)
    case fileSize
    case sandboxError(String)
    /// The report was missing, empty or not a line the grader knows: a FAIL, never a PASS.
    case unreadable(String)

    /// Reads a report line. Anything but one of the launcher's forms is `.unreadable`.
    public init(report: String?) {
        guard let report else {
            self = .unreadable("the sandbox gave no report")
            return
        }
        let line = report.hasSuffix("\n") ? String(report.dropLast()) : report
        if line.isEmpty || line.contains("\n") {
            self = .unreadable(
                line.isEmpty ? "the sandbox gave no report" : "the sandbox's report is not one line")
            return
        }
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch (words.first, words.count) {
        case ("exited", 2):
            if let code = wholeNumber(words[1]) {
                self = .exited(code)
            } else {
                self = .unreadable("the sandbox's report has no exit status: \(line)")
            }
        case ("signal", 2) where words[1].hasPrefix("SIG") && words[1].count > 3:
            self = .signal(words[1])
        case ("limit", 3) where words[1] == "wall-clock":
            if let seconds = wholeNumber(words[2]) {
                self = .wallClock(seconds: seconds)
            } else {
                self = .unreadable("the sandbox's report has no number of seconds: \(line)")
            }
        case ("limit", 3) where words[1] == "cpu":
            if let seconds = wholeNumber(words[2]) {
                self = .cpu(seconds: seconds)
            } else {
                self = .unreadable("the sandbox's report has no number of seconds: \(line)")
            }
        case ("limit", 2) where words[1] == "file-size":
            self = .fileSize
        case ("sandbox-error", _) where words.count >= 2:
            self = .sandboxError(words.dropFirst().joined(separator: " "))
        default:
            self = .unreadable("the sandbox's report is not one the grader knows: \(line)")
        }
    }

    /// Only a command that exited with status 0 succeeded.
    public var succeeded: Bool { self == .exited(0) }
}

/// A whole number written in decimal digits only (no sign, no space): nil for anything else, the empty
/// text included.
public func wholeNumber(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
    return Int(text)
}

/// The limit that stopped a build or a run, named from the launcher's report alone.
public enum Limit: Equatable, Sendable {
    case time(seconds: Int)
    case processorTime(seconds: Int)
    case fileSize
    case output(bytes: Int, lines: Int, limit: Int)
    case budget(seconds: Int)

    public var cell: String {
        switch self {
        case .time: "time limit"
        case .processorTime: "cpu limit"
        case .fileSize: "file size limit"
        case .output: "output limit"
        case .budget: "time budget"
        }
    }

    public var words: String {
        switch self {
        case .time(let seconds): "the time limit (\(seconds) s)"
        case .processorTime(let seconds): "the limit on processor time (\(seconds) s a process)"
        case .fileSize: "the limit on file size"
        case .output(let bytes, let lines, let limit):
            "the output limit: it printed \(lines) lines (\(bytes) bytes), more than \(limit) bytes"
        case .budget(let seconds): "the submission's time budget (\(seconds) s for all its exercises)"
        }
    }
}

/// The outcome of one exercise of one submission.
public enum Verdict: Equatable, Sendable {
    /// Printed the expected output, and the reference's on each hidden variation.
    case passed(hiddenVariations: Int)
    /// The visible run's output differs from the expected file.
    case wrongOutput(missing: Int, extra: Int, notSolvedYet: Bool)
    /// The visible run passed; a hidden variation's output differs (or the run failed there).
    case hiddenVariationFails(variation: String)
    /// The build failed; `firstError` is the compiler's first error line, as written.
    case doesNotBuild(demo: String, firstError: String)
    /// A build or run stopped by a limit the launcher named.
    case stoppedByLimit(Limit, what: String)
    /// A run ended by a signal the grader set no limit for (a crash: a trap, a segmentation fault).
    case failedRun(what: String, ending: String)
    /// A run that exited by itself with a status other than 0: the student's program said it failed.
    /// Its output is compared all the same (the cell is "wrong output"; the reason says the status).
    case exitedWithStatus(Int, what: String, missing: Int, extra: Int)
    /// Refused before any build: the declaration check, links, sizes, names.
    case refused(String)
    /// Nothing of the exercise's files differs from the course's.
    case notAttempted
    /// A protected file differs from the course's.
    case protectedFileChanged([String])
    /// The sandbox could not start, or gave no report the grader can read.
    case sandboxError(String)
    /// The course itself is at fault (no expected file, a reference that does not build...).
    case cannotGrade(String)

    public var isPass: Bool {
        if case .passed = self { return true }
        return false
    }

    /// The CSV cell: the outcome in a few words.
    public var cell: String {
        switch self {
        case .passed: "PASS"
        case .wrongOutput: "wrong output"
        case .hiddenVariationFails: "hidden data"
        case .doesNotBuild: "does not build"
        case .stoppedByLimit(let limit, _): limit.cell
        case .failedRun: "crashed"
        case .exitedWithStatus: "wrong output"
        case .refused: "refused"
        case .notAttempted: "not attempted"
        case .protectedFileChanged: "protected file"
        case .sandboxError: "sandbox error"
        case .cannotGrade: "cannot grade"
        }
    }

    /// Why, on one line.
    public var reason: String {
        switch self {
        case .passed(let hidden):
            hidden == 0
                ? "prints the expected output; leaves every protected file alone"
                : "prints the expected output, and the reference's on \(hidden) hidden variation\(hidden == 1 ? "" : "s"); leaves every protected file alone"
        case .wrongOutput(let missing, let extra, let notSolvedYet):
            (notSolvedYet ? "not solved yet (its scenario says so): " : "")
                + (missing == 0 && extra == 0
                    ? "the output differs from the expected file in its last line's end (a newline missing or added)"
                    : "the output differs from the expected file: \(lines(missing)) missing, \(lines(extra)) extra")
        case .hiddenVariationFails(let variation):
            "hidden variation \(variation): the output differs from the reference solution's"
        case .doesNotBuild(let demo, let firstError):
            "\(demo) does not build: \(firstError)"
        case .stoppedByLimit(let limit, let what): "\(what) was stopped by \(limit.words)"
        case .failedRun(let what, let ending): "'\(what)' \(ending)"
        case .exitedWithStatus(let status, let what, let missing, let extra):
            "'\(what)' exited with status \(status) (a run that succeeds exits with 0); "
                + (missing == 0 && extra == 0
                    ? "its output is the expected one"
                    : "the output differs from the expected file: \(lines(missing)) missing, \(lines(extra)) extra")
        case .refused(let why): why
        case .notAttempted: "not attempted: its files are the course's as they are"
        case .protectedFileChanged(let changes):
            changes.count > 4
                ? (changes.prefix(3) + ["and \(changes.count - 3) more protected files changed"]).joined(
                    separator: "; ")
                : changes.joined(separator: "; ")
        case .sandboxError(let why): "the sandbox failed: \(why)"
        case .cannotGrade(let why): "cannot be graded: \(why)"
        }
    }
}

func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

/// A visible or hidden run, judged: `ending` from the launcher, `output` what it printed (capped),
/// `printed` how much it printed in all.
public struct RunResult: Sendable {
    public var ending: Ending
    public var output: [UInt8]
    public var bytes: Int
    public var lines: Int
    public var errors: [UInt8]

    public init(ending: Ending, output: [UInt8], bytes: Int, lines: Int, errors: [UInt8] = []) {
        self.ending = ending
        self.output = output
        self.bytes = bytes
        self.lines = lines
        self.errors = errors
    }
}

/// Why a run that did not exit with status 0 failed, or nil when it did; anything unreadable is a
/// failure. A run that exited with a status other than 0 is judged on its output too (`expected`): the
/// cell is "wrong output", the reason says the status; "crashed" is for a signal only.
public func runFailure(_ run: RunResult, what: String, outputLimit: Int, expected: [UInt8] = []) -> Verdict? {
    if run.bytes > outputLimit {
        return .stoppedByLimit(
            .output(bytes: run.bytes, lines: run.lines, limit: outputLimit), what: "'\(what)'")
    }
    switch run.ending {
    case .exited(0): return nil
    case .exited(let code):
        let (missing, extra) =
            run.output == expected ? (0, 0) : lineDifference(expected: expected, got: run.output)
        return .exitedWithStatus(code, what: what, missing: missing, extra: extra)
    case .signal(let name): return .failedRun(what: what, ending: "crashed (\(signalWords(name)))")
    case .wallClock(let seconds): return .stoppedByLimit(.time(seconds: seconds), what: "'\(what)'")
    case .cpu(let seconds): return .stoppedByLimit(.processorTime(seconds: seconds), what: "'\(what)'")
    case .fileSize: return .stoppedByLimit(.fileSize, what: "'\(what)'")
    case .sandboxError(let text): return .sandboxError(text)
    case .unreadable(let text): return .sandboxError(text)
    }
}

func signalWords(_ name: String) -> String {
    switch name {
    case "SIGILL": "SIGILL: a runtime trap, such as a failed precondition or a force unwrap of nil"
    case "SIGTRAP": "SIGTRAP: a runtime trap"
    default: name
    }
}

/// Judges the visible run against the expected bytes.
public func judgeVisible(
    _ run: RunResult, expected: [UInt8], what: String, exercise: String, outputLimit: Int
)
    -> Verdict
{
    if let failure = runFailure(run, what: what, outputLimit: outputLimit, expected: expected) {
        return failure
    }
    if run.output == expected { return .passed(hiddenVariations: 0) }
    let (missing, extra) = lineDifference(expected: expected, got: run.output)
    let note = Array("note: exercise \(exercise) is not solved yet".utf8)
    return .wrongOutput(missing: missing, extra: extra, notSolvedYet: contains(run.output, note))
}

/// Judges a hidden run: one answer for every way to fail, so that nothing of the hidden data shows.
public func judgeHidden(_ run: RunResult, reference: [UInt8], variation: String, outputLimit: Int) -> Verdict
{
    guard run.ending == .exited(0), run.bytes <= outputLimit, run.bytes == run.output.count,
        run.output == reference
    else { return .hiddenVariationFails(variation: variation) }
    return .passed(hiddenVariations: 1)
}

func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if Array(haystack[start..<(start + needle.count)]) == needle { return true }
    }
    return false
}

func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if result.last?.isEmpty == true { result.removeLast() }
    return result
}

/// Lines of `expected` not in `got`, and of `got` not in `expected`, by a longest common subsequence.
public func lineDifference(expected: [UInt8], got: [UInt8]) -> (missing: Int, extra: Int) {
    let a = splitLines(expected)
    let b = splitLines(got)
    let common = commonLines(a, b)
    return (a.count - common, b.count - common)
}

func commonLines(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> Int {
    if a.isEmpty || b.isEmpty { return 0 }
    if a.count * b.count > 4_000_000 {
        // Too large to compare line by line: count lines that match at the same place.
        return zip(a, b).filter { $0 == $1 }.count
    }
    var previous = [Int](repeating: 0, count: b.count + 1)
    var current = previous
    for i in 1...a.count {
        for j in 1...b.count {
            current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// A unified-style diff of at most `limit` lines: `-` expected, `+` yours, ` ` both.
public func diffText(expected: [UInt8], got: [UInt8], label: String, yours: String, limit: Int = 60)
    -> [String]
{
    let a = splitLines(expected).map { String(decoding: $0, as: UTF8.self) }
    let b = splitLines(got).map { String(decoding: $0, as: UTF8.self) }
    var out = ["--- \(label)", "+++ \(yours)"]
    if a.count * b.count > 4_000_000 {
        for (i, line) in a.enumerated() where i >= b.count || b[i] != line { out.append("-" + line) }
        for (i, line) in b.enumerated() where i >= a.count || a[i] != line { out.append("+" + line) }
    } else {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                out.append(" " + a[i])
                i += 1
                j += 1
            } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
                out.append("+" + b[j])
                j += 1
            } else {
                out.append("-" + a[i])
                i += 1
            }
        }
    }
    if out.count > limit { return Array(out.prefix(limit)) + ["… \(out.count - limit) more lines"] }
    return out
}
