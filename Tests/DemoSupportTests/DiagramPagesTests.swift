import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

/// A Visitor's double dispatch, for the activation bars: the element's accept calls the visitor's visit,
/// which calls back into the element; accept and visit return nothing, grant a value.
struct BarElement: Traced {
    var traceName: String { "element" }
    func accept() { traced { BarVisitor().visit() } }
    func grant() -> Int { traced { 5 } }
}

struct BarVisitor: Traced {
    var traceName: String { "visitor" }
    func visit() { traced { _ = BarElement().grant() } }
}

/// Long sequence diagrams are drawn in pages a slide holds: at most 14 rows (messages, notes and
/// headings) among at most 5 participants; a page per heading, a long part in several.
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
        // A note, two headings and eight messages: 11 rows, 3 participants.
        let plantUML = demo(parts: ["A", "B"], count: 2).respond(to: ["--format", "plantuml"]).output
        XCTAssertEqual(pages(plantUML, "@startuml").count, 1)
        XCTAssert(plantUML.hasPrefix("@startuml D-s\ntitle D s\nskinparam defaultFontSize 20\nactor User\n"))
        XCTAssert(plantUML.contains("== A ==\n") && plantUML.contains("== B ==\n"))
    }

    func testAHeadingStartsAPageWhenTheRowsExceedFourteen() {
        // Three parts of 11 rows each (a heading and 10 messages): 34 rows, so a page per heading.
        let plantUML = demo(parts: ["A", "B", "C"], count: 5).respond(to: ["--format", "plantuml"]).output
        let found = pages(plantUML, "@startuml")
        // Short titles: the demo, the scenario, the page; each page shows its heading.
        assertSameElements(
            found.map { $0.split(separator: "\n").prefix(2).joined(separator: " | ") },
            [
                "@startuml D-s | title D s (1/3)", "@startuml D-s-2 | title D s (2/3)",
                "@startuml D-s-3 | title D s (3/3)",
            ])
        guard found.count == 3 else { return }
        // The first page keeps the notes before its heading and the heading.
        XCTAssert(found[0].contains("note across: before the first part\n== A ==\nUser -> App: ask(A1)\n"))
        XCTAssert(found[1].contains("== B ==\nUser -> App: ask(B1)\n"))
        XCTAssert(found[2].hasSuffix("App -> Store: load(C5)\n@enduml\n"))
        // Every message once, in order, on the page of its part.
        assertSameElements(messages(plantUML), messages(demo(parts: ["A", "B", "C"], count: 5).textOutput))
        let mermaid = demo(parts: ["A", "B", "C"], count: 5).respond(to: ["--format", "mermaid"]).output
        assertSameElements(
            pages(mermaid, "```mermaid").map { $0.split(separator: "\n")[2] },
            ["    title D s (1/3)", "    title D s (2/3)", "    title D s (3/3)"])
    }

    func testShortPartsShareAPage() {
        // Four parts of 5 rows: 21 rows with the note, too many for one page, so two parts a page.
        let plantUML = demo(parts: ["A", "B", "C", "D"], count: 2).respond(to: ["--format", "plantuml"])
            .output
        let found = pages(plantUML, "@startuml")
        assertSameElements(found.map { $0.components(separatedBy: "\n== ").count - 1 }, [2, 2])
    }

    func testAPartTooLongForOnePageContinues() {
        let long = demo(parts: ["A"], count: 50)
        let found = pages(long.respond(to: ["--format", "plantuml"]).output, "@startuml")
        assertSameElements(
            found.map { $0.split(separator: "\n")[1] },
            (1...found.count).map { "title D s (\($0)/\(found.count))" })
        for page in found.dropFirst() {
            XCTAssert(
                page.contains(
                    "skinparam defaultFontSize 20\nactor User\nparticipant App\nparticipant Store\n== A (cont.) ==\n"
                ), page)
        }
        assertSameElements(messages(found.joined()), messages(long.textOutput))
        // 102 rows (a note, a heading, 100 messages) in as few pages of 14 rows as hold them, each
        // after the first opening with its heading again: 8 pages, of about equal length.
        XCTAssertEqual(found.count, 8)
        let counts = found.map { $0.components(separatedBy: " -> ").count - 1 }
        XCTAssertLessThanOrEqual((counts.max() ?? 0) - (counts.min() ?? 0), 3, "\(counts)")
        XCTAssertLessThanOrEqual(counts.max() ?? 0, 13)
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
                    for index in 1...6 { t.send("a\(index)", from: "X", to: "Y") }
                    t.heading("B")
                    for index in 1...6 { t.send("b\(index)", from: "Y", to: "Z") }
                    t.note("done")
                }
            ])
        let found = pages(demo.respond(to: ["--format", "mermaid"]).output, "```mermaid")
        guard found.count == 2 else { return XCTFail("\(found.count) pages, not 2") }
        XCTAssert(found[0].contains("participant X\n    participant Y\n    Note over X,Y: -- A --\n"))
        XCTAssert(
            found[1].contains("participant Y\n    participant Z\n    Note over Y,Z: -- B --\n    Y->>Z: b1\n")
        )
        XCTAssert(found[1].contains("    Note over Y,Z: done\n"))
    }

    func testAPageHoldsAtMostFiveParticipants() {
        // One step along a chain: five participants share a page, a sixth starts another.
        func chain(_ count: Int) -> Demo {
            let names = ["User", "A", "B", "C", "D", "E"].prefix(count)
            return Demo(
                name: "D", title: "t",
                scenarios: [
                    Scenario("s", purpose: "p", roles: [:]) { t in
                        t.declare(.actor("User"))
                        t.heading("Along the chain")
                        for (from, to) in zip(names, names.dropFirst()) {
                            t.send("call\(to)()", from: from, to: to)
                        }
                    }
                ])
        }
        let declared = [5, 6].map { count in
            pages(chain(count).respond(to: ["--format", "plantuml"]).output, "@startuml").map { page in
                page.split(separator: "\n").filter { $0.hasPrefix("actor ") || $0.hasPrefix("participant ") }
                    .map { String($0.split(separator: " ")[1]) }
            }
        }
        assertSameElements(
            declared, [[["User", "A", "B", "C", "D"]], [["User", "A", "B", "C"], ["C", "D", "E"]]])
    }

    func testLongTextIsWrappedInItsBox() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { t in
                    t.note(String(repeating: "word ", count: 30) + "end.")
                    t.send(
                        "show(title: \"A long title\", text: \"the text; all of it\", price: 90)", from: "A",
                        to: "B")
                    t.send("addField(\"nameField\", strategy: LetterInput)", from: "B", to: "A")
                    t.result("short")
                }
            ])
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        let words = String(repeating: "word ", count: 16).dropLast()
        XCTAssert(
            plantUML.contains("note across: \(words)\\n\(String(repeating: "word ", count: 14))end.\n"),
            plantUML)
        // A call over 40 characters breaks after a comma between its arguments (so that four gaps
        // between five lifelines fit a slide); each line escaped on its own.
        XCTAssert(plantUML.contains("B -> A: addField(\"nameField\",\\nstrategy: LetterInput)\n"), plantUML)
        XCTAssert(
            plantUML.contains(
                "A -> B: show(title: \"A long title\",\\ntext: \"the text; all of it\", price: 90)\n"),
            plantUML)
        let mermaid = demo.respond(to: ["--format", "mermaid"]).output
        XCTAssert(
            mermaid.contains(
                "A->>B: show(title: \"A long title\",<br/>text: \"the text#59; all of it\", price: 90)\n"),
            mermaid)
        XCTAssert(mermaid.contains("Note over A: short\n"))
    }

    private func messages(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.contains("ask(") || line.contains("load(") || line.contains("call")
                ? String(line.split(separator: ":").last ?? "") : nil
        }
    }

    /// PlantUML draws activation bars: a call activates its receiver, nested in its caller's, and a
    /// reply ends the replier's; a call that returns nothing ends when its caller (or one further out,
    /// or a person) sends again. So the element's bar holds the visitor's, which holds the element's
    /// second; Mermaid draws none.
    func testPlantUMLDrawsActivationBarsThatNestAsTheCallsDo() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { t in
                    t.acting(as: .actor("User")) {
                        BarElement().accept()
                        BarElement().accept()
                    }
                }
            ])
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output.split(separator: "\n")
        let drawn = plantUML.filter {
            $0.contains(">") || $0.hasPrefix("activate") || $0.hasPrefix("deactivate")
        }
        .map { $0.split(separator: ":").first.map(String.init) ?? "" }
        let oneVisit = [
            "User -> element", "activate element", "element -> visitor", "activate visitor",
            "visitor -> element", "activate element", "element --> visitor", "deactivate element",
        ]
        // The second accept, from the person, ends the first's visit and accept, innermost first.
        assertSameElements(drawn, oneVisit + ["deactivate visitor", "deactivate element"] + oneVisit)
        let mermaid = demo.respond(to: ["--format", "mermaid"]).output
        XCTAssertFalse(mermaid.contains("activate"), mermaid)
    }

    /// A call under way at the end of a page goes on over the next: the next page opens its bar
    /// before its first row, and no page closes a bar it did not open (PlantUML would draw the
    /// participant anew).
    func testACallUnderWayGoesOnOverTheNextPage() {
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { t in
                    t.heading("Four visits")
                    t.acting(as: .actor("User")) { for _ in 1...4 { BarElement().accept() } }
                }
            ])
        let output = demo.respond(to: ["--format", "plantuml"]).output
        let pages = pages(output, "@startuml")
        XCTAssertEqual(pages.count, 2)
        for page in pages {
            var open: [Substring: Int] = [:]
            for line in page.split(separator: "\n") {
                if line.hasPrefix("activate ") { open[line.dropFirst(9), default: 0] += 1 }
                if line.hasPrefix("deactivate ") {
                    open[line.dropFirst(11), default: 0] -= 1
                    XCTAssert(open[line.dropFirst(11)] ?? 0 >= 0, "\(line) closes a bar it did not open")
                }
            }
        }
        // The second page begins inside the fourth accept: the element's bar opens at its top.
        let second = pages.last?.split(separator: "\n") ?? []
        let top = second.prefix { !$0.contains(">") && !$0.hasPrefix("==") }
        XCTAssert(top.contains("activate element"), "\(second)")
    }
}

extension Demo {
    fileprivate var textOutput: String { respond(to: []).output }
}
