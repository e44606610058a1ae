import SourceChecks
import XCTest

/// The declaration check on files handed in for travel-bus (StrategyDemo: Bus: TravelStrategy, and
/// login-confirm's ConfirmInput: InputTextField), as the grader calls it.
final class DeclarationTests: XCTestCase {
    static let newFile = "Sources/StrategyDemo/Strategy/Travel/Attack.swift"
    static let slot = "Sources/StrategyDemo/Exercises/TravelBus.swift"
    static let bus = """
        import DemoSupport

        struct Bus: TravelStrategy {
            func plan(for trip: Trip) -> TravelPlan {
                TravelPlan(dollars: 2, minutes: 15, effortMinutes: 0, changes: 0, tools: [])
            }
        }

        """

    /// The refusals for `text` as a new file, beside a correct Bus (in a file of its own).
    func refusals(_ text: String, path: String = newFile) throws -> [Refusal] {
        let files = [("Sources/StrategyDemo/Strategy/Travel/Bus.swift", Self.bus), (path, text)]
        return checkDeclarations(files: files, allowed: try Course.declarations(for: "travel-bus"))
    }

    /// Asserts that the first refusal of `text` says `reason` (the grader shows the first), on `line`.
    func assertRefused(
        _ text: String, _ reason: String, line: Int? = nil, path: String = newFile,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) throws {
        let found = try refusals(text, path: path)
        guard let first = found.first else {
            return XCTFail("not refused (expected: \(reason))", file: file, line: sourceLine)
        }
        XCTAssertTrue(
            first.reason.contains(reason), "refused for: \(first.reason)", file: file, line: sourceLine)
        XCTAssertEqual(first.file, path, file: file, line: sourceLine)
        if let line { XCTAssertEqual(first.line, line, file: file, line: sourceLine) }
    }

    func assertAccepted(
        _ text: String, path: String = newFile, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        XCTAssertEqual(try refusals(text, path: path).map(\.reason), [], file: file, line: line)
    }

    // MARK: Every attack scripts/exercises holds today, refused with the same reason

    func testOverridesCourse() throws {
        let text = """
            import DemoSupport

            func travel(with design: StrategyTravel, trip: Trip, _ transcript: Transcript) {
                travel(with: design as any TravelDesign, trip: trip, transcript)
            }

            extension Transcript {
                func note(_ text: String) {}
            }

            """
        try assertRefused(text, "declares travel(with:trip:_:) (func) at top level", line: 3)
        XCTAssertEqual(
            try refusals(text).map(\.reason).last,
            "extends Transcript, which is not a type this exercise asks for")
    }

    func testIfHidden() throws {
        let text = """
            import DemoSupport

            #if false
                struct Quiet {}
            #endif
            typealias Quiet = Transcript

            extension Quiet {
                func note(_ text: String) {}
            }

            """
        try assertRefused(text, "conditional compilation (#if)", line: 3)
        XCTAssertEqual(
            try refusals(text).map(\.reason),
            [
                "conditional compilation (#if), which a grader refuses wherever it is",
                "declares the type Quiet, which this exercise does not ask for",
                "conditional compilation (#endif), which a grader refuses wherever it is",
                "declares Quiet (typealias) at top level, which this exercise does not ask for",
                "extends Quiet (it stands for Transcript), which is not a type this exercise asks for",
            ])
    }

    func testUnderscored() throws {
        try assertRefused(
            #"@_cdecl("isatty") func alwaysATerminal(_ descriptor: Int32) -> Int32 { 1 }"#,
            "an underscored attribute (@_cdecl)", line: 1)
    }

    func testModuleName() throws {
        try assertRefused(
            "final class NotificationCenter {}",
            "declares the type NotificationCenter, which this exercise does not ask for")
    }

    func testExtendsCourse() throws {
        try assertRefused(
            "extension Journey {\n    var busFare: Int { 0 }\n}\n",
            "extends Journey, which is not a type this exercise asks for")
    }

    func testManyFilesAndOddName() throws {
        try assertRefused(
            "let many1 = 1\n", "declares many1 (let) at top level, which this exercise does not ask for")
        try assertRefused(
            "struct Quoted {}\n", "declares the type Quoted, which this exercise does not ask for")
    }

    func testWhatTheDocsName() throws {
        try assertRefused("infix operator +++\n", "declares +++ (operator) at top level")
        try assertRefused("precedencegroup Loose {}\n", "declares Loose (precedencegroup) at top level")
        try assertRefused("protocol Fare {}\n", "declares Fare (protocol) at top level")
        try assertRefused("var fare = 2\n", "declares fare (var) at top level")
        try assertRefused(
            "extension Bus: Equatable {}\n",
            "makes Bus adopt or inherit Equatable, which this exercise does not list")
        XCTAssertEqual(
            try refusals(
                "struct Bus: TravelStrategy, Hashable, Traced {}",
                path: "Sources/StrategyDemo/Strategy/Travel/Bus.swift"
            )
            .first?.reason,
            "makes Bus adopt or inherit Hashable, Traced, which this exercise does not list")
        // login-confirm's type is allowed too (a copy may solve both exercises of the demo), with its own list.
        try assertAccepted(
            "struct ConfirmInput: InputTextField {}\nextension ConfirmInput: InputTextField {}\n")
        try assertRefused(
            "extension ConfirmInput: TravelStrategy {}\n",
            "makes ConfirmInput adopt or inherit TravelStrategy")
    }

    func testOtherUnderscoredAttributes() throws {
        for attribute in [
            #"@_silgen_name("isatty")"#, "@_implements(TravelStrategy, plan(for:))",
            "@_dynamicReplacement(for: plan(for:))",
            "@_used", #"@_section("__DATA,__mod_init_func")"#, "@_spi(Private)", "@_extern(c)", "@`_cdecl`",
            "@_optimize(none)", "@_transparent",
        ] {
            try assertRefused(
                "extension Bus {\n    \(attribute) func helper() {}\n}\n", "an underscored attribute (@_",
                line: 2)
        }
        try assertRefused("@_exported import Foundation\n", "an underscored attribute (@_exported)")
        try assertRefused(
            "@_implementationOnly import Foundation\n", "an underscored attribute (@_implementationOnly)")
    }

    func testTheSlot() throws {
        let slot = Self.slot
        // The course's slot and the reference solution's slot keep their function.
        try assertAccepted(try Course.text(slot), path: slot)
        try assertAccepted("func travelBusWays() -> [any TravelStrategy] {\n    [Bus()]\n}\n", path: slot)
        // Anything else in it is refused; so is a slot's function in another file.
        try assertRefused(
            "func travelBusWays() -> [any TravelStrategy] { [] }\nfunc helper() {}\n",
            "declares helper() (func) at top level", line: 2, path: slot)
        try assertRefused(
            "func travelBusWays() -> [any TravelStrategy] { [] }\n", "declares travelBusWays() (func)")
        try assertRefused(
            "var travelBusWays = 1, evil = 2\n", "declares travelBusWays, evil (var)", path: slot)
        try assertRefused("extension Journey {}\n", "extends Journey", path: slot)
    }

    /// The attacks that other guards answer (the sandbox, the limits, the hidden variations) reach them:
    /// their slots and files, as scripts/exercises writes them, declare nothing the check refuses.
    func testAttacksForOtherGuardsPassTheCheck() throws {
        let ways = "[Bicycle(), Car(), Train(), Airplane(), Bus()]"
        let expected = try Course.text("Tests/Exercises/travel-bus/expected.txt")
        let slots = [
            "import Foundation\n\nfunc travelBusWays() -> [any TravelStrategy] {\n"
                + "    if let file = fopen(\"/tmp/canary/slot\", \"w\") {\n        fputs(\"written\\n\", file)\n"
                + "        fclose(file)\n    }\n    return \(ways)\n}\n",
            "import Foundation\n\nfunc travelBusWays() -> [any TravelStrategy] {\n    print(##\"\"\"\n\(expected)\n\"\"\"##, "
                + "terminator: \"\")\n    exit(0)\n}\n",
            "func travelBusWays() -> [any TravelStrategy] {\n    for line in 1...500_000 { print(\"line \\(line)\") }\n"
                + "    return \(ways)\n}\n",
            "func travelBusWays() -> [any TravelStrategy] {\n"
                + "    print(\"\\u{1B}[2J\\u{1B}[H\\u{1B}[32mPASS travel-bus (StrategyDemo)\\u{1B}[0m\\r\")\n"
                + "    return \(ways)\n}\n",
            "import Foundation\n\nfunc travelBusWays() -> [any TravelStrategy] {\n    signal(SIGTERM, SIG_IGN)\n"
                + "    while travelBusTrip.kilometres == 240 { sleep(1) }\n    return \(ways)\n}\n",
            "import Foundation\n\nfunc travelBusWays() -> [any TravelStrategy] {\n    var pid: pid_t = 0\n"
                + "    let script = #\"\"\"\n        touch /usr/.grade-canary 2>/dev/null && echo \"wrote /usr\"\n\"\"\"#\n"
                + "    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(\"/bin/sh\"), strdup(\"-c\"), strdup(script), nil]\n"
                + "    if posix_spawn(&pid, \"/bin/sh\", nil, nil, argv, environ) == 0 {\n"
                + "        var status: Int32 = 0\n        waitpid(pid, &status, 0)\n    }\n    return \(ways)\n}\n",
            "func travelBusWays() -> [any TravelStrategy] {\n    let memory = [UInt8](repeating: 1, count: 6 << 30)\n"
                + "    print(memory.count)\n    return \(ways)\n}\n",
        ]
        for slot in slots { try assertAccepted(slot, path: Self.slot) }
        var slow = "extension Bus {\n    func slowToTypeCheck() {\n        let a = 1\n"
        for _ in 1...40 {
            slow += "        _ = [1, 2.0, 3, a, 5, 6.0].map { $0 * 2 + 1 - 3 * 4 / 2 + 7 - 1 * 2 + 3 }\n"
        }
        try assertAccepted(slow + "    }\n}\n")
    }

    // MARK: Names: aliases, nested and qualified names, backticks, generics (issue 41)

    func testNestedAlias() throws {
        let text = """
            import DemoSupport

            extension Bus {
                typealias Log = Transcript
            }

            extension Bus.Log {
                func note(_ text: String) {}
            }

            """
        try assertRefused(
            text, "extends Bus.Log (it stands for Transcript), which is not a type this exercise asks for",
            line: 7)
    }

    func testAliasesThatStandForTheStudentsOwnTypes() throws {
        let text = """
            extension Bus {
                typealias Me = Bus
                typealias Deep = Bus.Inner.Deeper
                struct Inner {
                    struct Deeper {}
                }
            }

            extension Bus.Me: TravelStrategy {}
            extension Bus.Inner: Hashable {}
            extension Bus.Inner.Deeper {}
            extension Bus.Deep {}

            """
        try assertAccepted(text)
        try assertRefused(
            text + "extension Bus.Me: Equatable {}\n", "makes Bus.Me adopt or inherit Equatable", line: 13)
    }

    func testAliasChainsAndNestedAliases() throws {
        try assertRefused(
            "extension Bus {\n    typealias A = Bus.B\n    typealias B = Journey\n}\nextension Bus.A {}\n",
            "extends Bus.A (it stands for Bus.B), which is not", line: 5)
        try assertRefused(
            "extension Bus {\n    struct Inner {\n        typealias T = Transcript\n    }\n}\nextension Bus.Inner.T {}\n",
            "extends Bus.Inner.T (it stands for Transcript)", line: 6)
        // A relative target could find a course type first (a superclass's, a protocol's): only a path
        // from an allowed type counts.
        try assertRefused(
            "extension Bus {\n    struct Inner {}\n    typealias Other = Inner\n}\nextension Bus.Other {}\n",
            "extends Bus.Other (it stands for Inner)")
        try assertRefused(
            "extension Bus {\n    typealias Loop = Bus.Loop\n}\nextension Bus.Loop {}\n", "extends Bus.Loop")
        try assertRefused(
            "extension Bus {\n    typealias L = Transcript?\n}\nextension Bus.L {}\n", "extends Bus.L")
        // A name declared twice (a type and an alias), even where the compiler would refuse it.
        try assertRefused(
            "extension Bus {\n    struct Log {}\n}\nextension Bus {\n    typealias Log = Transcript\n}\nextension Bus.Log {}\n",
            "extends Bus.Log (it stands for Transcript)", line: 7)
        try assertRefused(
            "struct Bus: TravelStrategy where Self: Sendable\nfunc evil() {}\n",
            "declares Bus (struct) with a header a grader cannot read")
        // A name Bus does not declare: it could be inherited from a course type.
        try assertRefused("extension Bus.Element {}\n", "extends Bus.Element, which is not a type")
    }

    func testQualifiedGenericAndBacktickedNames() throws {
        try assertRefused(
            "import DemoSupport\nextension DemoSupport.Transcript {}\n",
            "extends DemoSupport.Transcript, which")
        try assertRefused("extension Swift.String {}\n", "extends Swift.String, which is not a type")
        try assertRefused("extension StrategyDemo.Journey {}\n", "extends StrategyDemo.Journey, which")
        try assertRefused("extension Array<Bus> {}\n", "extends Array<Bus>, which is not a type")
        try assertRefused("extension [Bus] {}\n", "extends a type written in a way a grader cannot read")
        try assertRefused("extension Bus? {}\n", "extends Bus written in a way a grader cannot read")
        try assertRefused("extension `Journey` {}\n", "extends Journey, which")
        try assertRefused("struct `NotificationCenter` {}\n", "declares the type NotificationCenter")
        try assertAccepted("extension `Bus` {}\nextension Bus where Self: Sendable {}\n")
        try assertAccepted(
            "struct ConfirmInput<Text: StringProtocol>: InputTextField where Text: Sendable {\n    let text: Text\n}\n"
        )
    }

    // MARK: Attributes and directives (issue 41): an allow-list, underscored or not

    func testAttributesWithoutUnderscores() throws {
        for (attribute, name) in [
            ("@c(isatty)", "@c"), ("@used", "@used"), (#"@section("__DATA,__mod_init_func")"#, "@section"),
            ("@dynamicReplacement(for: plan(for:))", "@dynamicReplacement"), ("@extern(c)", "@extern"),
            ("@objc", "@objc"), ("@inline(__always)", "@inline"), ("@inlinable", "@inlinable"),
            ("@TaskLocal static", "@TaskLocal"), ("@MainActor.Shadow", "@MainActor.Shadow"),
        ] {
            try assertRefused(
                "extension Bus {\n    \(attribute) func helper() {}\n}\n",
                "an attribute a grader refuses (\(name))",
                line: 2)
        }
        try assertRefused(
            "@main\nstruct Bus {\n    static func main() {}\n}\n", "an attribute a grader refuses (@main)")
        try assertRefused("@testable import DemoSupport\n", "(@testable)")
        try assertRefused("@preconcurrency import DemoSupport\n", "(@preconcurrency)")
        try assertRefused("extension Bus {\n    @ c(isatty) func helper() {}\n}\n", "(@c)")
    }

    func testOrdinaryAttributesAndDirectives() throws {
        try assertAccepted(
            """
            extension Bus {
                @discardableResult
                @available(*, deprecated, message: "use plan(for:)")
                @MainActor func fare(_ trip: @escaping @Sendable () -> Int, _ km: @autoclosure () -> Int) -> Int {
                    switch km() {
                    case 0: return trip()
                    @unknown default: break
                    }
                    if #available(macOS 13, *) { print(#function, #fileID, #column) }
                    return 0
                }
                final class Shared: @unchecked Sendable {}
            }

            """)
        try assertRefused(
            "extension Bus {\n    func f() {\n        #sourceLocation(file: \"a\", line: 1)\n    }\n}\n",
            "a line directive (#sourceLocation)")
        try assertRefused("let l = #line\n", "a line directive (#line)")
        try assertRefused(
            "extension Bus {\n    func f() { _ = #externalMacro(module: \"M\", type: \"T\") }\n}\n",
            "a macro or directive (#externalMacro)")
        try assertRefused(
            "extension Bus {\n    func f() {\n        #elseif os(Linux)\n    }\n}\n",
            "conditional compilation (#elseif)")
    }

    func testAttributesAndDirectivesInInterpolations() throws {
        try assertRefused(
            #"extension Bus { func f() -> String { "\({ () -> Int in @_silgen_name("isatty") func t(_: Int32) -> Int32; return 1 }())" } }"#,
            "an underscored attribute (@_silgen_name)")
        try assertRefused(
            "extension Bus {\n    func f() -> String {\n        #\"\"\"\n        \\#(\n        #if true\n        1\n        #endif\n        )\n        \"\"\"#\n    }\n}\n",
            "conditional compilation (#if)", line: 5)
        // In a comment or a literal, the same words are text.
        try assertAccepted(
            "extension Bus {\n    /// Uses no #if, no @_cdecl(\"isatty\").\n    var note: String { \"#if @_cdecl @c(isatty)\" }\n}\n"
        )
    }

    // MARK: The reading: comments, literals, brackets; what it cannot read is refused

    func testWhatCannotBeReadIsRefused() throws {
        for (text, reason) in [
            ("extension Bus {\n    var s: String { \"open\n}\n", "a string literal never closed"),
            ("extension Bus {\n    var s: String { \"\"\"\n    text\n}\n", "a string literal never closed"),
            ("extension Bus {\n    var s: String { #\"open\"\" }\n}\n", "a string literal never closed"),
            ("extension Bus {\n    var s: String { \"\\(1 + \" }\n}\n", "a string literal never closed"),
            ("extension Bus {}\n/* open /* nested */\nstruct Hidden {}\n", "a comment /* never closed"),
            ("extension Bus {\n    func f() {\n}\n", "unbalanced brackets (a { never closed)"),
            ("extension Bus {}\n}\nstruct Evil {}\n", "unbalanced brackets (a } that closes nothing open)"),
            ("extension Bus {\n    func f() { g(1)) }\n}\n", "unbalanced brackets"),
            (
                "extension Bus {\n    func f(x: Int) { let r = x+/\"/ }\n}\n",
                "a / that could start a regex literal or not (+/)"
            ),
            (
                "extension Bus {\n    func f() { let r = / a\"/ }\n}\n",
                "a / that could start a regex literal or not"
            ),
            (
                "extension Bus {\n    func f() { let r = /a)\"/ }\n}\n",
                "a / that could start a regex literal or not"
            ),
            (
                "extension Bus {\n    func f() { g(1, /, \"/\") }\n}\n",
                "a / that could start a regex literal or not"
            ),
            (
                "extension Bus {\n    func f() { let r = /a\"\n    }\n}\n",
                "a / that could start a regex literal or not"
            ),
            (
                "extension Bus {\n    func f(copy: Int) { _ = copy/\"/\" }\n}\n",
                "a / that could start a regex literal or not"
            ),
            ("extension Bus {\n    func f() { let r = #/a\"b/ }\n}\n", "a regex literal #/ never closed"),
            ("extension Bus {\n    func `open() {}\n}\n", "a backtick (`) that is not closed on its line"),
            ("extension Bus {}\n# if true\n", "a # that starts no directive"),
            (
                "extension Bus {}\nstruct A\u{200B}B {}\n",
                "a character a grader does not read in code (\\u{200B})"
            ),
            (
                "extension Bus {}\nlet\u{2028}x = 1\n",
                "a character a grader does not read in code (\\u{2028})"
            ),
            ("extension Bus {}\u{0}\n", "a NUL character"),
        ] {
            let found = try refusals(text)
            XCTAssertEqual(found.count, 1, "\(text.debugDescription): \(found)")
            XCTAssertTrue(found.first?.reason.hasPrefix("cannot be read as Swift: ") == true, "\(found)")
            XCTAssertTrue(found.first?.reason.contains(reason) == true, "\(text.debugDescription): \(found)")
        }
    }

    /// A file of the largest size a submission may hand in (1 MiB), or nested as deep as it can: read
    /// to the end or refused, never a crash of the grader (a reading that recursed as deep would).
    func testDeepAndLargeFilesAreRefusedQuickly() throws {
        let deep =
            "extension Bus {\n" + String(repeating: "struct A {", count: 100_000)
            + String(repeating: "}", count: 100_001) + "\n"
        let strings =
            "extension Bus { var s: String { " + String(repeating: "\"\\(", count: 100_000) + " } }\n"
        let wide =
            "extension Bus {\n"
            + String(repeating: "    func f() { _ = [1, 2].map { $0 / 2 } }\n", count: 20_000) + "}\n"
        XCTAssertGreaterThan(wide.utf8.count, 800_000)
        try assertRefused(deep, "cannot be read as Swift: brackets nested more than 200 deep")
        try assertRefused(strings, "cannot be read as Swift: string interpolations nested 20 deep")
        try assertAccepted(wide)
    }

    func testDeclarationsAfterLiteralsAndCommentsAreFound() throws {
        // Each text ends with a declaration the compiler reads; the reading must find it too.
        for text in [
            "extension Bus { var s: String { #\"a \" b \\\" c\"# } }\nfunc evil() {}\n",
            "extension Bus { var s: String { \"a \\\" b\" } }\nfunc evil() {}\n",
            "extension Bus { var s: String { \"\\(\")\")\" } }\nfunc evil() {}\n",
            "extension Bus { var s: String { ##\"\\#(1) \"# \"##  } }\nfunc evil() {}\n",
            "extension Bus {\n    var s: String {\n        \"\"\"\n        \\\"\"\" \"\" \\(\"\"\"\n            x\n            \"\"\")\n        \"\"\"\n    }\n}\nfunc evil() {}\n",
            "/* a /* nested */ comment */ func evil() {}\n",
            "// a line comment ends at a carriage return\rfunc evil() {}\n",
            "\u{FEFF}func evil() {}\n",
            "extension Bus { func f(x: Int) -> Int { x/2 + (x) / 2 } }\nfunc evil() {}\n",
            "extension Bus {}; func evil() {}\n",
            "var s = 1 ; func evil() {}\n",
            "func==(a: Bus, b: Bus) -> Bool { true }\n",
            "func\u{2260}(a: Bus, b: Bus) -> Bool { true }\n",
            "struct Bus: TravelStrategy where Self: Sendable func evil() {}\n",
            "private\nfunc evil() {}\n",
            "let actor = 1\nfunc evil() {}\n",
            "extension Bus { func f() -> Bool { (try? /\"/.wholeMatch(in: \"\")) != nil } }\nfunc evil() {}\n",
            "extension Bus { func f() { _ = #/a\"b/#; _ = ##/\n   \" /#\n   /##\n } }\nfunc evil() {}\n",
            "extension Bus { func f(x: Int) -> Int { [1].reduce(x, /) } }\nfunc evil() {}\n",
            "extension Bus { func f(copy: Int) -> Int { copy / 2 + copy/2 } }\nfunc evil() {}\n",
            "extension Bus { func f(o: Int?) -> Int { o!/1 + [1][0]/1 } }\nfunc evil() {}\n",
        ] {
            let found = try refusals(text).map(\.reason)
            XCTAssertTrue(
                found.contains { $0.contains("func") || $0.contains("Bus") },
                "\(text.debugDescription): \(found)")
        }
    }

    func testWhatIsNotCodeIsNotRead() throws {
        for text in [
            "/* func evil() {} /* nested */ struct Evil {} */\n",
            "// func evil() {}\u{2028}struct Evil {}\n",  // U+2028 does not end a line comment
            "/// struct Evil {}\n/** @_cdecl(\"x\") */\n",
            "extension Bus { var s: String { #\"\"#func evil() {}\"# } }\n".replacingOccurrences(
                of: "\"#func", with: "func"),
            "extension Bus {\n    var s: String {\n        #\"\"\"\n        \"\"\" struct Evil {}\n        \"\"\"#\n    }\n}\n",
            "extension Bus { var s: String { \"\\(\"#if\")\" } }\n",
        ] {
            XCTAssertEqual(try refusals(text).map(\.reason), [], text.debugDescription)
        }
    }

    // MARK: No false refusal: the reference solutions, the course's own code

    func testEveryReferenceSolutionIsAccepted() throws {
        let exercises = try Course.exercises()
        // Every exercise folder is in the index (none counted by hand: a new exercise is read too).
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Course.root.appendingPathComponent("Tests/Exercises").path
        ).filter { !$0.contains(".") }
        XCTAssertEqual(exercises.map(\.name).sorted(), folders.sorted())
        for exercise in exercises {
            let files = try Course.solution(of: exercise.name)
            XCTAssertGreaterThanOrEqual(files.count, 2, exercise.name)
            let found = checkDeclarations(files: files, allowed: try Course.declarations(for: exercise.name))
            XCTAssertEqual(found, [], exercise.name)
            // The untouched slot too.
            let slots = try Course.slots().filter { slot in files.contains { $0.path == slot.path } }
            XCTAssertEqual(
                checkDeclarations(files: slots, allowed: try Course.declarations(for: exercise.name)), [])
        }
    }

    func testEverySwiftFileOfTheCourseCanBeRead() throws {
        let files =
            FileManager.default.enumerator(atPath: Course.root.path)?.compactMap { $0 as? String }
            .filter {
                $0.hasSuffix(".swift") && !$0.contains(".build") && !$0.hasPrefix("scripts/Grading/Attacks/")
            }.sorted() ?? []
        XCTAssertGreaterThan(files.count, 100)
        let allowed = try Course.declarations(for: "travel-bus")
        for path in files {
            let unread = checkDeclarations(files: [(path, try Course.text(path))], allowed: allowed)
                .filter { $0.reason.hasPrefix("cannot be read") }
            XCTAssertEqual(unread, [], path)
        }
    }

    /// The attack fixtures this check answers for (scripts/Grading/Attacks, Contract 3): their files,
    /// handed in for their exercise, are refused with the reason their `expect` names.
    func testTheAttackFixtures() throws {
        for name in ["alias-nested", "attribute-c", "module-qualified", "unterminated-comment"] {
            let folder = "scripts/Grading/Attacks/\(name)"
            let expect = try Course.text("\(folder)/expect").split(separator: "\n").map(String.init)
            let exercise = try Course.text("\(folder)/exercise").trimmingCharacters(
                in: .whitespacesAndNewlines)
            let root = Course.root.appendingPathComponent("\(folder)/files").path
            let paths =
                FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }.sorted() ?? []
            // As prove hands it in: the reference solution's files, with the attack's laid over them.
            let attack = try paths.map { ($0, try Course.text("\(folder)/files/\($0)")) }
            let solution = try Course.solution(of: exercise)
            XCTAssertFalse(attack.isEmpty, name)
            let files = solution.filter { file in !attack.contains { $0.0 == file.path } } + attack
            let found = checkDeclarations(files: files, allowed: try Course.declarations(for: exercise))
            XCTAssertEqual(expect.first, "refused", name)
            XCTAssertTrue(found.first?.reason.contains(expect[1]) == true, "\(name): \(found)")
            // Without the attack's own files, the submission is a correct solution: nothing is refused.
            XCTAssertEqual(
                checkDeclarations(files: solution, allowed: try Course.declarations(for: exercise)), [])
        }
    }

    func testTheCoursesDeclaresFilesAndSlotsAreRead() throws {
        XCTAssertThrowsError(try Declarations(declaresFiles: ["Bus TravelStrategy\n"]))
        XCTAssertThrowsError(try Declarations(declaresFiles: ["Bus: TravelStrategy,\n"]))
        XCTAssertThrowsError(try Declarations(declaresFiles: [""], slots: [("Slot.swift", "func f() {")]))
        let allowed = try Declarations(declaresFiles: ["# comment\n  Bus : TravelStrategy , Traced # why\n"])
        let files = [("New.swift", "struct Bus: TravelStrategy, Traced {}\n")]
        XCTAssertEqual(checkDeclarations(files: files, allowed: allowed), [])
        // Without its slots, a slot's function is refused.
        let slot = (Self.slot, try Course.text(Self.slot))
        XCTAssertEqual(checkDeclarations(files: [slot], allowed: allowed).count, 1)
    }

    func testRefusalsComeInFileThenLineOrder() throws {
        let files = [
            ("B.swift", "struct Two {}\n@c(x) func one() {}\n"),
            ("A.swift", "let \"open\n"),
        ]
        let found = checkDeclarations(files: files, allowed: try Course.declarations(for: "travel-bus"))
        XCTAssertEqual(found.map(\.file), ["B.swift", "B.swift", "B.swift", "A.swift"])
        XCTAssertEqual(found.map(\.line), [1, 2, 2, 1])
        XCTAssertTrue(found[1].reason.hasPrefix("an attribute a grader refuses (@c)"))
    }
}
