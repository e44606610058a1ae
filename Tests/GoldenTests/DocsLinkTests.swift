import Foundation
import Testing

/// Every relative link on a docs page or the README leads to a file or folder of the repository, so a
/// student who follows a participants table to a role's file finds it.
@Suite("Docs links")
struct DocsLinkTests {
    /// The README, every docs page and every exercise's page, as paths from the package root.
    static func pages() throws -> [String] {
        let pages = try ["docs", "docs/exercises"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                atPath: Golden.packageRoot.appendingPathComponent(folder).path
            ).filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return ["README.md"] + pages
    }

    @Test func relativeLinksLeadToFiles() throws {
        let root = Golden.packageRoot
        let broken = try Self.pages().flatMap { page -> [String] in
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            return text.matches(of: /\]\(([^)#:]+)(#[^)]*)?\)/).compactMap { match in
                let target = folder.appendingPathComponent(String(match.1)).standardizedFileURL
                return FileManager.default.fileExists(atPath: target.path) ? nil : "\(page): \(match.1)"
            }
        }
        #expect(broken.isEmpty, "links to nothing: \(broken)")
        GoldenSummary.shared.add(docs: broken, "link to nothing", shownBy: "DocsLinkTests")
    }

    /// Every exercise in Tests/Exercises/exercises.txt has a statement page, linked from the index
    /// docs/exercises.md and from its demo's page.
    @Test func everyExerciseHasItsPageAndLinks() throws {
        let root = Golden.packageRoot
        func text(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        let exercises = try text("Tests/Exercises/exercises.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ").map(String.init) }
            .filter { $0.count == 2 }
        let index = try text("docs/exercises.md")
        let missing = try exercises.flatMap { exercise -> [String] in
            let (name, demo) = (exercise[0], exercise[1])
            let page = "docs/exercises/\(name).md"
            return [
                FileManager.default.fileExists(atPath: root.appendingPathComponent(page).path) ? nil : page,
                index.contains("(exercises/\(name).md)") ? nil : "docs/exercises.md -> \(name)",
                try text("docs/\(demo).md").contains("(exercises/\(name).md)")
                    ? nil : "docs/\(demo).md -> \(name)",
            ].compactMap { $0 }
        }
        #expect(!exercises.isEmpty && missing.isEmpty, "pages or links missing: \(missing)")
    }
}
