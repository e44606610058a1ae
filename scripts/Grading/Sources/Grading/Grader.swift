import Foundation
import SourceChecks

/// What the course says of one exercise, read once.
public struct ExerciseInfo: Sendable {
    public let exercise: Exercise
    public var slots: [String] = []
    public var folders: [String] = []
    public var expected: [UInt8] = []
    public var declares: String = ""
    /// The hidden variation's name and its files (path from the package root), when it has one.
    public var variation: String?
    public var hiddenFiles: [String: [UInt8]] = [:]
    /// Why the course cannot grade it (no expected file, no writable list...), or nil.
    public var error: String?
}

/// One exercise of one submission, graded: the verdict, and the details for the report.
public struct Graded: Sendable {
    public var verdict: Verdict
    public var details: [String] = []

    public init(verdict: Verdict, details: [String] = []) {
        self.verdict = verdict
        self.details = details
    }
}

public struct GradeOptions: Sendable {
    public var outputLimit = 1_048_576
    public var budgetSeconds = 600
    public init() {}
}

/// Grades submissions against the course at `course` (Package.swift and Sources/ of it).
public final class Grader: @unchecked Sendable {
    public let course: String
    public let exercisesFolder: String
    public let index: [Exercise]
    public let infos: [String: ExerciseInfo]
    public let courseFiles: [String: [UInt8]]
    let allSlots: Set<String>
    let allFolders: [String]
    let sandbox: Sandbox
    let options: GradeOptions
    public let state: String
    /// The reference solution's output on each exercise's hidden variation.
    var references: [String: [UInt8]] = [:]
    var referenceErrors: [String: String] = [:]
    public var notices: [String] = []

    public init(
        course: String, exercisesFolder: String, index: [Exercise], sandbox: Sandbox, options: GradeOptions
    )
        throws(GradeError)
    {
        self.course = course
        self.exercisesFolder = exercisesFolder
        self.index = index
        self.sandbox = sandbox
        self.options = options
        self.state = course + "/.build-grade"
        let snapshot = Snapshot(root: course)
        guard snapshot.problems.isEmpty, snapshot.files["Package.swift"] != nil else {
            throw GradeError(
                message: "the course itself cannot be read: \(snapshot.problems.joined(separator: "; "))")
        }
        courseFiles = snapshot.files
        var infos: [String: ExerciseInfo] = [:]
        var slots: Set<String> = []
        var folders: [String] = []
        for exercise in index {
            var info = ExerciseInfo(exercise: exercise)
            let folder = exercisesFolder + "/" + exercise.name
            if let expected = FileManager.default.contents(atPath: folder + "/expected.txt") {
                info.expected = Array(expected)
            } else {
                info.error = "the course has no expected output for it (\(folder)/expected.txt)"
            }
            if let declares = FileManager.default.contents(atPath: folder + "/declares") {
                info.declares = String(decoding: declares, as: UTF8.self)
            } else if info.error == nil {
                info.error =
                    "the course does not say what a student's files may declare (no \(folder)/declares)"
            }
            if let writable = FileManager.default.contents(atPath: folder + "/writable") {
                if let read = readWritable(String(decoding: writable, as: UTF8.self)) {
                    info.slots = read.slots
                    info.folders = read.folders
                    slots.formUnion(read.slots)
                    folders += read.folders
                } else if info.error == nil {
                    info.error = "its writable list names a path outside the package"
                }
            } else if info.error == nil {
                info.error =
                    "the course does not say which files it lets a student write (no \(folder)/writable)"
            }
            let hidden = folder + "/hidden"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: hidden, isDirectory: &isFolder), isFolder.boolValue {
                let variations = ((try? FileManager.default.contentsOfDirectory(atPath: hidden)) ?? [])
                    .filter { !$0.hasPrefix(".") }.sorted()
                if variations.count != 1 {
                    info.error =
                        info.error
                        ?? (variations.isEmpty
                            ? "its hidden/ folder holds no variation"
                            : "its hidden/ folder holds \(variations.count) variations; the grader takes one")
                } else {
                    let snap = HiddenFiles(root: hidden + "/" + variations[0])
                    if let problem = snap.problem {
                        info.error =
                            info.error ?? "its hidden variation \(variations[0]) cannot be read: \(problem)"
                    } else if snap.files.isEmpty {
                        info.error = info.error ?? "its hidden variation \(variations[0]) holds no file"
                    } else {
                        info.variation = variations[0]
                        info.hiddenFiles = snap.files
                    }
                }
            }
            infos[exercise.name] = info
        }
        self.infos = infos
        self.allSlots = slots
        self.allFolders = folders
    }

    // MARK: scratch copies

    /// Makes `folder` hold exactly the course's files (its .build kept); a file that already has the
    /// course's content keeps its time, so that what did not change is not rebuilt.
    func sync(_ folder: String) {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        for (path, bytes) in courseFiles {
            let target = folder + "/" + path
            if manager.contents(atPath: target).map(Array.init) != bytes { write(bytes, to: target) }
        }
        // Anything else under Sources goes; each test target the manifest names gets an empty file.
        if let walker = manager.enumerator(atPath: folder + "/Sources") {
            var extra: [String] = []
            while let path = walker.nextObject() as? String {
                var isFolder: ObjCBool = false
                let full = folder + "/Sources/" + path
                if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                    courseFiles["Sources/" + path] == nil
                {
                    extra.append(full)
                }
            }
            for path in extra { try? manager.removeItem(atPath: path) }
        }
        for target in testTargets() {
            let placeholder = "\(folder)/Tests/\(target)/Placeholder.swift"
            if !manager.fileExists(atPath: placeholder) { write([], to: placeholder) }
        }
    }

    func testTargets() -> [String] {
        let tests = course + "/Tests"
        return ((try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? []).sorted().filter {
            target in
            ((try? FileManager.default.contentsOfDirectory(atPath: tests + "/" + target)) ?? []).contains {
                $0.hasSuffix(".swift")
            }
        }
    }

    func write(_ bytes: [UInt8], to path: String) {
        let manager = FileManager.default
        try? manager.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? manager.removeItem(atPath: path)
        _ = manager.createFile(atPath: path, contents: Data(bytes))
    }

    /// Puts `files` in `folder`, and returns a closure that puts the course's versions back.
    func put(_ files: [String: [UInt8]], in folder: String) -> () -> Void {
        for (path, bytes) in files { write(bytes, to: folder + "/" + path) }
        return {
            for path in files.keys {
                if let original = self.courseFiles[path] {
                    self.write(original, to: folder + "/" + path)
                } else {
                    try? FileManager.default.removeItem(atPath: folder + "/" + path)
                }
            }
        }
    }

    // MARK: set-up

    /// The worker folders and the reference outputs; throws when the course itself does not build.
    public func prepare(workers: Int, demos: [String], names: [String]) throws(GradeError) {
        let warm = workerFolder(1)
        sync(warm)
        for demo in demos where workers > 1 {
            let built = sandbox.build(warm, product: demo, uid: uid(1), seconds: sandbox.buildSeconds)
            guard built.ending.succeeded else {
                throw GradeError(
                    message:
                        "the course itself does not build (\(demo)), in \(warm): \(firstError(built.log.kept) ?? describe(built.ending))"
                )
            }
        }
        for worker in 2...max(2, workers) where worker <= workers {
            let folder = workerFolder(worker)
            sync(folder)
            if sandbox.launcher != nil {
                try? FileManager.default.removeItem(atPath: folder + "/.build")
                _ = runCommand(["/bin/cp", "-Rp", warm + "/.build", folder + "/.build"], limit: 4096)
            }
        }
        try referenceOutputs(names: names)
    }

    func workerFolder(_ worker: Int) -> String { "\(state)/worker-\(worker)/package" }
    // A base of its own: uids the bash grader used (61000 + N) may own files elsewhere on the machine,
    // which makes the launcher look for a free one across the whole disk.
    func uid(_ worker: Int) -> Int { 64000 + worker }

    /// Builds the course with the reference solutions and each exercise's hidden data, one build a
    /// demo (each exercise's hidden data is its own file), and keeps what each exercise's run prints.
    func referenceOutputs(names: [String]) throws(GradeError) {
        let chosen = names.compactMap { infos[$0] }.filter { $0.error == nil && $0.variation != nil }
        if chosen.isEmpty { return }
        let folder = state + "/reference/package"
        sync(folder)
        let manager = FileManager.default
        if !manager.fileExists(atPath: folder + "/.git") {
            _ = runCommand([onPath("git") ?? "/usr/bin/git", "-C", folder, "init", "-q"], limit: 4096)
        }
        for demo in uniqued(chosen.map(\.exercise.demo)) {
            let ofDemo = chosen.filter { $0.exercise.demo == demo }
            var patched: [String] = []
            for info in ofDemo {
                let patch = exercisesFolder + "/" + info.exercise.name + "/solution.patch"
                guard manager.fileExists(atPath: patch) else {
                    notices.append(
                        "\(info.exercise.name): hidden variations but no reference solution: the visible scenario only"
                    )
                    continue
                }
                let applied = runCommand(
                    [onPath("git") ?? "/usr/bin/git", "-C", folder, "apply", patch], limit: 65536)
                if applied.status == 0 {
                    patched.append(info.exercise.name)
                } else {
                    referenceErrors[info.exercise.name] = "the reference solution does not apply"
                }
            }
            var hidden: [String: [UInt8]] = [:]
            for info in ofDemo where patched.contains(info.exercise.name) {
                hidden.merge(info.hiddenFiles) { first, _ in first }
            }
            _ = put(hidden, in: folder)
            let built = sandbox.build(folder, product: demo, uid: 64000, seconds: sandbox.buildSeconds)
            for info in ofDemo where patched.contains(info.exercise.name) {
                let name = info.exercise.name
                guard built.ending.succeeded else {
                    referenceErrors[name] =
                        "the reference solution does not build with hidden variation \(info.variation ?? "")"
                    continue
                }
                let run = sandbox.run(
                    folder, demo: demo, argument: name, uid: 64000, seconds: sandbox.runSeconds,
                    limit: options.outputLimit)
                if run.ending != .exited(0) || run.bytes > options.outputLimit {
                    referenceErrors[name] =
                        "the reference solution fails on hidden variation \(info.variation ?? "")"
                } else if run.output == info.expected {
                    referenceErrors[name] =
                        "hidden variation \(info.variation ?? "") changes nothing: the reference prints the visible expected output on it"
                } else {
                    references[name] = run.output
                }
            }
            sync(folder)
            _ = runCommand(
                [onPath("git") ?? "/usr/bin/git", "-C", folder, "checkout", "-q", "--", "."], limit: 4096)
        }
    }

    // MARK: one submission

    /// Grades the exercises `names` of the submission at `root`, in worker `worker`'s scratch copy.
    public func grade(submission root: String, names: [String], worker: Int) -> [String: Graded] {
        let started = Date()
        let snapshot = Snapshot(root: root)
        var results: [String: Graded] = [:]
        var notes: [String] = []
        if !snapshot.problems.isEmpty {
            for name in names {
                results[name] = Graded(verdict: .refused(snapshot.problems.joined(separator: "; ")))
            }
            return results
        }
        if snapshot.files.isEmpty {
            for name in names {
                results[name] = Graded(
                    verdict: .refused(
                        "an empty submission: it must hold the course's Package.swift and Sources/, or at least the files an exercise lets a student write (Tests/Exercises/NAME/writable)"
                    ))
            }
            return results
        }
        // Protected files: every course file that is no exercise's slot, changed (a partial
        // submission that leaves one out is graded with the course's).
        var changed: [String] = []
        for (path, bytes) in courseFiles.sorted(by: { $0.key < $1.key }) where !allSlots.contains(path) {
            if let theirs = snapshot.files[path], theirs != bytes {
                changed.append("changed a protected file: \(escapedPath(path))")
            }
        }
        var ignored = 0
        for path in snapshot.files.keys.sorted() where courseFiles[path] == nil && !allSlots.contains(path) {
            if !allFolders.contains(where: { path.hasPrefix($0) }) {
                ignored += 1
                if ignored <= 3 {
                    notes.append("ignored, not a file any exercise lets a student add: \(escapedPath(path))")
                }
            }
        }
        if ignored > 3 { notes.append("and \(ignored - 3) more files ignored") }

        // Each exercise's own files, checked before any build.
        var files: [String: [String: [UInt8]]] = [:]
        for name in names {
            guard let info = infos[name] else { continue }
            if let error = info.error ?? referenceErrors[name] {
                results[name] = Graded(verdict: .cannotGrade(error))
                continue
            }
            if !changed.isEmpty {
                results[name] = Graded(verdict: .protectedFileChanged(changed))
                continue
            }
            var own: [String: [UInt8]] = [:]
            var problems: [String] = []
            for slot in info.slots {
                if let theirs = snapshot.files[slot], theirs != courseFiles[slot] { own[slot] = theirs }
            }
            var newFiles = 0
            for (path, bytes) in snapshot.files.sorted(by: { $0.key < $1.key })
            where courseFiles[path] == nil && path.hasSuffix(".swift")
                && info.folders.contains(where: { path.hasPrefix($0) })
            {
                newFiles += 1
                if !path.unicodeScalars.allSatisfy({
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                        || "_./+ -".unicodeScalars.contains($0)
                }) || path.contains("../") {
                    problems.append(
                        "a file name the build cannot take (only letters, digits, space and _ . + -), not copied: \(escapedPath(path))"
                    )
                } else {
                    own[path] = bytes
                }
            }
            if newFiles > 200 {
                results[name] = Graded(
                    verdict: .refused(
                        "\(newFiles) new files in the folders where new files may go, more than 200: nothing copied"
                    ))
                continue
            }
            if !problems.isEmpty {
                results[name] = Graded(verdict: .refused(problems.prefix(3).joined(separator: "; ")))
                continue
            }
            if own.isEmpty {
                results[name] = Graded(verdict: .notAttempted)
                continue
            }
            let demo = info.exercise.demo
            let declaresTexts = index.filter { $0.demo == demo }.compactMap { infos[$0.name]?.declares }
            let slotFiles = index.filter { $0.demo == demo }.flatMap { infos[$0.name]?.slots ?? [] }
                .compactMap { path in
                    courseFiles[path].map { (path: path, text: String(decoding: $0, as: UTF8.self)) }
                }
            let allowed: Declarations
            do {
                allowed = try Declarations(declaresFiles: declaresTexts, slots: slotFiles)
            } catch {
                results[name] = Graded(
                    verdict: .cannotGrade("the course's declares or slots cannot be read: \(error)"))
                continue
            }
            let sources = own.sorted(by: { $0.key < $1.key }).map {
                (path: $0.key, text: String(decoding: $0.value, as: UTF8.self))
            }
            let refusals = checkDeclarations(files: sources, allowed: allowed)
            if let first = refusals.first {
                results[name] = Graded(
                    verdict: .refused(
                        "a file of yours declares what this exercise does not allow: \(escapedPath(first.file)):\(first.line): \(escapedForTerminal(first.reason))"
                    ),
                    details: [
                        "what your files may declare at top level: the types in Tests/Exercises/\(name)/declares (or another \(demo) exercise's), their extensions, a slot's own functions:"
                    ]
                        + refusals.prefix(10).map {
                            "  \(escapedPath($0.file)):\($0.line): \(escapedForTerminal($0.reason))"
                        })
                continue
            }
            files[name] = own
        }

        // Builds: the exercises of one demo together; apart only when together they do not build.
        let folder = workerFolder(worker)
        let budget = options.budgetSeconds
        func remaining() -> Int { budget - Int(Date().timeIntervalSince(started)) }
        for demo in uniqued(names.compactMap { files[$0] != nil ? infos[$0]?.exercise.demo : nil }) {
            let group = names.filter { files[$0] != nil && infos[$0]?.exercise.demo == demo }
            var union: [String: [UInt8]] = [:]
            for name in group { union.merge(files[name] ?? [:]) { first, _ in first } }
            var togetherBuilt = false
            if group.count > 1, remaining() > 0 {
                let restore = put(union, in: folder)
                let built = sandbox.build(folder, product: demo, uid: uid(worker), seconds: remaining())
                if built.ending.succeeded {
                    togetherBuilt = true
                    for name in group {
                        results[name] = visibleRun(
                            name, demo: demo, folder: folder, worker: worker, remaining: remaining())
                    }
                }
                restore()
            }
            if !togetherBuilt {
                for name in group {
                    guard remaining() > 0 else {
                        results[name] = Graded(
                            verdict: .stoppedByLimit(.budget(seconds: budget), what: "grading it"))
                        continue
                    }
                    let restore = put(files[name] ?? [:], in: folder)
                    let built = sandbox.build(folder, product: demo, uid: uid(worker), seconds: remaining())
                    if built.ending.succeeded {
                        results[name] = visibleRun(
                            name, demo: demo, folder: folder, worker: worker, remaining: remaining())
                    } else {
                        results[name] = buildFailure(
                            built, demo: demo, budget: budget, remaining: remaining())
                    }
                    restore()
                }
            }
            // Hidden variations: one build for every exercise of the demo that passed its visible run
            // (each exercise's hidden data is its own file); apart when that build fails.
            let hiddenGroup = group.filter { results[$0]?.verdict.isPass == true && references[$0] != nil }
            var hiddenDone = false
            if hiddenGroup.count > 1, remaining() > 0 {
                var data = union
                for name in hiddenGroup {
                    data.merge(infos[name]?.hiddenFiles ?? [:]) { _, hidden in hidden }
                }
                let restore = put(data, in: folder)
                let built = sandbox.build(folder, product: demo, uid: uid(worker), seconds: remaining())
                if built.ending.succeeded {
                    hiddenDone = true
                    for name in hiddenGroup {
                        hiddenRun(
                            name, demo: demo, folder: folder, worker: worker, remaining: remaining(),
                            into: &results)
                    }
                }
                restore()
            }
            if !hiddenDone {
                for name in hiddenGroup {
                    guard remaining() > 0 else {
                        results[name] = Graded(
                            verdict: .stoppedByLimit(.budget(seconds: budget), what: "grading it"))
                        continue
                    }
                    var data = files[name] ?? [:]
                    data.merge(infos[name]?.hiddenFiles ?? [:]) { _, hidden in hidden }
                    let restore = put(data, in: folder)
                    let built = sandbox.build(folder, product: demo, uid: uid(worker), seconds: remaining())
                    if built.ending.succeeded {
                        hiddenRun(
                            name, demo: demo, folder: folder, worker: worker, remaining: remaining(),
                            into: &results)
                    } else {
                        results[name] = Graded(
                            verdict: .hiddenVariationFails(variation: infos[name]?.variation ?? "?"),
                            details: ["does not build with hidden variation \(infos[name]?.variation ?? "?")"]
                        )
                    }
                    restore()
                }
            }
        }
        for name in names where results[name] == nil {
            results[name] = Graded(verdict: .cannotGrade("the grader reached no verdict"))
        }
        if !notes.isEmpty {
            for name in names { results[name]?.details += notes.map { "note: " + $0 } }
        }
        return results
    }

    func visibleRun(_ name: String, demo: String, folder: String, worker: Int, remaining: Int) -> Graded {
        guard let info = infos[name] else { return Graded(verdict: .cannotGrade("unknown exercise")) }
        if remaining <= 0 {
            return Graded(
                verdict: .stoppedByLimit(.budget(seconds: options.budgetSeconds), what: "grading it"))
        }
        let run = sandbox.run(
            folder, demo: demo, argument: name, uid: uid(worker), seconds: remaining,
            limit: options.outputLimit)
        var verdict = judgeVisible(
            run, expected: info.expected, what: "\(demo) \(name)", exercise: name,
            outputLimit: options.outputLimit)
        if case .stoppedByLimit(.time(let seconds), let what) = verdict, seconds < sandbox.runSeconds {
            verdict = .stoppedByLimit(.budget(seconds: options.budgetSeconds), what: what)
        }
        var details: [String] = []
        switch verdict {
        case .wrongOutput, .exitedWithStatus:
            details = diffText(
                expected: info.expected, got: run.output,
                label: "expected (Tests/Exercises/\(name)/expected.txt)",
                yours: "yours (\(demo) \(name))"
            ).map { escapedForTerminal($0) }
        default: break
        }
        switch verdict {
        case .failedRun, .stoppedByLimit, .exitedWithStatus:
            let errors = splitLines(run.errors).prefix(10).map {
                escapedForTerminal(String(decoding: $0, as: UTF8.self))
            }
            if !errors.isEmpty { details += ["its standard error:"] + errors }
            if run.bytes > options.outputLimit {
                details +=
                    ["the first lines it printed:"]
                    + splitLines(run.output).prefix(5).map {
                        escapedForTerminal(String(String(decoding: $0, as: UTF8.self).prefix(200)))
                    }
            }
        default: break
        }
        return Graded(verdict: verdict, details: details)
    }

    func hiddenRun(
        _ name: String, demo: String, folder: String, worker: Int, remaining: Int,
        into results: inout [String: Graded]
    ) {
        guard let reference = references[name], let variation = infos[name]?.variation else { return }
        let run = sandbox.run(
            folder, demo: demo, argument: name, uid: uid(worker), seconds: remaining,
            limit: options.outputLimit)
        if case .sandboxError(let text) = run.ending {
            results[name] = Graded(verdict: .sandboxError(text))
            return
        }
        if case .unreadable(let text) = run.ending {
            results[name] = Graded(verdict: .sandboxError(text))
            return
        }
        let verdict = judgeHidden(
            run, reference: reference, variation: variation, outputLimit: options.outputLimit)
        if verdict.isPass {
            results[name]?.verdict = .passed(hiddenVariations: 1)
        } else {
            results[name] = Graded(verdict: verdict)
        }
    }

    func buildFailure(_ built: (ending: Ending, log: Captured), demo: String, budget: Int, remaining: Int)
        -> Graded
    {
        let log = built.log.kept
        var details = ["swift build --product \(demo):"] + buildDiagnostics(log)
        if built.log.bytes > built.log.kept.count {
            details.append(
                "(the build printed \(built.log.bytes) bytes; the first \(built.log.kept.count) kept)")
        }
        switch built.ending {
        case .exited:
            return Graded(
                verdict: .doesNotBuild(
                    demo: demo, firstError: firstError(log) ?? "(the compiler gave no error line)"),
                details: details)
        case .wallClock(let seconds):
            let limit: Limit =
                remaining <= 0 || seconds < sandbox.buildSeconds
                ? .budget(seconds: budget) : .time(seconds: seconds)
            return Graded(verdict: .stoppedByLimit(limit, what: "the build of \(demo)"), details: details)
        case .cpu(let seconds):
            return Graded(
                verdict: .stoppedByLimit(.processorTime(seconds: seconds), what: "the build of \(demo)"),
                details: details)
        case .fileSize:
            return Graded(verdict: .stoppedByLimit(.fileSize, what: "the build of \(demo)"), details: details)
        case .signal(let name):
            return Graded(
                verdict: .doesNotBuild(demo: demo, firstError: "the build ended by \(name)"), details: details
            )
        case .sandboxError(let text), .unreadable(let text):
            return Graded(verdict: .sandboxError(text), details: details)
        }
    }
}

public struct GradeError: Error {
    public let message: String
}

func uniqued(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
}

func describe(_ ending: Ending) -> String { "\(ending)" }

/// The compiler's first error line, as written (escaped for the terminal; the sandbox's path to the
/// scratch copy left out), or nil: an error located in a file first, then any line with "error:".
public func firstError(_ log: [UInt8]) -> String? {
    let lines = splitLines(log).map { String(decoding: $0, as: UTF8.self) }
    let located = lines.first { isLocatedError($0) }
    return (located ?? lines.first { $0.contains("error:") }).map { escapedForTerminal(shortened($0)) }
}

func isLocatedError(_ line: String) -> Bool {
    guard let range = line.range(of: ": error: ") else { return false }
    return isLocation(line[..<range.lowerBound])
}

/// FILE:LINE:COLUMN, or the compiler's `<unknown>:0` for an error of no file (a module that cannot be
/// loaded, a precompiled file made elsewhere).
func isLocation(_ text: Substring) -> Bool {
    if text == "<unknown>:0" { return true }
    let location = text.split(separator: ":")
    return location.count >= 3 && location.suffix(2).allSatisfy { $0.allSatisfy(\.isNumber) }
}

func isDiagnostic(_ line: String) -> Bool {
    for kind in [": error: ", ": warning: ", ": note: "] {
        if let range = line.range(of: kind), isLocation(line[..<range.lowerBound]) { return true }
    }
    return false
}

func shortened(_ line: String) -> String {
    line.replacingOccurrences(of: "/grade/package/", with: "")
}

/// The build's diagnostics in the compiler's order, each error with the notes and source lines that
/// follow it, each block once (the compiler may print one twice); progress lines and the driver's
/// "command failed" lines left out; at most 80 lines.
public func buildDiagnostics(_ log: [UInt8]) -> [String] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in splitLines(log).map({ shortened(String(decoding: $0, as: UTF8.self)) }) {
        if isDiagnostic(line) {
            if line.contains(": error: ") || current == nil {
                if let done = current { blocks.append(done) }
                current = [line]
            } else {
                current?.append(line)
            }
        } else if line.hasPrefix("[") || line.hasPrefix("error: emit-module")
            || line.hasPrefix("error: compile command")
            || line.hasPrefix("Building") || line.hasPrefix("warning: ")
        {
            if let done = current { blocks.append(done) }
            current = nil
        } else if current != nil {
            current?.append(line)
        }
    }
    if let done = current { blocks.append(done) }
    var seen: Set<String> = []
    var out: [String] = []
    for block in blocks where seen.insert(block.joined(separator: "\n")).inserted {
        out += block.map { escapedForTerminal($0) }
    }
    if out.isEmpty {
        out = splitLines(log).map { escapedForTerminal(shortened(String(decoding: $0, as: UTF8.self))) }
            .filter { $0.contains("error") }
    }
    if out.count > 80 { return Array(out.prefix(80)) + ["… \(out.count - 80) more lines"] }
    return out
}

/// The files of a hidden variation (a folder of the course's, trusted, but read as carefully).
struct HiddenFiles {
    var files: [String: [UInt8]] = [:]
    var problem: String?
    init(root: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue,
            let walker = FileManager.default.enumerator(atPath: root)
        else {
            problem = "not a folder"
            return
        }
        while let path = walker.nextObject() as? String {
            // Not followed: a link (dangling or not), a pipe or a device is a file it cannot read.
            let type =
                (try? FileManager.default.attributesOfItem(atPath: root + "/" + path))?[.type]
                as? FileAttributeType
            if type == .typeDirectory { continue }
            guard type == .typeRegular else {
                problem = "\(path) is not a plain file"
                return
            }
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
                problem = "cannot read \(path)"
                return
            }
            files[path] = Array(data)
        }
    }
}
