import TestSupport
import XCTest

@testable import DemoSupport
@testable import DemoTools

/// A participant with the kinds of method a demo traces.
private final class Counter: Traced {
    struct TooBig: Error, TraceValue {
        var traceText: String { "TooBig" }
    }

    let traceName: String
    var count = 0 {
        didSet { tracedSet(count) }
    }
    var helper: Counter?

    init(_ name: String) { traceName = name }

    init(_ name: String, count: Int) {
        traceName = name
        self.count = count
        tracedInit(name, count)
    }

    func add(_ amount: Int, times: Int = 1) -> Int {
        traced(amount, times) {
            count += amount * times
            return count
        }
    }

    func reset() { traced { helper?.reset() } }

    func check(limit: Int) throws(TooBig) {
        try traced(limit) { () throws(TooBig) in
            selfMessage("compare \(count) with \(limit)")
            if count > limit { throw TooBig() }
        }
    }
}

/// A participant that does not name itself.
struct PlainParticipant: Traced, TraceValue {}

final class TracingTests: XCTestCase {
    func testAParticipantIsNamedAfterItsTypeAndShowsAsItsName() {
        assertSameLines(PlainParticipant().traceName, "PlainParticipant")
        assertSameLines(PlainParticipant().traceText, "PlainParticipant")
        assertSameLines(Counter("c").traceName, "c")
    }

    private func lines(_ body: () -> Void) -> [String] {
        let transcript = Transcript()
        transcript.recording { transcript.acting(as: .actor("User"), body) }
        return transcript.events.map(TextRenderer.line(for:))
    }

    func testACallIsRecordedByTheMethodCalledWithItsLabelsAndResult() {
        let counter = Counter("counter")
        let helper = Counter("helper")
        counter.helper = helper
        let recorded = lines {
            _ = counter.add(2, times: 3)
            counter.count = 1
            counter.reset()
            try? counter.check(limit: 0)
        }
        assertSameElements(
            recorded,
            [
                "User -> counter: add(2, times: 3)", "counter -> counter: count = 6", "counter --> User: 6",
                "User -> counter: count = 1",
                "User -> counter: reset()", "counter -> helper: reset()", "User -> counter: check(limit: 0)",
                "counter -> counter: compare 1 with 0", "counter --> User: throws TooBig",
            ])
    }

    /// An initialiser and a property's `didSet` record themselves with a named call and no body.
    func testAnInitialiserAndAPropertySetRecordTheirCalls() {
        assertSameElements(
            lines {
                let counter = Counter("c", count: 2)
                counter.count = 5
            }, [#"User -> c: init("c", count: 2)"#, "User -> c: count = 5"])
    }

    /// A stretch run `unrecorded` still runs, but nothing it calls or prints is recorded; what follows is.
    func testAnUnrecordedStretchRunsAndRecordsNothing() {
        let counter = Counter("counter")
        assertSameElements(
            lines {
                XCTAssertEqual(unrecorded { counter.add(2) }, 2)
                unrecorded { Console.print("hidden") }
                _ = counter.add(1)
            }, ["User -> counter: add(1, times: 1)", "counter -> counter: count = 3", "counter --> User: 3"])
    }

    func testOutsideARunNothingIsRecordedAndTheMethodStillRuns() {
        let counter = Counter("counter")
        XCTAssertEqual(counter.add(4), 4)
        XCTAssertNil(Transcript.current)
    }

    /// What the app shows and refuses becomes the running transcript's result and refusal lines, and a
    /// value with no text of its own is shown by the text it is given.
    func testTheConsoleWritesIntoTheRunningTranscriptOnlyAndShownValuesReadAsGiven() {
        Console.print("outside")
        assertSameElements(
            lines {
                Console.print("Reading doc...")
                Console.refuse("no such file")
            }, ["=> Reading doc...", "=> refused: no such file"])
        assertSameLines(
            [Shown(Counter("c")), Shown.closure, Shown("center")].traceText, "[c, { … }, center]")
    }

    func testACallSiteNamesTheReceiverTypeAndTheMethod() throws {
        let transcript = Transcript()
        transcript.recording { _ = Counter("c").add(1) }
        guard case .message(let message) = transcript.events.first else {
            XCTFail("no message")
            return
        }
        let site = try XCTUnwrap(message.site)
        XCTAssert(site.function == "add(_:times:)" && site.receiverType.hasSuffix(".Counter"))
        XCTAssert(site.fileID.hasSuffix("/TracingTests.swift"))
    }

    /// Inside an acting block the person makes the scenario's calls; outside any, the scenario (`main`).
    func testTheActingPersonMakesTheCallsOfItsBlockAndMainTheOthers() {
        let transcript = Transcript()
        transcript.recording {
            transcript.acting(as: .actor("Ann")) { Counter("c").reset() }
            Counter("d").reset()
        }
        XCTAssert(
            transcript.events.map(TextRenderer.line(for:)).filter { $0.contains("->") && !$0.contains("-->") }
                == ["Ann -> c: reset()", "main -> d: reset()"])
    }

    func testASubjectsNotificationsAreDrawnAsNotificationsInEveryFormat() {
        let subject = Counter("subject")
        let observers = [Counter("first"), Counter("second")]
        observers[1].helper = Counter("helper")
        let transcript = Transcript()
        transcript.recording {
            subject.count = 3
            _ = subject.add(1)
            // Inside `add`, the subject tells each observer; the second one's own call is a plain call.
            transcript.calling("subject") { notifying { for observer in observers { observer.reset() } } }
        }
        let lines = transcript.events.map(TextRenderer.line(for:))
        assertSameElements(
            lines.suffix(3),
            [
                "subject ~> first: reset()", "subject ~> second: reset()", "second -> helper: reset()",
            ])
        let demo = Demo(
            name: "D", title: "t",
            scenarios: [
                Scenario("s", purpose: "p", roles: [:]) { run in
                    run.calling("a") { notifying { Counter("b").reset() } }
                }
            ])
        // Drawn apart from calls: an open arrowhead on a blue band in Mermaid, thin and blue in PlantUML
        // with a legend that says so.
        XCTAssert(
            demo.respond(to: ["--format", "mermaid"]).output.contains(
                "    rect rgb(219, 234, 254)\n    a-)b: reset()\n    end\n"))
        let plantUML = demo.respond(to: ["--format", "plantuml"]).output
        XCTAssert(plantUML.contains("a -[#0060C0]>> b: reset()\n"), plantUML)
        XCTAssert(plantUML.contains("legend right\n  <color:#0060C0>blue open arrow</color>: a notification"))
    }

    func testCallTextLeavesOutUnderscoreLabels() {
        assertSameLines(Counter.callText("f(_:with:)", ["1", "2"]), "f(1, with: 2)")
        assertSameLines(Counter.callText("f()", []), "f()")
        assertSameLines(Array(1...5).traceText, "[1, 2, 3, 4, 5]")
        let titles = ["Design Patterns", "Refactoring", "Clean Code", "Code Complete", "Peopleware"]
        assertSameLines(titles.traceText, #"["Design Patterns", "Refactoring", … 5 in all]"#)
    }
}
