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
/// question on standard error between them. Standard output gets only the transcript's lines.
struct Stepper {
    let steps: [[TextLine]]
    /// Rows and columns of the terminal, 24 by 80 when it does not say.
    var size: (rows: Int, columns: Int) = {
        var size = winsize()
        let known = [1, 2, 0].contains { ioctl($0, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 1 }
        return known ? (Int(size.ws_row), max(1, Int(size.ws_col))) : (24, 80)
    }()

    /// What the instructor typed: Enter, `b`, a step's number, or `q` (`quit`, `Q`).
    enum Answer: Equatable { case next, back, step(Int), quit }

    /// The rows `text` takes as the terminal wraps it, a character outside ASCII counting two columns.
    func rows(_ text: some StringProtocol) -> Int {
        max(1, (text.reduce(0) { $0 + ($1.isASCII ? 1 : 2) } + size.columns - 1) / size.columns)
    }

    /// The question after a page of the step at `index`: where the room is (the step and its scenario)
    /// and what Enter shows next (more of this step, the next step's heading, or the end).
    func question(_ index: Int, more: Bool) -> String {
        let keys = "b: back, 1-\(steps.count): go to step, q: quit "
        let next = index < steps.count - 1 ? "next " + Self.short(heading(of: index + 1)) : "end"
        return "[\(index + 1)/\(steps.count) \(scenario(at: index))] Enter: \(more ? "more" : next), \(keys)"
    }

    /// The title or heading that opens the step at `index`, as the transcript prints it.
    func heading(of index: Int) -> String { steps[index].first(where: \.startsStep)?.plain ?? "" }

    /// The name of the scenario the step at `index` belongs to (none before the first).
    func scenario(at index: Int) -> String {
        let title = steps[...index].reversed().lazy.compactMap { $0.first(where: \.startsStep)?.plain }
            .first { $0.hasPrefix("== ") }
        return title.map { String($0.dropFirst(3).dropLast(3)) } ?? "start"
    }

    /// `text` cut to 40 characters with `…`.
    static func short(_ text: String) -> String { text.count > 40 ? text.prefix(39) + "…" : text }

    /// The step in pages that leave the terminal's last rows to its longest question.
    func pages(of index: Int) -> [String] {
        var (pages, used) = ([""], 0)
        let free = size.rows - max(rows(question(index, more: true)), rows(question(index, more: false)))
        for line in steps[index] {
            let rows = rows(line.plain)
            if used > 0 && used + rows > free { (pages, used) = (pages + [""], 0) }
            pages[pages.count - 1] += line.shown + "\n"
            used += rows
        }
        return pages
    }

    /// Shows the steps from the first, asking after each page, the run's last too; `b` or a number
    /// goes to that step, shown in place of the current one on a cleared screen when the output is a
    /// terminal (appended to a pipe or a file); `q`, the end of input or Enter after the last page stops. Ctrl-C erases the
    /// question and ends the run with status 130, as a shell reports an interrupted command.
    func run() {
        signal(SIGINT) { _ in
            let (up, erase): (StaticString, StaticString) = ("\u{1B}[A", "\r\u{1B}[J")
            for _ in 0..<questionRowsAbove { _ = systemWrite(2, up.utf8Start, up.utf8CodeUnitCount) }
            if isatty(2) == 1 { _ = systemWrite(2, erase.utf8Start, erase.utf8CodeUnitCount) }
            _exit(130)
        }
        var (index, page, clear) = (0, 0, false)
        while index < steps.count {
            let pages = pages(of: index)
            if clear && isatty(1) == 1 { Demo.print("\u{1B}[H\u{1B}[2J") }
            Demo.print(pages[page])
            let more = page < pages.count - 1
            let answer = ask(question(index, more: more))
            switch answer {
            case .next: (index, page) = more ? (index, page + 1) : (index + 1, 0)
            case .back: (index, page) = (max(index - 1, 0), 0)
            case .step(let number): (index, page) = (number - 1, 0)
            case .quit: return
            }
            clear = answer != .next
        }
    }

    /// Asks on standard error, when it is a terminal, until the answer is one of the keys, and erases
    /// each question with what was typed after it, all the rows they take. The end of input quits.
    private func ask(_ question: String) -> Answer {
        while true {
            questionRowsAbove = isatty(2) == 1 ? rows(question) - 1 : 0
            if isatty(2) == 1 { _ = Demo.write(question, to: 2) }
            let line = readLine(strippingNewline: false) ?? ""
            let entered = line.last?.isNewline == true
            let up = rows(question + line.dropLast(entered ? 1 : 0)) - (entered ? 0 : 1)
            if isatty(2) == 1 { _ = Demo.write((up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J", to: 2) }
            questionRowsAbove = 0
            let word = entered ? line.filter { !$0.isWhitespace }.lowercased() : "q"
            if let number = Int(word), (1...steps.count).contains(number) { return .step(number) }
            if let answer: Answer = ["": .next, "b": .back, "q": .quit, "quit": .quit][word] {
                return answer
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
