import Foundation
import Testing

/// Every relative link on a docs page or the README leads to a file or folder of the repository, so a
/// student who follows a participants table to a role's file finds it.
@Suite("Docs links")
struct DocsLinkTests {
    /// The README and every docs page, as paths from the package root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: Golden.packageRoot.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
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
    }
}
