import Foundation

/// An attack fixture (scripts/Grading/Attacks/NAME/, docs/grading.md): handed in for `exercise`; the
/// grader must give `cell`, with a reason holding `reason` when given.
public struct Attack: Sendable {
    public let name: String
    public let exercise: String
    public let cell: String
    public let reason: String?
    public let generated: String?
}

/// Reads every attack folder under `folder`, sorted by name; a folder that cannot be read is an error.
public func readAttacks(_ folder: String) throws(GradeError) -> [Attack] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var attacks: [Attack] = []
    for name in names where !name.hasPrefix(".") {
        func text(_ file: String) -> String? {
            FileManager.default.contents(atPath: "\(folder)/\(name)/\(file)").map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        guard let exercise = text("exercise")?.split(separator: "\n").first.map(String.init),
            let expect = text("expect")
        else { throw GradeError(message: "attack \(name): no exercise or expect file") }
        let lines = expect.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let generated = lines.first { $0.hasPrefix("generated: ") }.map {
            String($0.dropFirst("generated: ".count))
        }
        let reason =
            lines.count > 1 && !lines[1].hasPrefix("generated: ") && !lines[1].isEmpty ? lines[1] : nil
        guard let cell = lines.first, !cell.isEmpty else {
            throw GradeError(message: "attack \(name): an empty expect file")
        }
        attacks.append(
            Attack(name: name, exercise: exercise, cell: cell, reason: reason, generated: generated))
    }
    return attacks
}

/// Makes the submission of `attack` in `target`: the course's Package.swift and Sources/ with the
/// exercise's reference solution applied (`solution`, a patch), then the attack's files/ (links kept as
/// links), then what its generator makes. So files/ holds only what the attack changes.
func materialize(
    _ attack: Attack, from folder: String, course: [String: [UInt8]], solution: String, into target: String,
    write: ([UInt8], String) -> Void
)
    -> String?
{
    for (path, bytes) in course { write(bytes, target + "/" + path) }
    // Outside any repository (the course's own may enclose the scratch folder, and git apply in a
    // repository's subfolder skips every path outside it, silently).
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CEILING_DIRECTORIES"] = (target as NSString).deletingLastPathComponent
    if runCommand([tool("git"), "apply", solution], in: target, environment: environment, limit: 65536).status
        != 0
    {
        return "cannot apply the reference solution \(solution)"
    }
    let files = "\(folder)/\(attack.name)/files"
    if FileManager.default.fileExists(atPath: files) {
        let copied = runCommand(["/bin/cp", "-a", files + "/.", target + "/"], limit: 65536)
        if copied.status != 0 { return "cannot copy its files" }
    }
    let travel = target + "/Sources/StrategyDemo/Strategy/Travel"
    switch attack.generated {
    case nil: return nil
    case "an empty submission", "only the files in files/":
        try? FileManager.default.removeItem(atPath: target)
        try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        if attack.generated == "only the files in files/" {
            if runCommand(["/bin/cp", "-a", files + "/.", target + "/"], limit: 65536).status != 0 {
                return "cannot copy its files"
            }
        }
        return nil
    case "a folder 300 levels deep":
        let deep = (1...300).map { _ in "d" }.joined(separator: "/")
        do {
            try FileManager.default.createDirectory(
                atPath: travel + "/" + deep, withIntermediateDirectories: true)
        } catch { return "cannot make the deep folder" }
        write(Array("struct Deep {}\n".utf8), travel + "/" + deep + "/Deep.swift")
        return nil
    case "a link to a file only root can read":
        // Bus.swift becomes a link to a correct Bus that only root may read, outside the submission.
        let secret = target + ".secret-Bus.swift"
        guard let bus = FileManager.default.contents(atPath: travel + "/Bus.swift") else {
            return "no Bus.swift to hide"
        }
        write(Array(bus), secret)
        chmod(secret, 0o600)
        try? FileManager.default.removeItem(atPath: travel + "/Bus.swift")
        do {
            try FileManager.default.createSymbolicLink(
                atPath: travel + "/Bus.swift", withDestinationPath: secret)
        } catch {
            return "cannot make the link"
        }
        return nil
    case "a line added to Sources/DemoTools/ClassDiagram.swift":
        let path = target + "/Sources/DemoTools/ClassDiagram.swift"
        guard let text = FileManager.default.contents(atPath: path) else { return "no ClassDiagram.swift" }
        write(Array(text) + Array("\nextension Relation { static let stamp = \"edited\" }\n".utf8), path)
        return nil
    case "lines appended to Package.swift that write outside its copy":
        let path = target + "/Package.swift"
        guard let text = FileManager.default.contents(atPath: path) else { return "no Package.swift" }
        let canary =
            "\nimport Foundation\n_ = FileManager.default.createFile(atPath: \"/tmp/grade-manifest-canary\", contents: nil)\n"
        write(Array(text) + Array(canary.utf8), path)
        return nil
    case "main.swift replaced by one that prints the exercise's expected output":
        let expected = (solution as NSString).deletingLastPathComponent + "/expected.txt"
        guard let text = FileManager.default.contents(atPath: expected) else { return "no \(expected)" }
        let main = Array("print(##\"\"\"\n".utf8) + Array(text) + Array("\"\"\"##, terminator: \"\")\n".utf8)
        write(main, target + "/Sources/StrategyDemo/main.swift")
        return nil
    case let what? where Surroundings.kinds.contains(what): return nil  // set up around the grading
    default: return "an unknown generator: \(attack.generated ?? "")"
    }
}

/// Grades every attack of `folder` and says, for each, whether the grader gave what it expects.
/// Returns the problems (empty when every attack was refused as expected).
public func proveAttacks(grader: Grader, folder: String, workers: Int, say: (String) -> Void)
    throws(GradeError) -> [String]
{
    let attacks = try readAttacks(folder)
    let classFolder = grader.state + "/attacks"
    try? FileManager.default.removeItem(atPath: classFolder)
    var problems: [String] = []
    var ready: [Attack] = []
    for attack in attacks {
        if grader.infos[attack.exercise] == nil {
            problems.append("attack \(attack.name): no exercise \(attack.exercise)")
            continue
        }
        if let why = materialize(
            attack, from: folder, course: grader.courseFiles,
            solution: grader.exercisesFolder + "/" + attack.exercise + "/solution.patch",
            into: classFolder + "/" + attack.name,
            write: { grader.write($0, to: $1) })
        {
            problems.append("attack \(attack.name): \(why)")
            continue
        }
        ready.append(attack)
    }
    let names = uniqued(ready.map(\.exercise))
    let demos = uniqued(names.compactMap { grader.infos[$0]?.exercise.demo })
    let surroundings = Surroundings(ready.compactMap(\.generated), course: grader.course, say: say)
    defer { surroundings.undo() }
    problems += surroundings.problems
    try grader.prepare(workers: workers, demos: demos, names: names)
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var next = 0
        var results: [Int: Graded] = [:]
    }
    let box = Box()
    let chosen = ready
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, ready.count))) { slot in
        while true {
            box.lock.lock()
            let k = box.next
            box.next += 1
            box.lock.unlock()
            if k >= chosen.count { break }
            let attack = chosen[k]
            let graded = grader.grade(
                submission: classFolder + "/" + attack.name, names: [attack.exercise], worker: slot + 1)
            box.lock.lock()
            box.results[k] = graded[attack.exercise]
            box.lock.unlock()
        }
    }
    for (k, attack) in ready.enumerated() {
        let graded = box.results[k] ?? Graded(verdict: .cannotGrade("no verdict"))
        let ok =
            graded.verdict.cell == attack.cell
            && (attack.reason.map { graded.verdict.reason.contains($0) } ?? true)
        say(
            "\(ok ? "as expected" : "NOT AS EXPECTED"): \(attack.name): \(graded.verdict.cell): \(graded.verdict.reason)"
        )
        if !ok {
            problems.append(
                "attack \(attack.name): expected \(attack.cell)\(attack.reason.map { " with '\($0)'" } ?? ""); the grader gave \(graded.verdict.cell): \(graded.verdict.reason)"
            )
        }
    }
    try? FileManager.default.removeItem(atPath: classFolder)
    for attack in ready where attack.generated != nil {
        try? FileManager.default.removeItem(atPath: classFolder + "/" + attack.name + ".secret-Bus.swift")
    }
    return problems
}

/// What some attacks need around the grader rather than in the submission: a planted variable in the
/// grader's environment, a descriptor it was started with, the course's exercises under /usr, another
/// process on the first worker's uid. Set up for the whole batch of attacks, undone after it; each kind
/// is bounded by scripts/grade-sandbox, so its attack passes on its merit (docs/grading.md).
final class Surroundings {
    static let environment = "the grader runs with GRADE_PLANTED_SECRET=planted-41 in its environment"
    static let descriptor =
        "the grader is started with a descriptor from 9 up open on a file that only root can read, holding grade-secret-41"
    static let underUsr =
        "the course's exercises are copied to /usr/local/share/grade-course-41 while the grader grades"
    static let uidInUse =
        "a process of uid 64001 (the first worker's) runs, and a file outside the scratch copy belongs to it, while the grader grades"
    static let kinds: Set<String> = [environment, descriptor, underUsr, uidInUse]

    private(set) var problems: [String] = []
    private var undoing: [() -> Void] = []

    init(_ generated: [String], course: String, say: (String) -> Void) {
        let wanted = Set(generated).intersection(Self.kinds)
        let root = geteuid() == 0
        for kind in Self.kinds.sorted() where wanted.contains(kind) {
            if !root && (kind == Self.underUsr || kind == Self.uidInUse) {
                say("(not as root: '\(kind)' is set up only when prove runs as root)")
                continue
            }
            if let why = setUp(kind, course: course) { problems.append("cannot set up '\(kind)': \(why)") }
        }
    }

    func undo() {
        for step in undoing.reversed() { step() }
        undoing = []
    }

    private func setUp(_ kind: String, course: String) -> String? {
        let secret = NSTemporaryDirectory() + "grade-secret-41-\(getpid())"
        switch kind {
        case Self.environment:
            setenv("GRADE_PLANTED_SECRET", "planted-41", 1)
            undoing.append { unsetenv("GRADE_PLANTED_SECRET") }
        case Self.descriptor:
            guard FileManager.default.createFile(atPath: secret, contents: Data("grade-secret-41\n".utf8)),
                chmod(secret, 0o600) == 0
            else { return "cannot write \(secret)" }
            // The lowest free descriptor from 9 up: dup2 onto 9 would silently close one of the
            // grader's own (Foundation's child-exit watch, in a long run), and it would wait for ever.
            let opened = open(secret, O_RDONLY)
            guard opened >= 0 else { return "cannot open \(secret)" }
            let inherited = fcntl(opened, F_DUPFD, 9)
            close(opened)
            guard inherited >= 9 else { return "cannot open a descriptor from 9 up" }
            undoing.append {
                close(inherited)
                unlink(secret)
            }
        case Self.underUsr:
            let copy = "/usr/local/share/grade-course-41"
            let exercises = copy + "/Tests/Exercises"
            try? FileManager.default.removeItem(atPath: copy)
            try? FileManager.default.createDirectory(atPath: exercises, withIntermediateDirectories: true)
            undoing.append { try? FileManager.default.removeItem(atPath: copy) }
            let copied = runCommand(
                ["/bin/cp", "-R", course + "/Tests/Exercises/travel-bus", exercises + "/"], limit: 65536)
            if copied.status != 0 { return "cannot copy the exercises to \(copy)" }
        case Self.uidInUse:
            // Fixed names and a bounded sleeper: what a killed prove run leaves behind is replaced by
            // the next run, or gone within 15 minutes, and never holds the uid for good.
            let owned = NSTemporaryDirectory() + "grade-uid-in-use-41"
            unlink(owned)
            guard FileManager.default.createFile(atPath: owned, contents: Data()),
                chown(owned, 64001, 64001) == 0
            else { return "cannot give \(owned) to uid 64001" }
            undoing.append { unlink(owned) }
            guard let setpriv = onPath("setpriv") else { return "no setpriv" }
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: setpriv)
            sleeper.arguments = [
                "--reuid=64001", "--regid=64001", "--clear-groups", "--", "/bin/sleep", "900",
            ]
            do { try sleeper.run() } catch { return "cannot start a process as uid 64001" }
            undoing.append {
                sleeper.terminate()
                sleeper.waitUntilExit()
            }
        default: return "an unknown kind"
        }
        return nil
    }
}
