import Foundation
import Testing

@testable import DemoSupport
@testable import DemoTools
@testable import StrategyDemo

/// `--format json` and `--format html` (issue 39), checked in-process: the JSON's shape against golden
/// files written with every line number 0 (an edit that moves code changes no golden file), every
/// location against the sources instead, and the page's steps against the plain transcript.
extension DemoChecks {
    /// Every trace check of the demo.
    static func traceChecks(_ demo: String) {
        guard let data = Golden.data[demo] else { return }
        traceShape(data)
        traceLocations(data)
        pageSteps(data)
    }

    /// The JSON of the first scenario of the full run that has a message, and of the first variant design, with lines 0,
    /// equal the golden files `Tests/TraceGolden/<Demo>/trace-<scenario>.json` (and
    /// `trace-<scenario>-<variant>.json`); `GOLDEN_RECORD` records them as it does the others.
    static func traceShape(_ demo: Demo) {
        let first =
            demo.fullRun.first {
                demo.run($0.name, nil)?.transcript.events.contains(where: \.isMessage) == true
            }
            ?? demo.fullRun[0]
        var cases = [(name: "trace-\(first.name).json", runs: [demo.run(first.name, nil)])]
        if let scenario = demo.fullRun.first(where: { !$0.variants.isEmpty }),
            let variant = scenario.variants[0].variant
        {
            cases.append(("trace-\(scenario.name)-\(variant).json", [demo.run(scenario.name, variant)]))
        }
        // Designs that disagree are not recorded, nor their trace files (as their golden files are not).
        let mode = demo.variantDiscrepancies.isEmpty ? (try? GoldenSettings.current.get())?.mode : nil
        for (name, runs) in cases {
            let text = TraceJSON(demo: demo, lines: false).render(runs.compactMap { $0 })
            // Beside Tests/Golden, whose folders hold only the files of the cases the demos run.
            let file = Golden.packageRoot.appendingPathComponent("Tests/TraceGolden")
                .appendingPathComponent(demo.name).appendingPathComponent(name)
            let golden = try? String(contentsOf: file, encoding: .utf8)
            guard golden != text else { continue }
            if mode == .all || mode == .failed || mode == .missing && golden == nil {
                try? text.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file.path): review with git diff, then run again")
            } else {
                let diff = golden.map {
                    UnifiedDiff.capped(
                        UnifiedDiff.make(expected: $0, actual: text, expectedName: name, actualName: "now"),
                        lines: 60)
                }
                Issue.record(
                    Comment(
                        rawValue:
                            "\(demo.name): the trace's JSON differs from \(name) (GOLDEN_RECORD=failed records it):\n"
                            + (diff ?? "(missing)")))
            }
        }
    }

    /// Every location of every design's trace names a file of the package whose line holds the
    /// recording call: `traced`, `tracedInit`, `tracedSet` for the called method, those or `acting`
    /// (or a scenario helper that acts, `run(`, `tap`, `show(`) for the caller.
    static func traceLocations(_ demo: Demo) {
        var files: [String: [Substring]] = [:]
        func line(_ location: Trace.Location) -> Substring? {
            if files[location.file] == nil {
                let url = Golden.packageRoot.appendingPathComponent(location.file)
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                files[location.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = files[location.file], location.line >= 1, location.line <= lines.count else {
                return nil
            }
            return lines[location.line - 1]
        }
        var problems: [String] = []
        for scenario in demo.scenarios {
            for variant in [nil] + scenario.variants.map(\.variant) {
                guard let run = demo.run(scenario.name, variant) else { continue }
                let trace = Trace(demo: demo, run: run)
                for step in trace.steps {
                    let place = "\(demo.name) \(run.title) step \(step.number) (\(step.line))"
                    if ["call", "notification"].contains(step.kind) && step.called == nil {
                        problems.append("\(place): no location")
                    }
                    for (location, words) in [
                        (step.called, ["traced"]),
                        (step.caller, ["traced", "acting", "run(", "tap", "show("]),
                    ] {
                        guard let location else { continue }
                        guard let text = line(location) else {
                            problems.append(
                                "\(place): \(location.file):\(location.line) is not a line of the package")
                            continue
                        }
                        if !words.contains(where: { text.contains($0) }) {
                            problems.append(
                                "\(place): \(location.file):\(location.line) holds no \(words[0]) call: \(text)"
                            )
                        }
                    }
                }
            }
        }
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
    }

    /// Each run's page: a `data-step` for every message line, on a transcript line and an arrow, whose
    /// text is the plain run's line; the same bytes twice; under 200 KB.
    static func pageSteps(_ demo: Demo) {
        for scenario in demo.fullRun {
            guard let run = demo.run(scenario.name, nil) else { continue }
            let page = HTMLPage(demo: demo).render([run])
            let plain = demo.respond(to: [scenario.name]).output.split(separator: "\n").map(String.init)
            let messages = run.transcript.events.filter(\.isMessage).map(\.line)
            #expect(
                plain.filter { messages.contains($0) }.count == messages.count,
                "\(demo.name) \(scenario.name)")
            let problems = PageCheck.problems(page, lines: messages)
            for problem in problems { Issue.record("\(demo.name) \(scenario.name): \(problem)") }
            #expect(
                page == HTMLPage(demo: demo).render([run]), "\(demo.name) \(scenario.name): the same bytes")
            #expect(page.utf8.count < 200_000, "\(demo.name) \(scenario.name): \(page.utf8.count) bytes")
        }
    }
}

/// Reads a page as the contract describes it, without a browser.
enum PageCheck {
    /// What breaks the contract: the transcript lines with `data-step`, in order, must be the given
    /// lines (HTML-escaped), each with an arrow of the same number, step 1 current on both.
    static func problems(_ page: String, lines: [String]) -> [String] {
        var problems: [String] = []
        let items = matches(in: page, #"<li class="msg" data-step="(\d+)"[^>]*>([^<]*)</li>"#)
        let arrows = matches(in: page, #"<g class="msg [a-z]+" data-step="(\d+)""#).map { $0[0] }
        let all = matches(in: page, #"data-step="(\d+)""#).map { $0[0] }
        if items.map({ $0[0] }) != lines.indices.map({ String($0 + 1) }) {
            problems.append("transcript lines numbered \(items.map { $0[0] }), not 1...\(lines.count)")
        }
        for (item, line) in zip(items, lines) where item[1] != escape(line) {
            problems.append("step \(item[0]) reads \(item[1]), the plain run \(escape(line))")
        }
        if arrows != items.map({ $0[0] }) {
            problems.append("arrows numbered \(arrows), lines \(items.map { $0[0] })")
        }
        if all.count != items.count + arrows.count {
            problems.append("data-step on something else than lines and arrows")
        }
        if !lines.isEmpty {
            let current = matches(in: page, #"data-step="(\d+)" aria-current="step""#).map { $0[0] }
            if current != ["1", "1"] {
                problems.append("step 1 is not current on its line and arrow: \(current)")
            }
            if !page.contains("role=\"status\"") || !page.contains(">Step 1 of \(lines.count): ") {
                problems.append("no status line 'Step 1 of \(lines.count): ...'")
            }
        }
        for fetched in ["src=\"http", "href=\"http", "<link ", "@import", "url(http"]
        where page.contains(fetched) {
            problems.append("fetches something: \(fetched)")
        }
        return problems
    }

    static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
    }

    /// The capture groups of every match of `pattern`.
    static func matches(in text: String, _ pattern: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}

@Suite("Trace and page")
struct TracePageTests {
    /// A transcript with `<`, `&` and quotes reaches the page escaped, and the checks see it so.
    @Test func escapesTheTranscript() throws {
        let demo = Demo(
            name: "EscapeDemo", title: "a <b> & \"c\"",
            scenarios: [
                Scenario("tags", purpose: "<script>alert('x')</script> & more", roles: [:]) { t in
                    t.heading("a <heading> & 'quote'")
                    _ = t.acting(as: .actor("User")) { Bell(traceName: "b<&>\"").ring("<i>&amp;") }
                    t.result("</script><script>alert(1)</script>")
                }
            ])
        let run = try #require(demo.run("tags", nil))
        let page = HTMLPage(demo: demo).render([run])
        let lines = run.transcript.events.filter(\.isMessage).map(\.line)
        #expect(lines.count == 2)
        #expect(PageCheck.problems(page, lines: lines) == [])
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<i>"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        // The JSON in the page's script element cannot close it.
        let data = try #require(page.ranges(of: "<script type=\"application/json\"").first)
        #expect(!page[data.upperBound...].prefix { $0 != "\n" }.dropLast("</script>".count).contains("<"))
        let json = TraceJSON(demo: demo).render([run])
        #expect(json.contains(#""line": "User -> b<&>\": ring(\"<i>&amp;\")""#))
    }

    /// The checks fail on a page that breaks the contract: a line out of order, a missing arrow, a
    /// line that is not the plain run's.
    @Test func contractChecksFailOnABrokenPage() throws {
        let demo = StrategyDemo.demo
        let run = try #require(demo.run("login", nil))
        let page = HTMLPage(demo: demo).render([run])
        let lines = run.transcript.events.filter(\.isMessage).map(\.line)
        #expect(PageCheck.problems(page, lines: lines) == [])
        let renumbered = page.replacing("data-step=\"3\">", with: "data-step=\"4\">")
        #expect(!PageCheck.problems(renumbered, lines: lines).isEmpty)
        let noArrow = page.replacing("<g class=\"msg call\" data-step=\"2\"", with: "<g class=\"msg call\"")
        #expect(!PageCheck.problems(noArrow, lines: lines).isEmpty)
        #expect(!PageCheck.problems(page, lines: lines.map { $0 + " " }).isEmpty)
    }

    /// Several scenarios on one page: numbered on across them, a menu, one run shown.
    @Test func severalScenariosNumberOn() throws {
        let demo = StrategyDemo.demo
        let runs = try ["login", "travel"].map { try #require(demo.run($0, nil)) }
        let page = HTMLPage(demo: demo).render(runs)
        let lines = runs.flatMap { $0.transcript.events.filter(\.isMessage).map(\.line) }
        #expect(PageCheck.problems(page, lines: lines) == [])
        #expect(page.contains("<select id=\"menu\">"))
        #expect(page.contains("data-run=\"1\" hidden"))
    }

    /// A page written where the sources are not says so in place of the code; where they are, the
    /// recording line is marked.
    @Test func codeOrWhyNot() throws {
        var snippets = SourceSnippets()
        let gone = Trace.Location(
            file: "Sources/X/Gone.swift", line: 3, path: "/nowhere/Sources/X/Gone.swift")
        #expect(snippets.snippet(gone, calling: nil) == 0)
        #expect(snippets.html.contains("The source files were not found when this page was written"))
        let run = try #require(StrategyDemo.demo.run("travel", nil))
        let step = try #require(
            Trace(demo: StrategyDemo.demo, run: run).steps.first { $0.method == "plan()" })
        let called = try #require(step.called)
        #expect(snippets.snippet(called, calling: nil) == 1)
        #expect(snippets.html.contains("<li value=\"\(called.line)\" class=\"here\"><code>"))
    }

    /// A reply is paired with its call, and both ways.
    @Test func repliesPairWithTheirCalls() throws {
        let demo = StrategyDemo.demo
        for scenario in demo.scenarios {
            let run = try #require(demo.run(scenario.name, nil))
            let steps = Trace(demo: demo, run: run).steps
            for step in steps where step.kind == "reply" {
                let call = try #require(step.paired.map { steps[$0 - 1] }, "\(scenario.name) \(step.line)")
                #expect((call.from, call.to, call.paired) == (step.to, step.from, step.number))
            }
        }
    }
}

/// A participant for the escaping test.
private struct Bell: Traced {
    var traceName: String
    func ring(_ text: String) -> String { traced(text) { "rung" } }
}
