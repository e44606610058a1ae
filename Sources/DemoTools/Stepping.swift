import DemoSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rows of the question on screen above the cursor's, for Ctrl-C to erase them too.
nonisolated(unsafe) private var questionRowsAbove = 0

/// `--step`: the transcript one step at a time, each step in pages that fit the terminal, with a
/// question on standard error between them. Standard output gets only the transcript's lines; the
/// terminal's size shapes the pages and the question, never what is printed.
struct Stepper {
    let steps: [[TextLine]]
    /// The size a test gives; nil: the terminal's, read anew for each page and question, so a
    /// terminal resized (a font zoomed) mid-run gets pages and questions that fit its new size.
    var fixedSize: (rows: Int, columns: Int)?

    init(steps: [[TextLine]], size: (rows: Int, columns: Int)? = nil) {
        (self.steps, fixedSize) = (steps, size)
    }

    /// Rows and columns of the terminal, 24 by 80 when it does not say.
    var size: (rows: Int, columns: Int) {
        if let fixedSize { return fixedSize }
        var size = winsize()
        let known = [2, 1, 0].contains { ioctl($0, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 1 }
        return known ? (Int(size.ws_row), max(1, Int(size.ws_col))) : (24, 80)
    }

    /// What the instructor typed: Enter, `b`, a step's number, `l` (the list of steps), or `q`
    /// (`quit`, `Q`); anything else, or a number with no step, is answered and asked again.
    enum Answer: Equatable { case next, back, step(Int), list, quit, wrong(String) }

    /// The columns `text` takes: two for an emoji or an East Asian wide character, else one.
    static func width(_ text: some StringProtocol) -> Int { text.reduce(0) { $0 + columns(of: $1) } }

    /// The columns a terminal gives `character`.
    static func columns(of character: Character) -> Int {
        if character.isASCII { return 1 }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return 2 }
        let value = scalars.first?.value ?? 0
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// The rows `text` takes as the terminal wraps it.
    func rows(_ text: some StringProtocol) -> Int {
        let columns = size.columns
        return max(1, (Self.width(text) + columns - 1) / columns)
    }

    /// Columns the question leaves free on its row for what is typed after it.
    static let typing = 4

    /// The question after a page of the step at `index`: where the room is (the step and its scenario),
    /// what Enter shows next (more of this step, the next step's heading, or the end) and the keys,
    /// after `note` (the answer to a wrong key). It fits one row of the terminal with room to type:
    /// the heading is cut to fit, and on a narrow terminal the scenario and the keys' words go.
    func question(_ index: Int, more: Bool, note: String = "") -> String {
        let count = steps.count
        let room = size.columns - Self.typing
        let next = index < count - 1 ? heading(of: index + 1) : ""
        let (long, short) = (
            "[\(index + 1)/\(count) \(scenario(at: index))] Enter: ", "[\(index + 1)/\(count)] Enter: "
        )
        let (keys, fewer) = (
            ", b: back, 1-\(count): go to step, l: list, q: quit ", ", b, 1-\(count), l: list, q: quit "
        )
        // The forms from the fullest, each with the fewest columns it leaves the next step's heading.
        for (lead, keys, least) in [(long, keys, 30), (long, fewer, 20), (short, fewer, 12)] {
            let lead = note + lead
            if more || next.isEmpty {
                let full = lead + (more ? "more" : "end") + keys
                if Self.width(full) <= room { return full }
                continue
            }
            let left = room - Self.width(lead + "next " + keys)
            if Self.width(next) <= left { return lead + "next " + next + keys }
            if left >= least { return lead + "next " + Self.cut(next, to: left) + keys }
        }
        return "\(note)[\(index + 1)/\(count)] Enter, b, 1-\(count), l, q: quit "
    }

    /// The title or heading that opens the step at `index`, as the transcript prints it.
    func heading(of index: Int) -> String { steps[index].first(where: \.startsStep)?.plain ?? "" }

    /// The name of the scenario the step at `index` belongs to (none before the first).
    func scenario(at index: Int) -> String {
        let title = steps[...index].reversed().lazy.compactMap { $0.first(where: \.startsStep)?.plain }
            .first { $0.hasPrefix("== ") }
        return title.map { String($0.dropFirst(3).dropLast(3)) } ?? "start"
    }

    /// `text` cut to `columns` with `…`.
    static func cut(_ text: String, to columns: Int) -> String {
        guard width(text) > columns else { return text }
        var kept = ""
        for character in text {
            guard width(kept) + width(String(character)) + 1 <= columns else { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// The stops `l` lists, above the question: each step's number and heading, the current one
    /// marked `>`, in as many columns as it takes to leave the question its rows; each cut to its column.
    func stops(current index: Int) -> [String] {
        let (rows, columns) = size
        let height = max(1, rows - 1 - self.rows(question(index, more: true)))
        let across = (steps.count + height - 1) / height
        let down = (steps.count + across - 1) / across
        let cell = max(8, (columns - 1) / across)
        let digits = String(steps.count).count
        return (0..<down).map { row -> String in
            let line = stride(from: row, to: steps.count, by: down).map { step in
                let number = String(step + 1)
                let entry =
                    (step == index ? "> " : "  ") + String(repeating: " ", count: digits - number.count)
                    + number
                    + " " + heading(of: step)
                let shown = Self.cut(entry, to: cell - 1)
                return shown + String(repeating: " ", count: max(0, cell - Self.width(shown)))
            }
            return String(line.joined().reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The end of the page of the step at `index` that begins at its line `start`: the lines that fit
    /// the terminal's rows left over by the longest question (at least one line).
    func pageEnd(of index: Int, from start: Int) -> Int {
        let free = size.rows - max(rows(question(index, more: true)), rows(question(index, more: false)))
        var (end, used) = (start, 0)
        while end < steps[index].count {
            let rows = rows(steps[index][end].plain)
            if used > 0 && used + rows > free { break }
            (end, used) = (end + 1, used + rows)
        }
        return end
    }

    /// Shows the steps from the first, asking after each page, the run's last too; `b` or a number
    /// goes to that step, shown in place of the current one on a cleared screen when the output is a
    /// terminal (appended to a pipe or a file); `q`, the end of input or Enter after the last page stops.
    /// Ctrl-C erases the question and ends the run with status 130, as a shell reports an interrupted command.
    func run() {
        signal(SIGINT) { _ in
            let (up, erase): (StaticString, StaticString) = ("\u{1B}[A", "\r\u{1B}[J")
            for _ in 0..<questionRowsAbove { _ = systemWrite(2, up.utf8Start, up.utf8CodeUnitCount) }
            if isatty(2) == 1 { _ = systemWrite(2, erase.utf8Start, erase.utf8CodeUnitCount) }
            _exit(130)
        }
        var (index, start, clear, listed, again) = (0, 0, false, false, false)
        while index < steps.count {
            let end = pageEnd(of: index, from: start)
            if clear && isatty(1) == 1 { Demo.print("\u{1B}[H\u{1B}[2J") }
            // After the list of steps, Enter shows the page it was asked after again (a pipe has it).
            if !listed && !(again && isatty(1) != 1) {
                Demo.print(steps[index][start..<end].map { $0.shown + "\n" }.joined())
            }
            let more = end < steps[index].count
            let answer = ask(index, more: more, listing: listed)
            switch answer {
            case .next where listed: break
            case .next: (index, start) = more ? (index, end) : (index + 1, 0)
            case .back: (index, start) = (max(index - 1, 0), 0)
            case .step(let number): (index, start) = (number - 1, 0)
            case .list: break
            case .quit, .wrong: return
            }
            (clear, listed, again) = (answer != .next || listed, answer == .list, answer == .next && listed)
        }
    }

    /// What `typed` (without its newline) answers after the step at `index`.
    func answer(_ typed: String) -> Answer {
        let word = typed.filter { !$0.isWhitespace }.lowercased()
        if let number = Int(word) {
            return (1...steps.count).contains(number)
                ? .step(number) : .wrong("no step \(number) (1-\(steps.count))")
        }
        if let answer: Answer = ["": .next, "b": .back, "l": .list, "q": .quit, "quit": .quit][word] {
            return answer
        }
        let shown = word.filter { $0.isASCII && ($0.asciiValue ?? 0) >= 32 }
        return .wrong("no key '\(shown.count > 10 ? shown.prefix(9) + "…" : shown)'; l lists the steps")
    }

    /// Asks on standard error, when it is a terminal, until the answer is one of the keys, and erases
    /// each question with what was typed after it, all the rows they take. With `listing`, the list
    /// of steps is above it on a cleared screen, and erased with it. A wrong answer is said in front of
    /// the question asked again. The end of input quits.
    private func ask(_ index: Int, more: Bool, listing: Bool) -> Answer {
        var note = ""
        let terminal = isatty(2) == 1
        if listing && terminal { _ = Demo.write("\u{1B}[H\u{1B}[2J", to: 2) }
        while true {
            let list = listing ? stops(current: index) : []
            let question = self.question(index, more: more, note: note.isEmpty ? "" : note + "; ")
            questionRowsAbove = terminal ? list.count + rows(question) - 1 : 0
            if terminal { _ = Demo.write(list.map { $0 + "\n" }.joined() + question, to: 2) }
            let line = readLine(strippingNewline: false) ?? ""
            let entered = line.last?.isNewline == true
            let up = list.count + rows(question + line.dropLast(entered ? 1 : 0)) - (entered ? 0 : 1)
            if terminal { _ = Demo.write((up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J", to: 2) }
            questionRowsAbove = 0
            switch entered ? answer(String(line.dropLast())) : .quit {
            case .list where listing: note = ""
            case .wrong(let why): note = why
            case let answer: return answer
            }
        }
    }
}

extension Demo {
    /// The lines as one output, and with `--step` also in steps that each begin with a title or
    /// heading and the blank lines before it, so no page is only blank (the demo's title goes first).
    func shown(_ lines: [TextLine], _ display: Display) -> Response {
        var steps: [[TextLine]] = [[]]
        for line in lines {
            if line.startsStep && steps[steps.count - 1].contains(where: \.startsStep) {
                let blanks = steps[steps.count - 1].reversed().prefix { $0.plain.isEmpty }.count
                steps += [Array(steps[steps.count - 1].suffix(blanks))]
                steps[steps.count - 2].removeLast(blanks)
            }
            steps[steps.count - 1].append(line)
        }
        return Response(output: lines.map { $0.shown + "\n" }.joined(), steps: display.step ? steps : [])
    }
}
