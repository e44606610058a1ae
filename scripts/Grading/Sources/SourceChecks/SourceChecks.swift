// The SourceChecks module: what a student's Swift may declare (the declaration check, on a reading of
// the source by a tokenizer of its own), and text made safe to print on the grader's terminal.

/// What the files a student writes for the exercises of one demo may declare at top level: the types
/// their `declares` files list, each with what it may adopt or inherit, and in a slot file the slot's
/// own functions.
public struct Declarations: Sendable {
    /// `declaresFiles`: the texts of Tests/Exercises/*/declares of one demo. `slots`: the course's slot
    /// files (path from the package root, and the course's own text), whose top-level functions a
    /// student's slot may declare; without them, no slot function is allowed.
    public init(declaresFiles: [String], slots: [(path: String, text: String)] = []) throws {
    }
}

/// A declaration, directive or attribute that a student's file may not hold, or a file that cannot be
/// read as Swift. `line` counts from 1.
public struct Refusal: Equatable, Sendable {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }
}

/// Every refusal for the student's `files` (path from the package root, and text), in file order, then
/// by line. An empty result means nothing is refused.
public func checkDeclarations(files: [(path: String, text: String)], allowed: Declarations) -> [Refusal] {
    []
}

/// `text` with every control, format and invisible character shown escaped (`\e`, `\r`, `\x07`,
/// `\u{9B}`, `\u{202E}`), keeping newlines and tabs.
public func escapedForTerminal(_ text: String) -> String {
    text
}

/// `name` escaped as `escapedForTerminal` does, and its newlines and tabs too (`\n`, `\t`).
public func escapedName(_ name: String) -> String {
    name
}
