// The grader's command line (scripts/grade launches it): see `help` in Command.swift and docs/grading.md.
import Foundation
import Grading
import SourceChecks

func fail(_ message: String, usage: String = Grading.usage) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
    exit(64)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count + 1)
}

var argv = Array(CommandLine.arguments.dropFirst())
// The launcher names the course first: --course DIR.
var course = FileManager.default.currentDirectoryPath
if argv.count >= 2, argv[0] == "--course" {
    course = argv[1]
    argv.removeFirst(2)
}

if argv.first == "merge" {
    let mergeUsage = "usage: scripts/merge-grades OUT SHARD.csv..."
    guard argv.count >= 3 else { fail("name the merged file and at least one shard CSV", usage: mergeUsage) }
    var shards: [(name: String, text: String)] = []
    for path in argv.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("no shard CSV \(escapedName(path))", usage: mergeUsage)
        }
        shards.append((path, String(decoding: data, as: UTF8.self)))
    }
    do {
        let merged = try mergeCSV(shards)
        guard FileManager.default.createFile(atPath: argv[1], contents: Data(merged.utf8)) else {
            FileHandle.standardError.write(Data("error: cannot write \(escapedName(argv[1]))\n".utf8))
            exit(1)
        }
        say("\(merged.split(separator: "\n").count - 1) submissions from \(shards.count) shards: \(argv[1])")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
        exit(1)
    }
}

if argv.first == "exercises" {
    // scripts/exercises prove | record | release (Exercises.swift).
    let tool = ExercisesTool(
        course: course, program: Bundle.main.executablePath ?? CommandLine.arguments[0], say: say,
        complain: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    exit(tool.main(Array(argv.dropFirst())))
}

if argv.first == "prove" {
    // scripts/exercises prove --attacks: every attack fixture of scripts/Grading/Attacks, graded.
    guard argv.count == 2, argv[1] == "--attacks" else {
        fail(
            "the grader proves the attacks: prove --attacks",
            usage: "usage: scripts/exercises prove --attacks")
    }
    let runLimit = ProcessInfo.processInfo.environment["GRADE_TIMEOUT"].flatMap(wholeNumber) ?? 10
    exit(
        proveAttacksCommand(
            course: course, runSeconds: runLimit, say: say,
            complain: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }))
}

let arguments: Arguments
do {
    arguments = try parseArguments(argv)
} catch {
    fail(error.message)
}
if arguments.help {
    say(help)
    exit(0)
}
let exercisesFolder = arguments.expected ?? course + "/Tests/Exercises"
guard let indexData = FileManager.default.contents(atPath: exercisesFolder + "/exercises.txt") else {
    fail("no exercise index at \(exercisesFolder)/exercises.txt")
}
let index = readIndex(String(decoding: indexData, as: UTF8.self))
let chosen: [Exercise]
do {
    chosen = try chooseExercises(arguments, index: index)
} catch {
    fail(error.message)
}
let names = chosen.map(\.name)

func positive(_ name: String, _ fallback: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
    guard let value = wholeNumber(text), value > 0 else {
        fail("\(name) is a positive whole number, not '\(escapedName(text))'")
    }
    return value
}
let runSeconds = positive("GRADE_TIMEOUT", 60)
let buildSeconds = positive("GRADE_BUILD_TIMEOUT", 600)
var options = GradeOptions()
options.outputLimit = positive("GRADE_OUTPUT_LIMIT", 1_048_576)
options.budgetSeconds = arguments.budget
_ = positive("GRADE_MEMORY_LIMIT", 1)
_ = positive("GRADE_BUILD_MEMORY_LIMIT", 1)
_ = positive("GRADE_PROCESSES", 1)

func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
let own = arguments.submissions == nil && (arguments.package.map { resolved($0) == resolved(course) } ?? true)

func printOne(_ exercise: Exercise, _ graded: Graded) {
    say(
        "\(graded.verdict.isPass ? "PASS" : "FAIL") \(exercise.name) (\(exercise.demo)): \(graded.verdict.reason)"
    )
    for line in graded.details { say(line) }
}

func tableRow(_ exercise: Exercise, _ graded: Graded) {
    say(
        padded(exercise.name, 22) + padded(exercise.demo, 17)
            + padded(graded.verdict.isPass ? "PASS" : "FAIL", 6)
            + graded.verdict.reason)
}

let grader: Grader
do {
    grader = try Grader(
        course: course, exercisesFolder: exercisesFolder, index: index,
        sandbox: Sandbox(launcher: nil, runSeconds: runSeconds, buildSeconds: buildSeconds), options: options)
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(1)
}

if own {
    var slots: Set<String> = []
    for info in grader.infos.values { slots.formUnion(info.slots) }
    let (results, baseline) = gradeOwn(
        course: course, exercisesFolder: exercisesFolder, chosen: chosen, infos: grader.infos,
        allSlots: slots,
        runSeconds: runSeconds, outputLimit: options.outputLimit)
    var failed = 0
    if arguments.all { say(padded("exercise", 22) + padded("demo", 17) + padded("result", 6) + "why") }
    for exercise in chosen {
        let graded = results[exercise.name] ?? Graded(verdict: .cannotGrade("the grader reached no verdict"))
        if !graded.verdict.isPass { failed += 1 }
        if arguments.all { tableRow(exercise, graded) } else { printOne(exercise, graded) }
    }
    if arguments.all {
        say(
            "\(chosen.count - failed) of \(chosen.count) passed.\(failed == 0 ? "" : " scripts/grade NAME shows why one fails, with the diff.")"
        )
    }
    if !baseline {
        say(
            "note: protected files not checked: this copy has no Tests/Exercises/release.sha256 (a release writes it) and is no git checkout with a commit."
        )
    }
    let hidden = chosen.contains {
        FileManager.default.fileExists(atPath: "\(exercisesFolder)/\($0.name)/hidden")
    }
    say(
        hidden
            ? "note: your own copy is graded on the visible scenario only; a grader also runs hidden variations (other data)."
            : "note: no hidden variations in this copy: the visible scenario only.")
    exit(failed == 0 ? 0 : 1)
}

// Another copy, or a folder of them: in the sandbox.
var launcher: String? = course + "/scripts/grade-sandbox"
if arguments.noSandbox {
    launcher = nil
} else {
    #if os(macOS)
        let sandboxProgram = "sandbox-exec"
    #else
        let sandboxProgram = "bwrap"
    #endif
    let found = ["/usr/bin", "/bin", "/usr/local/bin", "/usr/sbin"].contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(sandboxProgram)")
    }
    if !found {
        FileHandle.standardError.write(
            Data(
                """
                error: no sandbox to grade another copy in: its code would run with your rights (network, files).
                Install bubblewrap (Debian: apt-get install bubblewrap) or grade on macOS (sandbox-exec);
                --no-sandbox grades it anyway, at your own risk.

                """.utf8))
        exit(69)
    }
}

var subs: [String] = []
var notices: [String] = []
var shardNote: String?
if let submissions = arguments.submissions {
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: submissions)) ?? []).sorted()
    for entry in entries {
        let path = submissions + "/" + entry
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
            subs.append(path)
        } else {
            notices.append("not a folder, not graded: \(escapedName(entry))")
        }
    }
    guard !subs.isEmpty else { fail("no submission folders in \(escapedName(submissions))") }
    if let shard = arguments.shard {
        let total = subs.count
        let range = shardRange(k: shard.k, n: shard.n, count: total)
        subs = Array(subs[range])
        if shard.k != 1 { notices = [] }
        if subs.isEmpty {
            if let csv = arguments.csv {
                _ = FileManager.default.createFile(
                    atPath: csv,
                    contents: Data((["submission"] + names + ["passed"]).joined(separator: ",").utf8 + [10]))
            }
            say("shard \(shard.k)/\(shard.n) holds none of the \(total) submissions in \(submissions)")
            exit(0)
        }
        shardNote =
            "shard \(shard.k)/\(shard.n): submissions \(range.lowerBound + 1) to \(range.upperBound) of \(total)"
    }
} else if let package = arguments.package {
    subs = [package]
}
if let shardNote { say(shardNote) }

let graderFinal: Grader
do {
    graderFinal = try Grader(
        course: course, exercisesFolder: exercisesFolder, index: index,
        sandbox: Sandbox(launcher: launcher, runSeconds: runSeconds, buildSeconds: buildSeconds),
        options: options)
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(1)
}

// One grader at a time uses .build-grade.
let state = course + "/.build-grade"
try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
let lock = state + "/lock"
if (try? FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)) == nil {
    let holder = FileManager.default.contents(atPath: lock + "/pid").map {
        String(decoding: $0, as: UTF8.self)
    }
    if let holder, let pid = Int32(holder.trimmingCharacters(in: .whitespacesAndNewlines)), kill(pid, 0) == 0
    {
        FileHandle.standardError.write(
            Data("error: another scripts/grade (process \(pid)) is grading with \(state); wait for it\n".utf8)
        )
        exit(1)
    }
    try? FileManager.default.removeItem(atPath: lock)
    try? FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
}
_ = FileManager.default.createFile(atPath: lock + "/pid", contents: Data("\(getpid())\n".utf8))
func unlock() { try? FileManager.default.removeItem(atPath: lock) }

let cores = ProcessInfo.processInfo.activeProcessorCount
let workers = max(1, min(arguments.jobs ?? cores, subs.count))
let demos = chosen.map(\.demo).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
say(
    "== scratch copies of the course in .build-grade/ (sandbox: \(launcher == nil ? "none" : "scripts/grade-sandbox"))"
)
let started = Date()
do {
    try graderFinal.prepare(workers: workers, demos: demos, names: names)
} catch {
    unlock()
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(1)
}

final class Results: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var graded: [Int: [String: Graded]] = [:]
}
let shared = Results()
let count = subs.count
let submissionsList = subs
DispatchQueue.concurrentPerform(iterations: workers) { slot in
    while true {
        shared.lock.lock()
        let k = shared.next
        shared.next += 1
        shared.lock.unlock()
        if k >= count { break }
        let result = graderFinal.grade(submission: submissionsList[k], names: names, worker: slot + 1)
        shared.lock.lock()
        shared.graded[k] = result
        shared.lock.unlock()
    }
}
let elapsed = Date().timeIntervalSince(started)
unlock()

func graded(_ k: Int, _ name: String) -> Graded {
    shared.graded[k]?[name] ?? Graded(verdict: .cannotGrade("the grader reached no verdict"))
}

if arguments.submissions == nil {
    var failed = 0
    if arguments.all { say(padded("exercise", 22) + padded("demo", 17) + padded("result", 6) + "why") }
    for exercise in chosen {
        let one = graded(0, exercise.name)
        if !one.verdict.isPass { failed += 1 }
        if arguments.all { tableRow(exercise, one) } else { printOne(exercise, one) }
    }
    if arguments.all {
        say(
            "\(chosen.count - failed) of \(chosen.count) passed.\(failed == 0 ? "" : " --package DIR NAME shows why one fails, with the diff.")"
        )
    }
    for notice in graderFinal.notices + notices { say("note: \(notice)") }
    exit(failed == 0 ? 0 : 1)
}

var failedSubmissions = 0
say(padded("submission", 24) + padded("passed", 8) + "failed")
var csvText = (["submission"] + names + ["passed"]).joined(separator: ",") + "\n"
var why: [String] = []
let reports = arguments.csv.map { $0 + ".reports" }
if let reports {
    try? FileManager.default.removeItem(atPath: reports)
    try? FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
}
for (k, path) in subs.enumerated() {
    let label = escapedName((path as NSString).lastPathComponent)
    var passed = 0
    var failing: [String] = []
    var cells: [String] = []
    var report = "submission \(label)\n"
    for exercise in chosen {
        let one = graded(k, exercise.name)
        cells.append(one.verdict.cell)
        report +=
            "\n\(one.verdict.isPass ? "PASS" : "FAIL") \(exercise.name) (\(exercise.demo)): \(one.verdict.reason)\n"
        for line in one.details { report += line + "\n" }
        if one.verdict.isPass {
            passed += 1
        } else {
            failing.append(exercise.name)
            why.append("\(label), \(exercise.name): \(one.verdict.reason)")
        }
    }
    if passed != chosen.count { failedSubmissions += 1 }
    say(
        padded(label, 24) + padded("\(passed)/\(chosen.count)", 8)
            + (failing.isEmpty ? "-" : failing.joined(separator: " ")))
    csvText += ([csvField(label)] + cells + [String(passed)]).joined(separator: ",") + "\n"
    if let reports {
        let safe = String(label.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        _ = FileManager.default.createFile(
            atPath: "\(reports)/\(k + 1)-\(safe).txt", contents: Data(report.utf8))
    }
}
if !why.isEmpty {
    say("Why (scripts/grade --package DIR NAME shows one with its diff):")
    for line in why { say("  " + line) }
}
let seconds = Int(elapsed.rounded())
say(
    "\(subs.count) submissions, \(chosen.count) exercise\(chosen.count == 1 ? "" : "s") each, \(workers) at once: \(seconds) s (\(String(format: "%.1f", elapsed / Double(subs.count))) s a submission)."
)
for notice in graderFinal.notices + notices { say("note: \(notice)") }
if let csv = arguments.csv {
    _ = FileManager.default.createFile(atPath: csv, contents: Data(csvText.utf8))
    say("CSV: \(csv)")
    if let reports { say("reports: \(reports)/") }
}
exit(failedSubmissions == 0 ? 0 : 1)
