import Foundation
import Testing

@testable import DemoTools

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new pseudo-terminal: its controller side and the path of its terminal side, which a child opens.
enum PseudoTerminal {
    struct Failure: Error { var step: String }

    static func open() throws -> (controller: Int32, path: String) {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        // Swift's Glibc module leaves the pseudo-terminal functions out (they need _XOPEN_SOURCE), so
        // they are looked up by name; Darwin has them too.
        func function<F>(_ name: String, as type: F.Type) throws -> F {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { throw Failure(step: name) }
            return unsafeBitCast(symbol, to: type)
        }
        let controller = try function("posix_openpt", as: Open.self)(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw Failure(step: "posix_openpt") }
        guard try function("grantpt", as: Open.self)(controller) == 0,
            try function("unlockpt", as: Open.self)(controller) == 0,
            let name = try function("ptsname", as: Name.self)(controller)
        else {
            close(controller)
            throw Failure(step: "grantpt, unlockpt or ptsname")
        }
        return (controller, String(cString: name))
    }
}

/// A demo on a real pseudo-terminal, as an instructor runs it: standard input, output and error are
/// the terminal, which is the demo's controlling terminal (so Ctrl-C interrupts it) and has the size
/// the test gives (and any new size `resizes` gives before a key); each key is typed once the demo has
/// asked its question, and echoed as a terminal
/// does. What the terminal then shows is worked out from the bytes (``Screen``). A demo that crashes,
/// or still runs at the time limit (killed with its process group), throws, naming which.
struct TerminalRun {
    var screen: Screen
    var raw: String
    /// Its exit status (a run ended by a signal throws).
    var status: Int32
    /// How many questions the demo asked.
    var questions: Int

    /// The prompt of `--step` ends so; each one is a question.
    static let prompt = "q: quit "

    /// Runs on a thread of its own, as ``ChildProcess/run()`` does, so that a demo that hangs holds none
    /// of Swift concurrency's few shared threads while it waits for the time limit.
    init(
        _ demo: String, _ arguments: [String], rows: Int = 50, columns: Int = 250, keys: [String] = [],
        resizes: [Int: (rows: Int, columns: Int)] = [:],
        environment: [String: String] = ["TERM": "xterm-256color"], timeout: Double = GoldenSettings.timeLimit
    ) async throws {
        self = try await onThread {
            try TerminalRun(
                blocking: demo, arguments, rows: rows, columns: columns, keys: keys, resizes: resizes,
                environment: environment, timeout: timeout)
        }
    }

    private init(
        blocking demo: String, _ arguments: [String], rows: Int, columns: Int, keys: [String],
        resizes: [Int: (rows: Int, columns: Int)], environment: [String: String], timeout: Double
    ) throws {
        let command = (["swift", "run", demo] + arguments).joined(separator: " ") + " (on a terminal)"
        let failed = { (why: String) in ChildProcess.Failed(description: "`\(command)`: \(why)") }
        let executable = try ChildProcess.demo(demo).executable
        let (controller, path) = try PseudoTerminal.open()
        defer { close(controller) }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(controller, UInt(TIOCSWINSZ), &size) == 0 else { throw failed("cannot set its size") }

        // A session of its own (POSIX_SPAWN_SETSID), so that the terminal becomes its controlling
        // terminal, with default signal handling; as a session leader it leads its own process group,
        // which the time limit kills.
        #if os(Linux)
            let newSession: Int32 = 0x80
        #else
            let newSession: Int32 = 0x400
        #endif
        let spawn = SpawnSetup()
        posix_spawn_file_actions_addclose(&spawn.actions, controller)
        posix_spawn_file_actions_addopen(&spawn.actions, 0, path, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&spawn.actions, 0, 1)
        posix_spawn_file_actions_adddup2(&spawn.actions, 0, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM] { sigaddset(&defaults, signal) }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&spawn.attributes, &defaults)
        posix_spawnattr_setsigmask(&spawn.attributes, &noMask)
        posix_spawnattr_setflags(
            &spawn.attributes,
            Int16(newSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | SpawnSetup.closingFlags)
        spawn.closeTheRest()
        // Darwin's posix_spawn carries out the file actions before it starts the new session, so the
        // terminal they open cannot become the controlling terminal there (Ctrl-C would signal no one):
        // a shell, leading the new session, opens it again and then becomes the demo.
        #if canImport(Darwin)
            let launcher = [
                "/bin/sh", "-c", #"t=$1; shift; exec "$0" "$@" 0<>"$t" 1>&0 2>&0"#, executable, path,
            ]
        #else
            let launcher = [executable]
        #endif
        // On a terminal, a crashing demo's backtracer would wait for keys of its own.
        let argv = (launcher + arguments).map { strdup($0) } + [nil]
        let envp =
            (["SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }).map {
                strdup("\($0.key)=\($0.value)")
            } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        ChildGroups.installInterruptHandlers()
        let spawned = ChildGroups.spawning {
            (posix_spawn(&pid, launcher[0], &spawn.actions, &spawn.attributes, argv, envp), pid)
        }
        guard spawned == 0 else { throw failed("cannot run it: \(String(cString: strerror(spawned)))") }
        defer { ChildGroups.remove(pid) }

        var bytes: [UInt8] = []
        var typed = 0
        var ended: Int32?
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 50)
            var count = 0
            if ready > 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                count = read(controller, &buffer, buffer.count)
                if count > 0 { bytes += buffer[..<count] }
            }
            let asked = String(decoding: bytes, as: UTF8.self).components(separatedBy: Self.prompt).count - 1
            if asked > typed && typed < keys.count {
                // A resize before a key, as a font zoomed while the question waits.
                if let size = resizes[typed] {
                    var new = winsize(
                        ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
                    _ = ioctl(controller, UInt(TIOCSWINSZ), &new)
                }
                _ = keys[typed].withCString { write(controller, $0, strlen($0)) }
                typed += 1
            }
            var status: Int32 = 0
            if ended == nil, waitpid(pid, &status, WNOHANG) == pid { ended = status }
            // Once it has ended, what it wrote is read to the end (EIO once no one holds the terminal).
            if ended != nil && (ready <= 0 || count <= 0) { break }
        }
        // The terminal ends its lines with "\r\n", one Character, which a split on "\n" would not see.
        let text = String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n")
        let shown = { GoldenRun.excerpt(Array(text.utf8), name: "the terminal") }
        guard let code = ended else {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            var failure = failed(
                GoldenRun.describe(.timedOut(seconds: timeout), expected: 0) + "\n" + shown())
            failure.processGroup = pid
            throw failure
        }
        if case .signaled = ChildProcess.ending(of: code) {
            throw failed(GoldenRun.describe(ChildProcess.ending(of: code), expected: 0) + "\n" + shown())
        }
        raw = String(decoding: bytes, as: UTF8.self)
        screen = Screen(raw, columns: columns)
        questions = raw.components(separatedBy: Self.prompt).count - 1
        status = (code >> 8) & 0xff
    }
}

/// What a terminal `columns` wide shows after `text`: lines of characters, a row that is full wrapping
/// to the next, the cursor moved by carriage returns, newlines, `ESC [ n A` (up) and `ESC [ H` (home),
/// rows erased by `ESC [ 2 K`, `ESC [ K` and `ESC [ J` (to the end of the screen: after `ESC [ H`, the
/// whole screen); colours are ignored.
struct Screen: Equatable {
    var lines: [[Character]] = [[]]
    /// The rows that wrapped to the next.
    var wrapped: Set<Int> = []
    var row = 0
    var column = 0

    init(_ text: String, columns: Int = .max) {
        var escape: String?
        for character in text {
            if var sequence = escape {
                sequence.append(character)
                escape = character.isLetter ? nil : sequence
                guard character.isLetter else { continue }
                let number = Int(sequence.dropFirst().dropLast()) ?? 1
                switch character {
                case "A": row = max(0, row - number)
                case "H": (row, column) = (0, 0)
                case "K", "J":
                    lines[row] = sequence == "[2K" ? [] : Array(lines[row].prefix(column))
                    wrapped.remove(row)
                    if character == "J" {
                        lines.removeSubrange((row + 1)...)
                        wrapped = wrapped.filter { $0 < row }
                    }
                default: break
                }
            } else if character == "\u{1B}" {
                escape = ""
            } else if character == "\r" {
                column = 0
            } else if character == "\n" || character == "\r\n" {
                newRow()
                if character == "\r\n" { column = 0 }
            } else {
                if column >= columns {
                    wrapped.insert(row)
                    newRow()
                    column = 0
                }
                while lines[row].count < column { lines[row].append(" ") }
                if column < lines[row].count {
                    lines[row][column] = character
                } else {
                    lines[row].append(character)
                }
                column += 1
            }
        }
    }

    private mutating func newRow() {
        row += 1
        if row == lines.count { lines.append([]) }
    }

    /// The lines as text down to the cursor's (empty, if the screen is clean) or the last written,
    /// each with its newline but that last; a row that wrapped goes on in the next without one.
    var text: String {
        let last = max(row, lines.lastIndex { !$0.isEmpty } ?? 0)
        return lines[...last].indices.map {
            String(lines[$0]) + (wrapped.contains($0) || $0 == last ? "" : "\n")
        }
        .joined()
    }
}

@Suite("On a terminal")
struct TerminalTests {
    /// What the demo prints to a pipe with `arguments`: a terminal must get the same, whatever the demo
    /// prints today (its golden files are the golden suites' business, so an edit to a demo's output
    /// fails those, not these).
    /// A demo that does not exit with status 0 throws, naming the signal, the time limit or the status.
    static func piped(_ demo: String, _ arguments: [String] = [], extraEnvironment: [String: String] = [:])
        async throws -> String
    {
        // A demo of this package answers in-process, once its own process has answered the same
        // (``GoldenRun/probe(_:)``: a trap or hang fails there); the harness's fixture has its process.
        if let data = Golden.data[demo], extraEnvironment.isEmpty {
            let run = GoldenRun(demo: demo, settings: GoldenSettings(timeout: GoldenSettings.timeLimit))
            if let (command, problem) = await run.probe(
                GoldenRun.commands(data.goldenCases, DemoChecks.probed(data)))
            {
                throw ChildProcess.Failed(description: "`\(command)`: \(problem)")
            }
            return data.respond(to: arguments).output
        }
        let command = (["swift", "run", demo] + arguments).joined(separator: " ")
        let result = try await ChildProcess.demo(demo, arguments, extraEnvironment: extraEnvironment).run()
        return String(decoding: try result.ended(0, command).standardOutput, as: UTF8.self)
    }

    /// The full run in `--step`'s steps: a step begins at each scenario title and heading (with the
    /// blank lines before it), but the first also holds the demo's title line. A test names the fewest
    /// it needs (`atLeast`), so it reads only steps that are there.
    static func steps(_ demo: String, atLeast needed: Int, extraEnvironment: [String: String] = [:])
        async throws -> [String]
    {
        var steps = [""]
        for line in try await piped(demo, extraEnvironment: extraEnvironment).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast() {
            let starts = { (line: Substring) in line.hasPrefix("== ") || line.hasPrefix("-- ") }
            if starts(line) && steps[steps.count - 1].split(separator: "\n").contains(where: starts) {
                var (previous, opening) = (steps.removeLast(), "")  // blank lines open the next step
                while previous.hasSuffix("\n\n") {
                    (previous, opening) = (String(previous.dropLast()), opening + "\n")
                }
                steps += [previous, opening]
            }
            steps[steps.count - 1] += line + "\n"
        }
        guard steps.count >= needed else {
            throw ChildProcess.Failed(
                description: "`swift run \(demo)` prints \(steps.count) steps; this test needs \(needed)")
        }
        return steps
    }

    /// The title or heading that opens a step, as the question names it.
    static func heading(_ step: String) -> String {
        step.split(separator: "\n").first { $0.hasPrefix("== ") || $0.hasPrefix("-- ") }.map(String.init)
            ?? ""
    }

    @Test func stepGoesOnBackToANumberInPlaceAndQuitsLeavingNoQuestionOnScreen() async throws {
        let steps = try await Self.steps("StrategyDemo", atLeast: 3)
        // Enter, b (back to 1), 3, x (no key: answered and asked again), Q.
        let run = try await TerminalRun("StrategyDemo", ["--step"], keys: ["\n", "b\n", "3\n", "x\n", "Q\n"])
        #expect(run.status == 0 && run.questions == 5)
        // Enter appends the next step; b and a number clear the screen and show theirs in its place.
        #expect(run.raw.components(separatedBy: "\u{1B}[H\u{1B}[2J").count - 1 == 2)
        #expect(run.screen.text == steps[2])
        // The question names the scenario and what Enter shows next.
        let scenario = Self.heading(steps[0]).dropFirst(3).dropLast(3)
        let next = Self.heading(steps[1])
        #expect(
            run.raw.contains(
                "[1/\(steps.count) \(scenario)] Enter: next \(next), b: back, 1-\(steps.count): go to step, l: list, q: quit "
            ))
        // The end of input quits too, after typed text as after none.
        // (After typed text: onANarrowTerminal...)
        for quit in ["q\n", "quit\n", "\u{04}"] {
            let stopped = try await TerminalRun("StrategyDemo", ["--step"], keys: [quit])
            #expect(stopped.status == 0 && stopped.screen.text == steps[0], "\(quit)")
        }
    }

    /// The questions of a run: each from the start of its row to the prompt's end, without escapes.
    static func questions(_ run: TerminalRun) -> [String] {
        run.raw.components(separatedBy: TerminalRun.prompt).dropLast().map { part in
            // The terminal ends its rows with "\r\n", one Character, which a split on "\n" would not see.
            let row =
                part.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                .last ?? ""
            return String(row).replacing(/\u{1B}\[[0-9;]*[A-Za-z]|\r/, with: "") + TerminalRun.prompt
        }
    }

    /// The question fits one row of the terminal with room to type, the next step's heading cut to
    /// fit (more of it at 160 columns than at 80); the size is read again at each page and question,
    /// so a terminal made smaller mid-run (a font zoomed in) gets questions and pages that fit it.
    @Test func theQuestionFitsTheTerminalAndFollowsAResize() async throws {
        let steps = try await Self.steps("BekamDemo", atLeast: 3)
        let next = Self.heading(steps[1])
        #expect(next.count > 80, "a heading too long for 80 columns")
        let narrow = try await TerminalRun("BekamDemo", ["--step"], rows: 24, columns: 80, keys: ["q\n"])
        let first = try #require(Self.questions(narrow).first)
        #expect(
            first.count <= 76 && first.contains("Enter: next \(next.prefix(15))") && first.contains("…, "))
        let keys = Array(repeating: "\n", count: 8) + ["q\n"]
        let run = try await TerminalRun(
            "BekamDemo", ["--step"], rows: 45, columns: 160, keys: keys, resizes: [4: (24, 80)])
        let questions = Self.questions(run)
        #expect(questions.count == 9)
        let (before, after) = (questions.prefix(5), questions.dropFirst(5))
        #expect(before.allSatisfy { $0.count <= 156 }, "\(before)")
        #expect(before[0].contains("Enter: next \(next.prefix(70))"), "\(before[0])")
        #expect(after.allSatisfy { $0.count <= 76 }, "\(after)")
        let screenfuls = Self.screenfuls(run, columns: 80).dropFirst(5)
        #expect(screenfuls.allSatisfy { $0 <= 24 }, "\(screenfuls)")
    }

    /// A number with no step is answered, as is any other wrong key; `l` lists the stops on a cleared
    /// screen, the current one marked, and Enter then shows the page again; nothing of it stays.
    @Test func aWrongNumberIsAnsweredAndLListsTheStops() async throws {
        let steps = try await Self.steps("StrategyDemo", atLeast: 2)
        let count = steps.count
        let run = try await TerminalRun(
            "StrategyDemo", ["--step"], keys: ["99\n", "zz\n", "l\n", "\n", "q\n"])
        #expect(run.status == 0 && run.questions == 5)
        let questions = Self.questions(run)
        #expect(questions[1].hasPrefix("no step 99 (1-\(count)); [1/\(count) "), "\(questions[1])")
        #expect(questions[2].hasPrefix("no key 'zz'; l lists the steps; [1/\(count) "), "\(questions[2])")
        for (number, step) in steps.enumerated() {
            let mark = number == 0 ? ">" : " "
            let width = String(count).count
            let shown = String(repeating: " ", count: width - String(number + 1).count) + "\(number + 1)"
            #expect(run.raw.contains("\(mark) \(shown) \(Self.heading(step).prefix(20))"), "\(number + 1)")
        }
        #expect(run.screen.text == steps[0].drop { $0 == "\n" })
    }

    @Test func theLastStepAsksTooSoBGoesBackFromItAndEnterEndsLeavingNoQuestion() async throws {
        let steps = try await Self.steps("StrategyDemo", atLeast: 2)
        let (count, last) = (steps.count, "\(steps.count)\n")
        // The last step, b (back to the one before), the last again, Enter.
        let run = try await TerminalRun("StrategyDemo", ["--step"], keys: [last, "b\n", last, "\n"])
        #expect(run.status == 0 && run.questions == 4 && run.screen.column == 0)
        #expect(run.screen.text == steps[count - 1])
        #expect(
            run.raw.contains("/\(count) ")
                && run.raw.contains("] Enter: end, b: back, 1-\(count): go to step, l: list, q: quit "))
        // q ends it there too (the end of input: stepGoesOn...).
        for quit in ["q\n"] {
            let stopped = try await TerminalRun("StrategyDemo", ["--step"], keys: [last, quit])
            #expect(stopped.status == 0 && stopped.questions == 2, "\(quit.debugDescription)")
            #expect(stopped.screen.text == steps[count - 1], "\(quit.debugDescription)")
        }
    }

    @Test func ctrlCErasesTheQuestionAndExitsWith130() async throws {
        let steps = try await Self.steps("StrategyDemo", atLeast: 2)
        let run = try await TerminalRun("StrategyDemo", ["--step"], keys: ["\n", "\u{03}"])
        #expect(run.status == 130)
        #expect(run.screen.text == steps[0] + steps[1] && run.screen.column == 0)
    }

    @Test func aStepTallerThanTheTerminalPausesAtEachScreenful() async throws {
        let all = try await Self.piped("BekamDemo")
        let steps = try await Self.steps("BekamDemo", atLeast: 1)
        // 8 rows: 7 lines of the transcript, then the question.
        let first = try await TerminalRun("BekamDemo", ["--step"], rows: 8, keys: ["q\n"])
        #expect(
            first.screen.text == all.split(separator: "\n", omittingEmptySubsequences: false).prefix(7)
                .joined(separator: "\n") + "\n")
        // 60 columns: a long line takes two rows or more, and a screenful counts them.
        let whole = try await TerminalRun(
            "BekamDemo", ["--step"], rows: 8, columns: 60, keys: Array(repeating: "\n", count: 2000))
        #expect(whole.status == 0 && whole.screen.text == all)
        #expect(whole.questions > steps.count)
        let screenfuls = Self.screenfuls(whole, columns: 60)
        #expect(screenfuls.allSatisfy { $0 <= 8 }, "\(screenfuls.filter { $0 > 8 })")
        // No Enter shows only blank lines: the blank lines before a heading open its step.
        let blankPages = whole.raw.components(separatedBy: TerminalRun.prompt).dropLast().filter { part in
            part.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "").components(separatedBy: "\r\n").dropLast()
                .allSatisfy { $0.allSatisfy { $0 == "\r" } }
        }
        #expect(blankPages.isEmpty, "\(blankPages.count) pages of blank lines only")
    }

    /// The rows each screenful takes with its question (as wide as the prompt's end), without the
    /// echoed Enter that begins all but the first.
    static func screenfuls(_ run: TerminalRun, columns: Int) -> [Int] {
        run.raw.components(separatedBy: TerminalRun.prompt).dropLast().enumerated().map { index, part in
            // Escape sequences and carriage returns take no column.
            let rows = part.replacing(/\u{1B}\[[0-9;]*[A-Za-z]|\r/, with: "").components(separatedBy: "\r\n")
            return
                (rows.dropFirst(index == 0 ? 0 : 1).dropLast() + [rows[rows.count - 1] + TerminalRun.prompt])
                .map { max(1, ($0.count + columns - 1) / columns) }.reduce(0, +)
        }
    }

    @Test func onANarrowTerminalTheWrappedQuestionIsErasedWholeAndFitsTheScreenful() async throws {
        // 40 columns: the question is its shortest, and takes two rows with the 30 letters typed after it.
        let all = try await Self.piped("StrategyDemo")
        let keys = [String(repeating: "x", count: 30) + "\n"] + Array(repeating: "\n", count: 200)
        let run = try await TerminalRun("StrategyDemo", ["--step"], rows: 12, columns: 40, keys: keys)
        #expect(run.status == 0 && run.screen.text == all)
        let screenfuls = Self.screenfuls(run, columns: 40)
        #expect(screenfuls.allSatisfy { $0 <= 12 }, "\(screenfuls.filter { $0 > 12 })")
        // Ctrl-C and the end of input after typed text leave the first screenful and no question.
        let first = Screen(try #require(run.raw.components(separatedBy: "[1/").first), columns: 40).text
        for (keys, status) in [(keys[0], 130), ("ab\u{04}\u{04}", 0)] {
            let stopped = try await TerminalRun(
                "StrategyDemo", ["--step"], rows: 12, columns: 40, keys: [keys, "\u{03}"])
            #expect(
                stopped.status == Int32(status) && stopped.screen.text == first, "\(keys.debugDescription)")
            #expect(stopped.screen.column == 0)
        }
    }

    /// Every demo's full run on a terminal, in a process of its own, is what the test process prints
    /// with `--color always` (so an order that changes from process to process shows), and a line
    /// saying where to go next; `NO_COLOR` declines the colour (one demo: DemoTools decides it).
    @Test(arguments: Golden.demos) func aTerminalGetsColourUnlessNoColorAsks(_ demo: String) async throws {
        // A full run on a terminal ends with a line saying where to go next; a pipe never gets it.
        let next = "\nNext: swift run \(demo) --list, "
        let painted = try await TerminalRun(demo, [])
        let paintedRun = painted.raw.replacing("\r\n", with: "\n").split(separator: next)
        #expect(paintedRun.count == 2, "\(demo)")
        let piped = try await Self.piped(demo, ["--color", "always"])
        #expect(paintedRun.first.map(String.init) == piped, "\(demo)")
        guard demo == "StrategyDemo" else { return }
        let plain = try await TerminalRun(demo, [], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        let plainRun = plain.raw.replacing("\r\n", with: "\n").split(separator: next)
        #expect(plainRun.first.map(String.init) == (try await Self.piped(demo)), "\(demo)")
    }
}
