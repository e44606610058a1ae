import Foundation
import SourceChecks

/// Grading a student's own copy in place (scripts/grade NAME in the course): builds with `swift build`,
/// runs the demo, compares; protected files compared with the release's baseline or the last commit.
public func gradeOwn(
    course: String, exercisesFolder: String, chosen: [Exercise], infos: [String: ExerciseInfo],
    allSlots: Set<String>, runSeconds: Int, outputLimit: Int
) -> (results: [String: Graded], baseline: Bool) {
    let changes = changedCourseFiles(course)
    let touched = (changes ?? []).filter { !allSlots.contains($0.path) }.map {
        "\($0.how) a protected file: \(escapedPath($0.path))"
    }
    var built: [String: (Bool, Captured)] = [:]
    var results: [String: Graded] = [:]
    let swift = onPath("swift") ?? "/usr/bin/swift"
    for exercise in chosen {
        guard let info = infos[exercise.name] else { continue }
        if let error = info.error {
            results[exercise.name] = Graded(verdict: .cannotGrade(error))
            continue
        }
        let demo = exercise.demo
        if built[demo] == nil {
            let command = [swift, "build", "--package-path", course, "--product", demo]
            var build = runCommand(command, limit: 1 << 20, mergeErrors: true)
            if build.status != 0, copiedModuleCache(build.output.kept) {
                // A copy made with `cp -r` of a built copy: its .build names the old folder's module
                // cache. Those caches go, and the build runs once more (what it compiled stays).
                removeModuleCaches(course + "/.build")
                build = runCommand(command, limit: 1 << 20, mergeErrors: true)
            }
            built[demo] = (build.status == 0, build.output)
        }
        var graded: Graded
        if let (ok, log) = built[demo], !ok {
            graded = Graded(
                verdict: .doesNotBuild(
                    demo: demo, firstError: firstError(log.kept) ?? "(the compiler gave no error line)"),
                details: ["swift build --product \(demo):"] + buildDiagnostics(log.kept))
        } else {
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            let run = runCommand(
                [course + "/.build/debug/" + demo, exercise.name], in: course, environment: environment,
                limit: outputLimit, seconds: runSeconds)
            let ending: Ending =
                run.timedOut
                ? .wallClock(seconds: runSeconds)
                : run.status > 128 ? .signal(signalName(run.status - 128)) : .exited(Int(run.status))
            let result = RunResult(
                ending: ending, output: run.output.kept, bytes: run.output.bytes,
                lines: run.output.lines, errors: run.errors.kept)
            let verdict = judgeVisible(
                result, expected: info.expected, what: "\(demo) \(exercise.name)",
                exercise: exercise.name, outputLimit: outputLimit)
            graded = Graded(verdict: verdict)
            switch verdict {
            case .wrongOutput, .exitedWithStatus:
                graded.details = diffText(
                    expected: info.expected, got: result.output,
                    label: "expected (Tests/Exercises/\(exercise.name)/expected.txt)",
                    yours: "yours (\(demo) \(exercise.name))"
                ).map { escapedForTerminal($0) }
            default: break
            }
        }
        if !touched.isEmpty {
            let reasons = [graded.verdict.isPass ? nil : graded.verdict.reason].compactMap { $0 }
            graded.verdict = .protectedFileChanged(touched + reasons)
        }
        results[exercise.name] = graded
    }
    return (results, changes != nil)
}

/// Whether a failed build's log says that its .build was copied from another folder: a module or
/// precompiled header that names another folder's module cache.
public func copiedModuleCache(_ log: [UInt8]) -> Bool {
    let text = String(decoding: log, as: UTF8.self)
    return text.contains("was compiled with module cache path")
        || (text.contains("module cache path") && text.contains("but the path is currently"))
}

/// Removes every folder named ModuleCache under `build` (a .build folder).
public func removeModuleCaches(_ build: String) {
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: build) else { return }
    var caches: [String] = []
    while let path = walker.nextObject() as? String {
        if (path as NSString).lastPathComponent == "ModuleCache" {
            caches.append(build + "/" + path)
            walker.skipDescendants()
        }
    }
    for cache in caches { try? manager.removeItem(atPath: cache) }
}

/// The course files (Package.swift, Sources/) changed or deleted since the baseline: the release's
/// Tests/Exercises/release.sha256, or the git checkout's last commit; nil when there is neither.
func changedCourseFiles(_ course: String) -> [(how: String, path: String)]? {
    let baseline = course + "/Tests/Exercises/release.sha256"
    if let text = FileManager.default.contents(atPath: baseline).map({ String(decoding: $0, as: UTF8.self) })
    {
        var changes: [(how: String, path: String)] = []
        let sha = onPath("sha256sum").map { [$0] } ?? ["/usr/bin/shasum", "-a", "256"]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let path = parts[1].trimmingCharacters(in: .whitespaces)
            guard FileManager.default.fileExists(atPath: course + "/" + path) else {
                changes.append(("deleted", path))
                continue
            }
            let hash = runCommand(sha + [path], in: course, limit: 4096).output.kept
            if !String(decoding: hash, as: UTF8.self).hasPrefix(String(parts[0])) {
                changes.append(("changed", path))
            }
        }
        return changes
    }
    guard let git = onPath("git") else { return nil }
    let top = runCommand([git, "-C", course, "rev-parse", "--show-toplevel"], limit: 4096)
    let topPath = String(decoding: top.output.kept, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
    guard top.status == 0,
        URL(fileURLWithPath: topPath).resolvingSymlinksInPath().path
            == URL(fileURLWithPath: course).resolvingSymlinksInPath().path,
        runCommand([git, "-C", course, "rev-parse", "--verify", "-q", "HEAD"], limit: 4096).status == 0
    else { return nil }
    let diff = runCommand(
        [
            git, "-C", course, "diff", "--no-renames", "--name-status", "HEAD", "--", "Package.swift",
            "Sources",
        ],
        limit: 1 << 20)
    guard diff.status == 0 else { return nil }
    return String(decoding: diff.output.kept, as: UTF8.self).split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "\t", maxSplits: 1)
        guard parts.count == 2, parts[0] != "A" else { return nil }
        return (parts[0] == "D" ? "deleted" : "changed", String(parts[1]))
    }
}
