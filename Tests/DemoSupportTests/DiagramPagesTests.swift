import TestSupport

@testable import DemoSupport

/// Long sequence diagrams are drawn in pages that fit a slide: one per heading, a long part in several.
final class DiagramPagesTests: XCTestCase {
    /// Parts of `count` steps each: User asks App, App loads from Store, and User may see a result.
    private func demo(parts: [String], count: Int, results: Bool = false) -> Demo {
        Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { t in
                    t.declare(.actor("User"))
                    t.note("before the first part")
                    for part in parts {
                        t.heading(part)
                        for index in 1...count {
                            t.send("ask(\(part)\(index))", from: "User", to: "App")
                            t.send("load(\(part)\(index))", from: "App", to: "Store")
                            if results { t.result("shown \(part)\(index)") }
                        }
                    }
                }
            ])
    }

    private func pages(_ output: String, _ start: String) -> [String] {
        output.components(separatedBy: start).dropFirst().map { start + $0 }
    }

    func testAShortDiagramIsOnePage() {
        let plantUML = demo(parts: ["A", "B"], count: 3).respond(to: ["--format", "plantuml"]).output
        XCTAssertEqual(pages(plantUML, "@startuml").count, 1)
        XCTAssert(plantUML.hasPrefix("@startuml D-s\ntitle D s: p\nactor User\n"))
        XCTAssert(plantUML.contains("== A ==\n") && plantUML.contains("== B ==\n"))
    }

    func testALongDiagramHasAPagePerHeading() {
        let plantUML = demo(parts: ["A", "B", "C"], count: 10).respond(to: ["--format", "plantuml"]).output
        let found = pages(plantUML, "@startuml")
        XCTAssertEqual(
            found.map { $0.split(separator: "\n").prefix(2).joined(separator: " | ") },
            [
                "@startuml D-s | title D s (1/3): p", "@startuml D-s-2 | title D s (2/3): B",
                "@startuml D-s-3 | title D s (3/3): C",
            ])
        guard found.count == 3 else { return }
        // The first page keeps the notes before its heading and the heading; later titles name theirs.
        XCTAssert(found[0].contains("note across: before the first part\n== A ==\nUser -> App: ask(A1)\n"))
        XCTAssertFalse(found[1].contains("== B =="))
        XCTAssert(found[2].hasSuffix("App -> Store: load(C10)\n@enduml\n"))
        // Every message once, in order, on the page of its part.
        XCTAssertEqual(messages(plantUML), messages(demo(parts: ["A", "B", "C"], count: 10).textOutput))
        let mermaid = demo(parts: ["A", "B", "C"], count: 10).respond(to: ["--format", "mermaid"]).output
        XCTAssertEqual(
            pages(mermaid, "```mermaid").map { $0.split(separator: "\n")[2] },
            ["    title D s (1/3): p", "    title D s (2/3): B", "    title D s (3/3): C"])
    }

    func testAPartTooLongForOnePageContinues() {
        let long = demo(parts: ["A"], count: 50)
        let found = pages(long.respond(to: ["--format", "plantuml"]).output, "@startuml")
        XCTAssertEqual(
            found.map { $0.split(separator: "\n")[1] },
            ["title D s (1/3): p", "title D s (2/3): A (cont.)", "title D s (3/3): A (cont.)"])
        XCTAssertEqual(messages(found.joined()), messages(long.textOutput))
        // As few pages as it needs, of about equal height: not two full ones and a short one.
        let counts = found.map { $0.components(separatedBy: " -> ").count - 1 }
        XCTAssertLessThanOrEqual((counts.max() ?? 0) - (counts.min() ?? 0), 4, "\(counts)")
    }

    func testAPageEndsAfterAResult() {
        let found = pages(
            demo(parts: ["A"], count: 20, results: true).respond(to: ["--format", "plantuml"]).output,
            "@startuml")
        XCTAssertGreaterThan(found.count, 1)
        for page in found.dropLast() {
            XCTAssert(
                page.split(separator: "\n").dropLast().last?.hasPrefix("note over User: shown A") == true,
                "a page that ends before the result of its last step:\n\(page)")
        }
    }

    func testAPageDeclaresOnlyItsParticipantsAndNotesSpanThem() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { t in
                    t.heading("A")
                    for index in 1...30 { t.send("a\(index)", from: "X", to: "Y") }
                    t.heading("B")
                    for index in 1...30 { t.send("b\(index)", from: "Y", to: "Z") }
                    t.note("done")
                }
            ])
        let found = pages(demo.respond(to: ["--format", "mermaid"]).output, "```mermaid")
        guard found.count == 2 else { return XCTFail("\(found.count) pages, not 2") }
        XCTAssert(found[0].contains("participant X\n    participant Y\n    Note over X,Y: -- A --\n"))
        XCTAssert(found[1].contains("participant Y\n    participant Z\n    Y->>Z: b1\n"))
        XCTAssert(found[1].contains("    Note over Y,Z: done\n"))
    }

    func testAWideDiagramIsSplitToo() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { t in
                    for index in 1...8 {
                        t.send(
                            "call\(index)(" + String(repeating: "x", count: 60) + ")", from: "P\(index)",
                            to: "Q\(index)")
                    }
                }
            ])
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        let found = pages(plantUML, "@startuml")
        XCTAssertGreaterThan(found.count, 1)
        XCTAssertEqual(messages(plantUML), messages(demo.textOutput))
    }

    private func messages(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.contains("ask(") || line.contains("load(") || line.contains("call")
                ? String(line.split(separator: ":").last ?? "") : nil
        }
    }
}

extension Demo {
    fileprivate var textOutput: String { respond(to: []).output }
}
