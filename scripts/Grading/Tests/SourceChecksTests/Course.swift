import Foundation
import SourceChecks

/// The course this package sits in (scripts/Grading/Tests/SourceChecksTests/ is four folders down):
/// its exercises' declares, writable lists, slots and reference solutions.
enum Course {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Each exercise and its demo, from Tests/Exercises/exercises.txt.
    static func exercises() throws -> [(name: String, demo: String)] {
        try lines(text("Tests/Exercises/exercises.txt")).map { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(words[0]), String(words[1]))
        }
    }

    /// Non-empty lines with "#" comments dropped, trimmed.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            return entry.isEmpty ? nil : entry
        }
    }

    /// The slot files of every exercise (a writable line that is not a folder), with the course's text.
    static func slots() throws -> [(path: String, text: String)] {
        try exercises().flatMap { exercise in
            try lines(text("Tests/Exercises/\(exercise.name)/writable")).filter { !$0.hasSuffix("/") }
        }.map { ($0, try text($0)) }
    }

    /// What the exercises of `exercise`'s demo allow, as the grader builds it.
    static func declarations(for exercise: String) throws -> Declarations {
        let all = try exercises()
        let demo = all.first { $0.name == exercise }?.demo
        let declares = try all.filter { $0.demo == demo }.map {
            try text("Tests/Exercises/\($0.name)/declares")
        }
        return try Declarations(declaresFiles: declares, slots: slots())
    }

    /// The files the exercise's reference solution (its solution.patch) writes, with their new text.
    static func solution(of exercise: String) throws -> [(path: String, text: String)] {
        try apply(text("Tests/Exercises/\(exercise)/solution.patch"))
    }

    /// A unified diff applied to the course: each file it names, with its text after the patch. Hunks
    /// are applied in order, each where its old lines (context and removed) stand.
    static func apply(_ patch: String) throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var path = ""
        var old: [String] = []
        var lines: [String] = []
        var hunk: (old: [String], new: [String])?
        func finishHunk() {
            guard let current = hunk else { return }
            hunk = nil
            if current.old.isEmpty {
                lines += current.new
                return
            }
            for start in 0...max(0, lines.count - current.old.count)
            where Array(lines[start..<min(lines.count, start + current.old.count)]) == current.old {
                lines.replaceSubrange(start..<start + current.old.count, with: current.new)
                return
            }
        }
        func finishFile() {
            finishHunk()
            if !path.isEmpty { files.append((path, lines.joined(separator: "\n") + "\n")) }
        }
        for line in patch.components(separatedBy: "\n") {
            if line.hasPrefix("diff --git ") {
                finishFile()
                path = ""
            } else if line.hasPrefix("--- ") {
                old =
                    line == "--- /dev/null"
                    ? [] : try text(String(line.dropFirst(6))).components(separatedBy: "\n")
                if old.last == "" { old.removeLast() }
                lines = old
            } else if line.hasPrefix("+++ ") {
                path = String(line.dropFirst(6))
            } else if line.hasPrefix("@@") {
                finishHunk()
                hunk = ([], [])
            } else if hunk != nil, let first = line.first, first != "\\" {
                let body = String(line.dropFirst())
                if first != "+" { hunk?.old.append(body) }
                if first != "-" { hunk?.new.append(body) }
            }
        }
        finishFile()
        return files
    }
}
