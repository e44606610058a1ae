/// `--format html`: one self-contained page (inline CSS, script and SVG; nothing fetched) that steps
/// through the runs: the transcript, the sequence diagram, the class diagram with the current call's
/// classes lit, and the source of the method that runs, all at the same step.
///
/// The contract tests and the browser walk rely on (docs/trace-format.md): only transcript lines and
/// arrows carry `data-step="N"`, numbered from 1 across the whole page (one per message line, in
/// order; a line and its arrow share N); the current line and arrow carry `aria-current="step"`; the
/// `role="status"` line starts "Step N of M".
struct HTMLPage {
    let demo: Demo

    func render(_ runs: [ScenarioRun]) -> String {
        let traces = runs.map { Trace(demo: demo, run: $0) }
        var sources = SourceSnippets()
        var firsts: [Int] = []
        var total = 0
        for trace in traces {
            firsts.append(total + 1)
            total += trace.steps.count
        }
        let title = demo.name + " " + runs.map(\.title).joined(separator: ", ")
        var transcript = "", sequence = "", classes = ""
        var steps: [JSON] = []
        for (index, (run, trace)) in zip(runs, traces).enumerated() {
            let hidden = index == 0 ? "" : " hidden"
            let first = firsts[index]
            transcript +=
                "<div class=\"run\" data-run=\"\(index)\"\(hidden)>" + transcriptLines(run, first) + "</div>"
            let sequenceDiagram = SVGSequence(trace: trace, first: first)
            sequence +=
                "<div class=\"run\" data-run=\"\(index)\"\(hidden)><div class=\"stick\">\(sequenceDiagram.head())</div>"
                + sequenceDiagram.body() + "</div>"
            let pictures = trace.pictures.map {
                "<h3>\(HTML.escape($0.title))</h3>" + SVGClasses(picture: $0).render()
            }
            classes +=
                "<div class=\"run\" data-run=\"\(index)\"\(hidden)>"
                + (pictures.isEmpty ? "<p>This scenario has no class diagram.</p>" : pictures.joined())
                + "</div>"
            let types = Dictionary(
                trace.participants.map { ($0.name, $0.type.map(Trace.shortType) ?? $0.name) }
            ) { a, _ in a }
            var stop = true
            var heading = trace.steps.first?.heading
            for step in trace.steps {
                if step.heading != heading { (stop, heading) = (true, step.heading) }
                let called = step.called.map { sources.snippet($0, calling: nil) } ?? -1
                let callee = step.kind == "self" ? nil : step.method.map { base($0, type: types[step.to]) }
                let caller =
                    step.caller.map { sources.snippet($0, calling: step.kind == "reply" ? nil : callee) }
                    ?? -1
                steps.append(
                    .array([
                        .number(index), .bool(stop), .number(called), .number(caller),
                        .strings([types[step.to], types[step.from]].compactMap { $0 }.uniqued()),
                    ]))
                stop = false
            }
        }
        let menu =
            runs.count < 2
            ? ""
            : "<label>Scenario <select id=\"menu\">"
                + runs.enumerated().map { index, run in
                    "<option value=\"\(firsts[index])\">\(HTML.escape(run.title))</option>"
                }.joined() + "</select></label>"
        let status =
            total == 0
            ? "Step 0 of 0"
            : "Step 1 of \(total): " + HTML.escape(traces.first { !$0.steps.isEmpty }?.steps[0].line ?? "")
        let data = JSON.object([("steps", .array(steps))]).text(indent: nil, forHTML: true)
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(HTML.escape(title))</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
        page += SVGSequence.markers + "\n<header>\n"
        page +=
            "<h1>\(HTML.escape(demo.name)): \(HTML.escape(runs.map(\.title).joined(separator: ", ")))</h1>\n"
        page += "<nav aria-label=\"Steps\">\(menu)"
        page += "<button type=\"button\" id=\"home\" aria-label=\"First step\">|&lt;</button>"
        page += "<button type=\"button\" id=\"pgup\" aria-label=\"Previous heading\">&lt;&lt;</button>"
        page += "<button type=\"button\" id=\"prev\" aria-label=\"Previous step\">&lt; Back</button>"
        page += "<button type=\"button\" id=\"next\" aria-label=\"Next step\">Next &gt;</button>"
        page += "<button type=\"button\" id=\"pgdn\" aria-label=\"Next heading\">&gt;&gt;</button>"
        page += "<button type=\"button\" id=\"end\" aria-label=\"Last step\">&gt;|</button>"
        page +=
            "<input type=\"range\" id=\"slider\" min=\"1\" max=\"\(max(total, 1))\" value=\"1\" aria-label=\"Step\">"
        page += "<span class=\"keys\">Keys: arrows, Page Up/Down (headings), Home, End</span></nav>\n"
        page += "<p id=\"status\" role=\"status\" aria-live=\"polite\">\(status)</p>\n</header>\n<main>\n"
        page +=
            "<section class=\"pane\" id=\"transcript\" aria-label=\"Transcript\"><h2>Transcript</h2>\(transcript)</section>\n"
        page +=
            "<section class=\"pane\" id=\"sequence\" aria-label=\"Sequence diagram\"><h2>Sequence diagram "
        page +=
            "<span class=\"legend\">→ call, ⇠ reply (dashed), <span class=\"note\">⇝ notification</span>, ↺ self</span></h2>"
        page += "\(sequence)</section>\n"
        page += "<section class=\"pane\" id=\"classes\" aria-label=\"Class diagram\"><h2>Class diagram "
        page +=
            "<span class=\"legend\">lit: the classes of the current message</span></h2>\(classes)</section>\n"
        page +=
            "<section class=\"pane\" id=\"code\" aria-label=\"Source\"><h2>Code <span class=\"legend\"><mark class=\"here\">the recording line</mark> <mark class=\"calls\">the call</mark></span></h2>"
        page += "<div id=\"code-now\"></div>\(sources.html)</section>\n</main>\n"
        page += "<script type=\"application/json\" id=\"trace\">\(data)</script>\n"
        page += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return page.markingFirstStep()
    }

    /// The name a call shows in its caller's code: `addField` for `addField(_:strategy:)`, the type for
    /// an initialiser, the property for a property set.
    private func base(_ method: String, type: String?) -> String {
        let name = String(method.prefix { $0 != "(" })
        return name == "init" ? type ?? name : name
    }

    /// The run's transcript as the plain text prints it, each message line a step.
    private func transcriptLines(_ run: ScenarioRun, _ first: Int) -> String {
        var number = first
        let lines = [TextLine("== \(run.title) ==", step: true)] + TextRenderer(demo: demo).body(of: run)
        return "<ol class=\"lines\">"
            + lines.map { line in
                if !line.participants.isEmpty {
                    defer { number += 1 }
                    return "<li class=\"msg\" data-step=\"\(number)\">\(HTML.escape(line.plain))</li>"
                }
                let kind =
                    line.plain.hasPrefix("== ")
                    ? "title"
                    : line.plain.hasPrefix("-- ")
                        ? "heading"
                        : line.plain.hasPrefix("=> refused")
                            ? "refusal" : line.plain.hasPrefix("=> ") ? "result" : "prose"
                return line.plain.isEmpty
                    ? "<li class=\"blank\"></li>" : "<li class=\"\(kind)\">\(HTML.escape(line.plain))</li>"
            }.joined() + "</ol>"
    }
}

extension String {
    /// The page with the first step's line and arrow current, as the script leaves them at step 1.
    fileprivate func markingFirstStep() -> String {
        replacing("data-step=\"1\">", with: "data-step=\"1\" aria-current=\"step\">")
    }
}

/// Text made safe for HTML: `&`, `<`, `>` and quotes escaped.
enum HTML {
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
