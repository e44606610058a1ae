import Foundation
import XCTest

/// The two support modules' boundary: pattern, scenario and variant code imports `DemoSupport` only;
/// each demo's `<Demo>.swift`, `Patterns.swift` and `main.swift` may also import `DemoTools`.
final class ImportTests: XCTestCase {
    func testOnlyADemosEntryFilesImportDemoTools() throws {
        let sources = Golden.packageRoot.appendingPathComponent("Sources")
        var found: [String] = []
        for demo in Golden.demos {
            let folder = sources.appendingPathComponent(demo)
            let files =
                FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.hasPrefix("import DemoTools") }) {
                    found.append("\(demo)/\(file)")
                }
            }
        }
        let allowed = Golden.demos.flatMap {
            ["\($0)/\($0).swift", "\($0)/Patterns.swift", "\($0)/main.swift"]
        }
        XCTAssertEqual(
            found.filter { !allowed.contains($0) }, [], "only a demo's entry files import DemoTools")
        // Package.swift's `demos` is the one list: every demo there has its Sources folder, and back.
        let manifest = try String(
            contentsOf: Golden.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let listed = manifest.split(separator: "\n").first { $0.hasPrefix("let demos = [") }
            .map {
                $0.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map {
                    String($0.element)
                }
            }
        XCTAssertEqual(listed?.sorted(), Golden.demos)
    }
}
