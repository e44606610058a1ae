// scripts/exercises (prove, record, release): keeps every exercise of the course reachable, for its
// maintainers (docs/grading.md, "Writing and changing exercises"). Launched as `grade exercises ...`.
import Foundation
import SourceChecks

public let exercisesUsage =
    "usage: scripts/exercises prove [EXERCISE... | --attacks] | record EXERCISE... | record --all | release DIR"

/// Where the course's exercises are, and how to speak: one value for each command.
public struct ExercisesTool {
    public let course: String
    /// This program (the grader), run again with `--course` for `--package`, `--submissions` and merge.
    public let program: String
    let say: (String) -> Void
    let complain: (String) -> Void
    var exercises: String { course + "/Tests/Exercises" }
    var work: String { course + "/.build-exercises" }
    var scratch: String { work + "/package" }

    public init(
        course: String, program: String, say: @escaping (String) -> Void,
        complain: @escaping (String) -> Void
    ) {
        self.course = course
        self.program = program
        self.say = say
        self.complain = complain
    }

    /// Runs `scripts/exercises ARGUMENTS`; returns the exit status (64 for a misused command line).
    public func main(_ arguments: [String]) -> Int32 {
        func misuse(_ message: String) -> Int32 {
            complain("error: \(message)\n\(exercisesUsage)")
            return 64
        }
        guard let mode = arguments.first else {
            return misuse("missing mode; choose from: prove, record, release")
        }
        var names = Array(arguments.dropFirst())
        switch mode {
        case "-h", "--help":
            say(exercisesUsage)
            return 0
        case "release":
            guard names.count == 1 else {
                return misuse("release needs one folder, which must not exist yet")
            }
            let target = names[0]
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: target) || isLink(target) {
                return misuse("'\(escapedName(target))' exists; release writes a new folder")
            }
            let parent = (target as NSString).deletingLastPathComponent
            guard
                FileManager.default.fileExists(atPath: parent.isEmpty ? "." : parent, isDirectory: &isFolder),
                isFolder.boolValue
            else {
                return misuse("no folder '\(escapedName(parent))' to write '\(escapedName(target))' in")
            }
            return release(to: target)
        case "record":
            guard !names.isEmpty else { return misuse("name the exercises to record, or --all") }
        case "prove": break
        default:
            return misuse(
                "unknown mode '\(escapedName(mode))'\(didYouMean(mode, among: ["prove", "record", "release"]).map { "; did you mean '\($0)'?" } ?? ""); choose from: prove, record, release"
            )
        }
        let index = readIndex(readText(exercises + "/exercises.txt") ?? "")
        guard !index.isEmpty else {
            complain("error: no exercises in \(exercises)/exercises.txt")
            return 1
        }
        for exercise in index where !FileManager.default.fileExists(atPath: patch(exercise.name)) {
            complain(
                "error: no reference solution for \(exercise.name) (\(patch(exercise.name))): a release copy has none"
            )
            return 1
        }
        if mode == "prove" && names == ["--attacks"] {
            // The attacks alone: each run's time limit GRADE_TIMEOUT when set, else 10 s.
            let seconds = ProcessInfo.processInfo.environment["GRADE_TIMEOUT"].flatMap(wholeNumber) ?? 10
            return proveAttacksCommand(course: course, runSeconds: seconds, say: say, complain: complain)
        }
        if names.isEmpty || names == ["--all"] { names = index.map(\.name) }
        for name in names where !index.contains(where: { $0.name == name }) {
            let near = didYouMean(name, among: index.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            return misuse(
                "unknown exercise '\(escapedName(name))'\(near); choose from: \(index.map(\.name).joined(separator: " "))"
            )
        }
        let chosen = names.compactMap { name in index.first { $0.name == name } }
        guard let prepared = prepareScratch() else { return 1 }
        if mode == "record" { return record(chosen, prepared) }
        return prove(chosen, every: chosen.count == index.count, index: index, prepared)
    }

    // MARK: the scratch copy

    struct Prepared {
        let bin: String
        let packageName: String
        /// Each demo's full run before any solution is applied.
        let fullRuns: [String: [UInt8]]
    }

    /// The scratch copy (.build-exercises/package): this package's files as they are now (committed or
    /// not), its own builds kept (copied files keep their times, so what did not change is not rebuilt),
    /// a git repository of its own (so that `git apply` there patches the copy) with the files committed
    /// (so that grading it in place compares its files with that commit, as a clone of the course does).
    func prepareScratch() -> Prepared? {
        say("== scratch copy in .build-exercises/package")
        let manager = FileManager.default
        try? manager.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        // The scratch copy's own grader build is kept too: moved aside while the copy is emptied.
        let graderBuild = scratch + "/scripts/Grading/.build"
        let keptGraderBuild = scratch + "/.build-grader-kept"
        try? manager.removeItem(atPath: keptGraderBuild)
        try? manager.moveItem(atPath: graderBuild, toPath: keptGraderBuild)
        for entry in (try? manager.contentsOfDirectory(atPath: scratch)) ?? []
        where ![".build", ".git", ".build-grader-kept"].contains(entry) {
            try? manager.removeItem(atPath: scratch + "/" + entry)
        }
        guard
            copyTree(
                from: course, to: scratch,
                excluding: ["./.build", "./.build-*", "./.build_*", "./.git", "./scripts/Grading/.build"])
        else { return nil }
        try? manager.moveItem(atPath: keptGraderBuild, toPath: graderBuild)
        if !manager.fileExists(atPath: scratch + "/.git") {
            guard git(["init", "-q"]).status == 0 else {
                complain("error: cannot make a git repository in \(scratch)")
                return nil
            }
        }
        let committed =
            git(["add", "-A"]).status == 0
            && git([
                "-c", "user.name=prove", "-c", "user.email=prove@localhost", "commit", "-q", "--allow-empty",
                "-m", "the package as it is now",
            ]).status == 0
        guard committed else {
            complain("error: cannot commit the scratch copy in \(scratch)")
            return nil
        }
        let swift = tool("swift")
        let build = runCommand(
            [swift, "build", "--package-path", scratch], limit: 1 << 22, mergeErrors: true)
        write(build.output.kept, to: work + "/build.log")
        guard build.status == 0 else {
            var seen: Set<String> = []
            for line in splitLines(build.output.kept).map({ String(decoding: $0, as: UTF8.self) })
            where line.contains("error:") && seen.insert(line).inserted {
                complain(escapedForTerminal(line))
            }
            complain("error: the package does not build")
            return nil
        }
        let binPath = runCommand(
            [swift, "build", "--package-path", scratch, "--show-bin-path"], limit: 65536)
        let bin = String(decoding: binPath.output.kept, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard binPath.status == 0, !bin.isEmpty else {
            complain("error: swift build --show-bin-path gave no folder")
            return nil
        }
        var fullRuns: [String: [UInt8]] = [:]
        for demo in demosOfCourse(scratch) {
            fullRuns[demo] = runCommand([bin + "/" + demo], in: scratch, limit: 1 << 24).output.kept
        }
        return Prepared(
            bin: bin,
            packageName: packageName(debugYAML: readText(scratch + "/.build/debug.yaml") ?? "") ?? "package",
            fullRuns: fullRuns)
    }

    // MARK: record

    func record(_ chosen: [Exercise], _ prepared: Prepared) -> Int32 {
        var status: Int32 = 0
        for exercise in chosen {
            let name = exercise.name
            guard git(["apply", patch(name)]).status == 0 else {
                complain("error: \(name): solution.patch does not apply to the package as it is")
                status = 1
                continue
            }
            let built = buildProduct(exercise.demo)
            let run = runCommand(
                [prepared.bin + "/" + exercise.demo, name], in: scratch, limit: 1 << 24, seconds: 60)
            if built && run.status == 0 && !run.timedOut && !run.output.kept.isEmpty
                && run.output.bytes == run.output.kept.count
            {
                write(run.output.kept, to: exercises + "/" + name + "/expected.txt")
                say("recorded Tests/Exercises/\(name)/expected.txt")
            } else {
                complain(
                    "error: \(name): not recorded; with its solution the demo does not build, fails or prints nothing"
                )
                status = 1
            }
            _ = git(["apply", "-R", patch(name)])
        }
        return status
    }

    // MARK: prove

    func prove(_ chosen: [Exercise], every: Bool, index: [Exercise], _ prepared: Prepared) -> Int32 {
        var problems: [String] = []
        let manager = FileManager.default
        if manager.fileExists(atPath: course + "/" + baselineFile) {
            problems.append(
                "\(baselineFile) is in the course: only a release has one (scripts/exercises release writes it); remove it"
            )
        }
        let subs = work + "/submissions"
        for old in ["submissions", "class", "attacks", "release", "release-copy"] {
            try? manager.removeItem(atPath: work + "/" + old)
        }
        try? manager.createDirectory(atPath: subs, withIntermediateDirectories: true)
        let before = courseState()
        let names = chosen.map(\.name)

        problems += declaresProbe(index: index, prepared)

        if every {
            say("== the scratch copy graded in place, as a student grades their own (scripts/grade --all)")
            let own = inPlace(["--all"])
            if own.status == 0 { problems.append("graded in place unsolved, scripts/grade --all passed") }
            problems += ownRows(own.text, names: names, solved: false)
            for line in own.text.split(separator: "\n").suffix(2) { say(String(line)) }
        }

        say("== each exercise, graded as a grader grades a student's copy (scripts/grade --package)")
        submission(subs + "/unsolved")
        let beforeAll = grade(["--package", subs + "/unsolved"] + names).text
        say(columns(["exercise", "demo", "before", "alone", "rest of the demo"]))
        for exercise in chosen {
            let (name, demo) = (exercise.name, exercise.demo)
            let line =
                textLines(beforeAll).first { $0.contains("FAIL \(name) (\(demo)): ") }
                ?? textLines(beforeAll).first { $0.contains(" \(name) (\(demo))") } ?? "(no line for \(name))"
            let beforeResult = failsOnOutputAlone(line, name: name, demo: demo) ? "fails" : "WRONG"
            if beforeResult == "WRONG" {
                problems.append(
                    "\(name), before its solution: expected to fail on its output alone (visible and hidden); scripts/grade said: \(line)"
                )
            }
            var alone = "WRONG"
            var rest = "-"
            if git(["apply", patch(name)]).status != 0 {
                problems.append("\(name): solution.patch does not apply to the package as it is")
            } else {
                submission(subs + "/" + name)
                let after = grade(["--package", subs + "/" + name, name])
                if after.status == 0 {
                    alone = "passes"
                } else {
                    problems.append(
                        "\(name), with its solution: expected to pass; scripts/grade said: \(after.text)")
                }
                if buildProduct(demo),
                    runCommand([prepared.bin + "/" + demo], in: scratch, limit: 1 << 24).output.kept
                        == prepared.fullRuns[demo]
                {
                    rest = "unchanged"
                } else {
                    rest = "CHANGED"
                    problems.append("\(name): its solution changes \(demo)'s full run")
                }
                _ = git(["apply", "-R", patch(name)])
            }
            say(columns([name, demo, beforeResult, alone, rest]))
        }

        guard every else { return finish(problems, before: before, every: false) }

        say("== every solution applied together")
        var applied: [String] = []
        for name in names {
            if git(["apply", patch(name)]).status == 0 {
                applied.append(name)
            } else {
                problems.append(
                    "\(name): solution.patch does not apply once the solutions before it are applied")
            }
        }
        submission(subs + "/every-solution")
        say("-- graded in place, with every solution")
        let own = inPlace(["--all"])
        if own.status != 0 {
            problems.append("graded in place with every solution, scripts/grade --all failed")
        }
        problems += ownRows(own.text, names: names, solved: true)
        for line in own.text.split(separator: "\n").suffix(2) { say(String(line)) }
        // A protected file changed: the same check blames it.
        let journey = "Sources/StrategyDemo/Strategy/Travel/Journey.swift"
        if let original = manager.contents(atPath: scratch + "/" + journey) {
            write(Array(original) + Array("// changed\n".utf8), to: scratch + "/" + journey)
            let blamed = inPlace(["travel-bus"]).text
            let first = textLines(blamed).first ?? ""
            if !blamed.hasPrefix("FAIL travel-bus (StrategyDemo): changed a protected file: \(journey)") {
                problems.append(
                    "graded in place with \(journey) changed, scripts/grade travel-bus said: \(first)")
            }
            say(first)
            _ = git(["checkout", "-q", "--", journey])
        } else {
            problems.append("the scratch copy has no \(journey) to change")
        }
        for name in applied.reversed() { _ = git(["apply", "-R", patch(name)]) }
        let all = grade(["--package", subs + "/every-solution", "--all"])
        say(all.text.hasSuffix("\n") ? String(all.text.dropLast()) : all.text)
        if all.status != 0 { problems.append("with every solution applied, not every exercise passes") }

        problems += shards(subs: subs)
        problems += hangingClass(subs: subs)

        // The attack fixtures (scripts/Grading/Attacks/, one folder each; docs/grading.md), each graded
        // against the outcome and reason its expect file names.
        say("== attacks and cheats: each must be refused (scripts/Grading/Attacks)")
        if proveAttacksCommand(course: course, runSeconds: 10, say: say, complain: complain) != 0 {
            problems.append("an attack fixture was not refused as it expects (above)")
        }

        problems += releaseCheck(count: index.count)
        return finish(problems, before: before, every: true)
    }

    func finish(_ problems: [String], before: [String: [UInt8]], every: Bool) -> Int32 {
        var problems = problems
        let after = courseState()
        if after != before {
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            problems.append(
                "grading changed the course's own files: \(changed.prefix(3).joined(separator: ", "))")
        }
        if !problems.isEmpty {
            for problem in problems { complain("error: \(problem)") }
            complain(
                "An exercise whose expected.txt is stale: scripts/exercises record NAME, then read git diff.")
            return 1
        }
        say(
            every
                ? "Every exercise fails before its solution and passes with it; every attack is refused."
                : "Every exercise named fails before its solution and passes with it.")
        return 0
    }

    /// Each exercise's declares lists the types a student's files may declare: each must be a name that
    /// nothing in the course or in the modules it imports declares, or the student's type would stand in
    /// for that one in the whole demo. The compiler says so: a probe that names each of them fails to
    /// type-check against the demo's sources, with "cannot find 'NAME' in scope" for each.
    func declaresProbe(index: [Exercise], _ prepared: Prepared) -> [String] {
        say(
            "== the types each exercise lets a student declare exist nowhere in the course or what it imports"
        )
        var problems: [String] = []
        for demo in Set(index.map(\.demo)).sorted() {
            var allowed: [String] = []
            for exercise in index where exercise.demo == demo {
                guard let declares = readText(exercises + "/" + exercise.name + "/declares") else {
                    problems.append(
                        "\(exercise.name): no Tests/Exercises/\(exercise.name)/declares (what a student's files may declare)"
                    )
                    continue
                }
                allowed += declaredTypes(declares)
            }
            if allowed.isEmpty { continue }
            let probe = work + "/probe-\(demo).swift"
            write(Array(declaresProbeSource(allowed).utf8), to: probe)
            // The package's own name too, as SwiftPM gives it: the demos use DemoTools' `package`
            // declarations, which a module of another package cannot see.
            let sources = swiftFiles(under: scratch + "/Sources/" + demo)
            let checked = runCommand(
                [
                    tool("swiftc"), "-typecheck", "-module-name", demo, "-package-name", prepared.packageName,
                    "-I",
                    prepared.bin + "/Modules", "-I", prepared.bin, "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
                ] + sources + [probe], limit: 1 << 22, mergeErrors: true)
            let found = typesFoundElsewhere(
                allowed, probeLog: String(decoding: checked.output.kept, as: UTF8.self))
            if found.isEmpty {
                say("\(demo): \(allowed.joined(separator: " ")): none declared elsewhere")
            } else {
                problems.append(
                    "\(demo): a student may declare \(found.joined(separator: " ")) (a declares file says so), but the course or a module it imports declares it"
                )
                say("\(demo): DECLARED ELSEWHERE: \(found.joined(separator: " "))")
            }
        }
        return problems
    }

    /// A class of three graded whole, then in shards 1/2 and 2/2 merged: the CSV of one run.
    func shards(subs: String) -> [String] {
        say("== a class of three graded whole, then in shards 1/2 and 2/2 merged (scripts/merge-grades)")
        let classFolder = work + "/class"
        try? FileManager.default.removeItem(atPath: classFolder)
        try? FileManager.default.createDirectory(atPath: classFolder, withIntermediateDirectories: true)
        for (from, to) in [("unsolved", "ann"), ("every-solution", "bob"), ("travel-bus", "cy")] {
            _ = runCommand(["/bin/cp", "-R", subs + "/" + from, classFolder + "/" + to], limit: 65536)
        }
        var problems: [String] = []
        _ = grade(["--submissions", classFolder, "--csv", work + "/whole.csv", "travel-bus"])
        for k in 1...2 {
            _ = grade([
                "--submissions", classFolder, "--shard", "\(k)/2", "--csv", work + "/shard-\(k).csv",
                "travel-bus",
            ])
        }
        if grade([
            "--submissions", classFolder, "--shard", "1/4", "--csv", work + "/shard-empty.csv", "travel-bus",
        ])
        .status != 0 {
            problems.append("an empty shard (1/4 of 3) did not end with status 0")
        }
        let whole = readText(work + "/whole.csv") ?? ""
        let shardTexts = [1, 2].map {
            (name: "shard-\($0).csv", text: readText(work + "/shard-\($0).csv") ?? "")
        }
        let merged = (try? mergeCSV(shardTexts)) ?? "(the shards do not merge)"
        let header = whole.split(separator: "\n", omittingEmptySubsequences: false).first.map {
            String($0) + "\n"
        }
        if whole.split(separator: "\n").count == 4 && whole == merged
            && readText(work + "/shard-empty.csv") == header
        {
            say(
                "the two shards' rows, merged, are the whole run's 3 rows; an empty shard writes the header only"
            )
        } else {
            problems.append(
                "shards 1/2 and 2/2 merged differ from one run: whole \(whole.debugDescription), merged \(merged.debugDescription)"
            )
        }
        return problems
    }

    /// A class with a submission that never ends still gets its table and CSV within its time budget
    /// (issue 41): each run may take longer than the budget (GRADE_TIMEOUT 600), so only the budget,
    /// `--budget 180`, can stop the hanging one; the solved one still passes (its build on a fresh
    /// clone took more than 45 s in CI).
    func hangingClass(subs: String) -> [String] {
        say("== a class with a submission that never ends: its CSV within the time budget")
        let classFolder = work + "/hanging-class"
        try? FileManager.default.removeItem(atPath: classFolder)
        try? FileManager.default.createDirectory(atPath: classFolder, withIntermediateDirectories: true)
        for name in ["ann", "hal"] {
            _ = runCommand(["/bin/cp", "-R", subs + "/travel-bus", classFolder + "/" + name], limit: 65536)
        }
        let hang =
            "import Foundation\n\nfunc travelBusWays() -> [any TravelStrategy] {\n"
            + "    while true { sleep(1) }\n}\n"
        write(Array(hang.utf8), to: classFolder + "/hal/Sources/StrategyDemo/Exercises/TravelBus.swift")
        var environment = ProcessInfo.processInfo.environment
        environment["GRADE_TIMEOUT"] = "600"
        let started = Date()
        let graded = runCommand(
            [
                program, "--course", course, "--submissions", classFolder, "--budget", "180", "--csv",
                work + "/hanging.csv", "travel-bus",
            ],
            environment: environment, limit: 1 << 22, mergeErrors: true)
        let seconds = Int(Date().timeIntervalSince(started))
        let rows = textLines(readText(work + "/hanging.csv") ?? "")
        // The class gets its CSV, the hanging one stopped by the budget. The solved one passes when
        // its build fits the budget; on a loaded machine (or one whose clock jumps) it may not.
        let hangingStopped =
            rows.count == 3 && rows[0] == "submission,travel-bus,passed"
            && rows[2] == "\"hal\",time budget,0"
            && ["\"ann\",PASS,1", "\"ann\",time budget,0"].contains(rows[1])
        guard graded.status == 1, hangingStopped else {
            return [
                "a class with a hanging submission: status \(graded.status) after \(seconds) s, CSV \(rows)"
            ]
        }
        say("\(rows[1]); \(rows[2]): the class's CSV after \(seconds) s (budget 180 s a submission)")
        return []
    }

    /// The release students get, built, copied with `cp -r`, and the copy graded in place.
    func releaseCheck(count: Int) -> [String] {
        say("== release, built, copied with cp -r, graded")
        var problems: [String] = []
        let release = work + "/release"
        let quiet = ExercisesTool(course: course, program: program, say: { _ in }, complain: complain)
        guard quiet.release(to: release) == 0 else { return ["scripts/exercises release failed"] }
        let workflows =
            ((try? FileManager.default.contentsOfDirectory(atPath: release + "/.github/workflows")) ?? [])
            .sorted()
        let graders = textLines(readText(release + "/.github/workflows/self-check.yml") ?? "").filter(
            isGraderStep
        ).count
        if workflows == ["self-check.yml"] && graders == count {
            say(
                "the release's one workflow is the self-check, a grader step for each of the \(count) exercises"
            )
        } else {
            problems.append(
                "the release's workflows are '\(workflows.joined(separator: " "))' with \(graders) grader steps; expected self-check.yml with \(count)"
            )
        }
        let built = runCommand(
            [tool("swift"), "build", "--package-path", release, "--product", "StrategyDemo"], limit: 1 << 22,
            mergeErrors: true)
        guard built.status == 0 else {
            write(built.output.kept, to: work + "/build.log")
            return problems + ["the release does not build StrategyDemo (.build-exercises/build.log)"]
        }
        let copy = work + "/release-copy"
        _ = runCommand(["/bin/cp", "-r", release, copy], limit: 65536)
        let copied = runCommand([copy + "/scripts/grade", "travel-bus"], limit: 1 << 22, mergeErrors: true)
        let said = String(decoding: copied.output.kept, as: UTF8.self)
        if releaseCopyGradesTravelBus(said) {
            say(
                "the release builds; its cp -r copy grades travel-bus (not solved yet, no protected file blamed)"
            )
        } else {
            problems.append(
                "the release's cp -r copy does not grade travel-bus: \(textLines(said).prefix(3).joined(separator: "\n"))"
            )
        }
        return problems
    }

    // MARK: release

    /// Writes the copy students get to `target` (a new folder): the package without the reference
    /// solutions and without the hidden variations, with the baseline of its protected files
    /// (Tests/Exercises/release.sha256); its one workflow the students' self-check.
    public func release(to target: String) -> Int32 {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: target, withIntermediateDirectories: false)
        } catch {
            complain("error: cannot make \(escapedName(target))")
            return 1
        }
        let release = URL(fileURLWithPath: target).standardizedFileURL.path
        guard
            copyTree(
                from: course, to: release,
                excluding: [
                    "./.build", "./.build-*", "./.build_*", "./.git", "./scripts/Grading/.build",
                    "./scripts/Grading/Attacks", "./Tests/Exercises/*/solution.patch",
                    "./Tests/Exercises/*/hidden",
                ])
        else { return 1 }
        guard let baseline = baseline(of: release) else {
            complain("error: cannot hash the release's files")
            return 1
        }
        write(Array(baseline.utf8), to: release + "/" + baselineFile)
        // Its CI is the students' self-check of each exercise; the course's own workflows (which prove
        // the reference solutions, or grade a class) stay with the instructor.
        try? manager.removeItem(atPath: release + "/.github")
        try? manager.removeItem(atPath: release + "/.ci")
        let workflow = runCommand([course + "/scripts/self-check-workflow"], limit: 1 << 20)
        guard workflow.status == 0, !workflow.output.kept.isEmpty else {
            complain(
                "error: scripts/self-check-workflow failed: \(String(decoding: workflow.errors.kept, as: UTF8.self))"
            )
            return 1
        }
        write(workflow.output.kept, to: release + "/.github/workflows/self-check.yml")
        let left = filesUnder(release).filter {
            ($0 as NSString).lastPathComponent == "solution.patch"
                || ($0.hasPrefix("Tests/Exercises/")
                    && $0.split(separator: "/").dropFirst(3).first == "hidden")
        }
        if !left.isEmpty {
            complain("error: the release still holds: \(left.prefix(3).joined(separator: " "))")
            return 1
        }
        say("wrote \(release): the course without reference solutions or hidden variations.")
        say(
            "Check it: cd \(release) && swift build && scripts/grade --all (every exercise fails on its output)."
        )
        return 0
    }

    /// The baseline of a copy: "SHA256  PATH" for Package.swift and every file under Sources/, sorted.
    func baseline(of folder: String) -> String? {
        let files = ["Package.swift"] + filesUnder(folder + "/Sources").map { "Sources/" + $0 }
        var hashes: [String: String] = [:]
        var start = 0
        while start < files.count {
            let part = Array(files[start..<min(files.count, start + 200)])
            guard let read = sha256(part, in: folder) else { return nil }
            hashes.merge(read) { first, _ in first }
            start += 200
        }
        var out = ""
        for file in files.sorted(by: bytewise) {
            guard let hash = hashes[file] else { return nil }
            out += "\(hash)  \(file)\n"
        }
        return out
    }

    // MARK: helpers

    func patch(_ name: String) -> String { exercises + "/" + name + "/solution.patch" }

    func git(_ arguments: [String]) -> (status: Int32, text: String) {
        let result = runCommand([tool("git"), "-C", scratch] + arguments, limit: 1 << 20, mergeErrors: true)
        return (result.status, String(decoding: result.output.kept, as: UTF8.self))
    }

    func buildProduct(_ demo: String) -> Bool {
        let built = runCommand(
            [tool("swift"), "build", "--package-path", scratch, "--product", demo], limit: 1 << 22,
            mergeErrors: true)
        write(built.output.kept, to: work + "/build.log")
        return built.status == 0
    }

    /// This grader on another copy (`--package`, `--submissions`), as scripts/grade runs it.
    func grade(_ arguments: [String]) -> (status: Int32, text: String) {
        let result = runCommand([program, "--course", course] + arguments, limit: 1 << 22, mergeErrors: true)
        return (result.status, String(decoding: result.output.kept, as: UTF8.self))
    }

    /// The scratch copy's own scripts/grade, in place, as a student runs it in their copy.
    func inPlace(_ arguments: [String]) -> (status: Int32, text: String) {
        let result = runCommand(
            [scratch + "/scripts/grade"] + arguments, in: scratch, limit: 1 << 22, mergeErrors: true)
        return (result.status, String(decoding: result.output.kept, as: UTF8.self))
    }

    /// Copies the scratch copy's Package.swift and Sources/ to `folder`: the copy a student hands in.
    func submission(_ folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = copyTree(from: scratch, to: folder, only: ["Package.swift", "Sources"])
    }

    /// Copies `from` into the existing folder `to` with tar (links kept as links, times kept), leaving
    /// out what `excluding` names (tar patterns from ./), or copying only `only`.
    func copyTree(from: String, to: String, excluding: [String] = [], only: [String] = ["."]) -> Bool {
        let archive = NSTemporaryDirectory() + "exercises-\(getpid())-\(UUID().uuidString).tar"
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let tar = tool("tar")
        let packed = runCommand(
            [tar, "-cf", archive] + excluding.map { "--exclude=" + $0 } + ["-C", from] + only, limit: 65536,
            mergeErrors: true)
        let unpacked =
            packed.status == 0
            ? runCommand([tar, "-xf", archive, "-C", to], limit: 65536, mergeErrors: true) : packed
        if unpacked.status != 0 {
            complain(
                "error: cannot copy \(from) to \(to): \(escapedForTerminal(String(decoding: unpacked.output.kept, as: UTF8.self)))"
            )
            return false
        }
        return true
    }

    /// The course's own files (Package.swift, Sources, Tests, scripts; no build folder), to show that
    /// proving harmed none of them.
    func courseState() -> [String: [UInt8]] {
        var state: [String: [UInt8]] = [:]
        for top in ["Package.swift", "Sources", "Tests", "scripts"] {
            let path = course + "/" + top
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let files = isFolder.boolValue ? filesUnder(path).map { top + "/" + $0 } : [top]
            for file in files where !file.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) {
                state[file] = FileManager.default.contents(atPath: course + "/" + file).map(Array.init) ?? []
            }
        }
        return state
    }

    func write(_ bytes: [UInt8], to path: String) {
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }
}

// MARK: pure parts (unit-tested)

/// The file of a release that records its protected files' SHA-256 (never written by hand).
public let baselineFile = "Tests/Exercises/release.sha256"

/// The types a declares file names: one a line, before any `:`; `#` starts a comment.
public func declaredTypes(_ declares: String) -> [String] {
    declares.split(separator: "\n").compactMap { line in
        let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let type = code.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .filter { !$0.isWhitespace }
        return type.isEmpty ? nil : String(type)
    }
}

/// The probe that names each allowed type: it must fail to type-check on each of them.
public func declaresProbeSource(_ types: [String]) -> String {
    "import DemoSupport\nimport Foundation\n\nfunc declaresProbe() {\n"
        + types.map { "    _ = \($0).self\n" }.joined() + "}\n"
}

/// The allowed types the probe found declared (no "cannot find 'NAME' in scope" for them). A probe log
/// that says nothing finds every type: a probe that did not run refuses all, never none.
public func typesFoundElsewhere(_ types: [String], probeLog: String) -> [String] {
    types.filter { !probeLog.contains("cannot find '\($0)' in scope") }
}

/// The package's name as SwiftPM passes it to the compiler (`-package-name`), read from .build/debug.yaml.
public func packageName(debugYAML: String) -> String? {
    guard let start = debugYAML.range(of: "\"-package-name\",\"") else { return nil }
    let rest = debugYAML[start.upperBound...]
    guard let end = rest.firstIndex(of: "\""), end > rest.startIndex else { return nil }
    return String(rest[..<end])
}

/// Whether the line `scripts/grade --package` printed for an exercise before its solution fails on its
/// output alone: not solved yet (the visible output), a hidden variation's output, or not attempted.
/// Anything else (a build error, a refusal, a crash, an empty line) is not.
public func failsOnOutputAlone(_ line: String, name: String, demo: String) -> Bool {
    let prefix = "FAIL \(name) (\(demo)): "
    guard line.hasPrefix(prefix) else { return false }
    let why = String(line.dropFirst(prefix.count))
    let visible = "not solved yet (its scenario says so): the output differs from the expected file: "
    let untouched = "not attempted: its files are the course's as they are"
    guard why.hasPrefix(visible) || why == untouched else { return false }
    return why.components(separatedBy: "; ").allSatisfy { part in
        part.hasPrefix(visible) || part == untouched
            || (part.hasPrefix("hidden variation ")
                && part.hasSuffix(": the output differs from the reference solution's"))
    }
}

/// The problems with each exercise's row of `scripts/grade --all` run in place (`text`): unsolved, a FAIL
/// as not solved yet naming no protected file; solved, a PASS.
public func ownRows(_ text: String, names: [String], solved: Bool) -> [String] {
    names.compactMap { name in
        let row = textLines(text).first { $0.hasPrefix(name + " ") } ?? "(no row for \(name))"
        let ok: Bool
        if solved {
            ok = row.contains(" PASS ")
        } else if let fail = row.range(of: " FAIL ") {
            ok =
                row[fail.upperBound...].contains("not solved yet (its scenario says so)")
                && !row.contains("protected")
        } else {
            ok = false
        }
        return ok
            ? nil
            : "\(name), graded in place \(solved ? "with its solution" : "unsolved"): scripts/grade --all said: \(row)"
    }
}

/// Whether what the release's cp -r copy said for `scripts/grade travel-bus` is a FAIL as not solved
/// yet, with its diff, no protected file blamed, and the note that the copy has no hidden variations.
public func releaseCopyGradesTravelBus(_ said: String) -> Bool {
    let first =
        "FAIL travel-bus (StrategyDemo): not solved yet (its scenario says so): the output differs from the expected file: "
    guard let start = said.range(of: first), !said.contains("protected file") else { return false }
    guard let extra = said[start.upperBound...].range(of: "lines extra\n") else { return false }
    return said[extra.upperBound...].contains("no hidden variations")
}

/// A line of the self-check workflow that runs the grader on one exercise.
func isGraderStep(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.count < line.count, trimmed.hasPrefix("scripts/grade ") else { return false }
    let rest = trimmed.dropFirst("scripts/grade ".count)
    let name = rest.prefix { $0.isLowercase || $0 == "-" }
    return !name.isEmpty && rest.dropFirst(name.count).hasPrefix(" >")
}

func textLines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

func columns(_ cells: [String]) -> String {
    let widths = [22, 17, 10, 10]
    return cells.enumerated().map { k, cell in
        k < widths.count ? cell + String(repeating: " ", count: max(0, widths[k] - cell.count)) : cell
    }.joined(separator: " ")
}

func bytewise(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

func readText(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

func isLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
}

func tool(_ name: String) -> String { onPath(name) ?? "/usr/bin/" + name }

/// Every file (not folder) under `folder`, as paths from it, sorted byte by byte; links not followed.
func filesUnder(_ folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
        let type =
            (try? FileManager.default.attributesOfItem(atPath: folder + "/" + path))?[.type]
            as? FileAttributeType
        if type != .typeDirectory { files.append(path) }
    }
    return files.sorted(by: bytewise)
}

func swiftFiles(under folder: String) -> [String] {
    filesUnder(folder).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
}

/// The demos of a package: each folder of Sources/ with a main.swift.
func demosOfCourse(_ package: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: package + "/Sources")) ?? []).sorted().filter {
        FileManager.default.fileExists(atPath: "\(package)/Sources/\($0)/main.swift")
    }
}

/// SHA-256 of `files` (paths from `folder`) by sha256sum (Linux) or shasum (macOS): nil when the tool
/// fails or leaves one out.
func sha256(_ files: [String], in folder: String) -> [String: String]? {
    let command = onPath("sha256sum").map { [$0] } ?? ["/usr/bin/shasum", "-a", "256"]
    let result = runCommand(command + ["--"] + files, in: folder, limit: 1 << 22)
    guard result.status == 0 else { return nil }
    var hashes: [String: String] = [:]
    for line in textLines(String(decoding: result.output.kept, as: UTF8.self)) {
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 64 else { return nil }
        var path = Substring(parts[1])
        if path.hasPrefix(" ") || path.hasPrefix("*") { path = path.dropFirst() }
        hashes[String(path)] = String(parts[0])
    }
    return files.allSatisfy { hashes[$0] != nil } ? hashes : nil
}

/// `scripts/exercises prove --attacks` (and `grade prove --attacks`): every attack fixture graded.
public func proveAttacksCommand(
    course: String, runSeconds: Int, say: @escaping (String) -> Void, complain: (String) -> Void
) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let buildLimit = environment["GRADE_BUILD_TIMEOUT"].flatMap(wholeNumber) ?? 600
    let index = readIndex(readText(course + "/Tests/Exercises/exercises.txt") ?? "")
    do {
        let prover = try Grader(
            course: course, exercisesFolder: course + "/Tests/Exercises", index: index,
            sandbox: Sandbox(
                launcher: course + "/scripts/grade-sandbox", runSeconds: runSeconds, buildSeconds: buildLimit),
            options: GradeOptions())
        let problems = try proveAttacks(
            grader: prover, folder: course + "/scripts/Grading/Attacks",
            workers: ProcessInfo.processInfo.activeProcessorCount, say: say)
        if problems.isEmpty {
            say("Every attack is refused as its fixture expects.")
            return 0
        }
        for problem in problems { complain("error: \(problem)") }
        return 1
    } catch {
        complain("error: \(error.message)")
        return 1
    }
}
