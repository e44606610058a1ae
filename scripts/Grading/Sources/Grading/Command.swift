import Foundation
import SourceChecks

public let usage =
    "usage: scripts/grade [--package DIR | --submissions DIR [--csv FILE] [--jobs N] [--shard K/N]] [--no-sandbox] [--budget SECONDS] [--expected DIR] EXERCISE... | --all"

public let help = """
    \(usage)
           scripts/grade merge OUT SHARD.csv...

    Grades exercises (docs/exercises.md, docs/grading.md): builds the exercise's demo, runs the exercise's
    scenario, compares what it prints with Tests/Exercises/NAME/expected.txt, and checks the files it must
    leave alone. Exit status: 0 when everything graded passes, 1 otherwise, 64 for a misused command
    line, 69 when another copy would have to be graded without a sandbox.

      scripts/grade travel-bus        your own copy, in place: one exercise, with the diff
      scripts/grade --all             your own copy: every exercise, as a table
      --package DIR                   grade someone else's copy (a student's) with this course
      --submissions DIR               grade every folder in DIR (one per student): a table, a row each
      --csv FILE                      with --submissions: also a CSV, a row per submission, a column per
                                      exercise, each cell the outcome (see below); and FILE.reports/, a
                                      report per submission with the details (diffs, the compiler's
                                      errors in its order with their notes)
      --jobs N                        with --submissions: submissions graded at once (default: cores)
      --shard K/N                     with --submissions: only the K-th of N equal slices of the folders,
                                      in order; `scripts/grade merge` (scripts/merge-grades) joins the
                                      shards' CSVs into the one a whole run writes
      --no-sandbox                    grade another copy without a sandbox, at your own risk
      --budget SECONDS                the time one submission may take for all its exercises (600)
      --expected DIR                  the exercises' folder (default: this course's Tests/Exercises)
      -h, --help                      this text

    Another copy is never built or run as it is: it is read once, without following any link (the copy
    is the scan), and only the files each exercise lets a student write (Tests/Exercises/NAME/writable)
    are laid over a scratch copy of this course (.build-grade/, its build kept warm), which is built and
    run in the sandbox (scripts/grade-sandbox). A partial submission (only the files a student writes)
    is graded over the course's files.

    The outcomes (CSV cells): PASS, wrong output, hidden data (a hidden variation's output differs from
    the reference solution's), does not build, not attempted (its files are the course's), protected
    file (a file no exercise lets a student write was changed), refused (links, special or huge files,
    a declaration the exercise does not allow), time limit, cpu limit, file size limit, output limit,
    time budget, crashed (a run ended by a signal), sandbox error, cannot grade (the course is at
    fault). A run that exits with a status other than 0 is wrong output, its reason naming the status.
    Anything the grader cannot read is a FAIL with its reason.

    Limits (environment): GRADE_TIMEOUT (seconds a run, 60), GRADE_BUILD_TIMEOUT (600),
    GRADE_OUTPUT_LIMIT (bytes a run may print, 1048576), GRADE_MEMORY_LIMIT (KiB, 4194304),
    GRADE_BUILD_MEMORY_LIMIT (8388608), GRADE_PROCESSES (64); see scripts/grade-sandbox.
    """

/// A misused command line: one line, and the usage.
public struct UsageError: Error {
    public let message: String
}

public struct Arguments: Sendable {
    public var package: String?
    public var submissions: String?
    public var csv: String?
    public var jobs: Int?
    public var shard: (k: Int, n: Int)?
    public var noSandbox = false
    public var all = false
    public var expected: String?
    public var budget = 600
    public var names: [String] = []
    public var help = false
}

/// Reads the command line (without the program's name).
public func parseArguments(_ arguments: [String]) throws(UsageError) -> Arguments {
    var result = Arguments()
    var rest = arguments[...]
    func value(_ option: String, _ what: String) throws(UsageError) -> String {
        guard let next = rest.popFirst() else {
            throw UsageError(message: "option '\(option)' needs \(what)")
        }
        return next
    }
    while let argument = rest.popFirst() {
        switch argument {
        case "-h", "--help": result.help = true
        case "--all": result.all = true
        case "--no-sandbox": result.noSandbox = true
        case "--package", "--submissions", "--expected":
            let folder = try value(argument, "a folder")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
            else {
                throw UsageError(message: "no folder '\(escapedName(folder))' for option '\(argument)'")
            }
            let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
            if argument == "--package" { result.package = absolute }
            if argument == "--submissions" { result.submissions = absolute }
            if argument == "--expected" { result.expected = absolute }
        case "--csv":
            let file = try value(argument, "a file")
            var isFolder: ObjCBool = false
            let parent = (URL(fileURLWithPath: file).deletingLastPathComponent().path)
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue
            else {
                throw UsageError(message: "no folder for the CSV file '\(escapedName(file))'")
            }
            result.csv = file
        case "--jobs":
            let text = try value(argument, "a number")
            guard let jobs = wholeNumber(text), jobs > 0, !text.hasPrefix("0") else {
                throw UsageError(message: "--jobs needs a positive number, not '\(escapedName(text))'")
            }
            result.jobs = jobs
        case "--budget":
            let text = try value(argument, "a number of seconds")
            guard let seconds = wholeNumber(text), seconds > 0 else {
                throw UsageError(
                    message: "--budget needs a positive number of seconds, not '\(escapedName(text))'")
            }
            result.budget = seconds
        case "--shard":
            let text = try value(argument, "K/N, such as 2/4")
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let k = wholeNumber(parts[0]), let n = wholeNumber(parts[1]), k > 0, n > 0
            else {
                throw UsageError(
                    message: "--shard takes K/N, two positive numbers such as 2/4, not '\(escapedName(text))'"
                )
            }
            guard k <= n else { throw UsageError(message: "--shard \(text): K is one of 1 to \(n)") }
            result.shard = (k, n)
        default:
            if argument.hasPrefix("-") {
                throw UsageError(
                    message:
                        "unknown option '\(escapedName(argument))'; choose from: --all, --package, --submissions, --csv, --jobs, --shard, --no-sandbox, --budget, --expected, --help"
                )
            }
            result.names.append(argument)
        }
    }
    if result.help { return result }
    if result.package != nil && result.submissions != nil {
        throw UsageError(message: "--package grades one copy, --submissions a folder of them; give one")
    }
    if result.submissions == nil {
        if result.csv != nil { throw UsageError(message: "--csv needs --submissions") }
        if result.jobs != nil { throw UsageError(message: "--jobs needs --submissions") }
        if result.shard != nil { throw UsageError(message: "--shard needs --submissions") }
    }
    return result
}

/// Checks the exercise names against the index; a name it does not know gets a did-you-mean.
public func chooseExercises(_ arguments: Arguments, index: [Exercise]) throws(UsageError) -> [Exercise] {
    let known = index.map(\.name)
    if arguments.all {
        guard arguments.names.isEmpty else {
            throw UsageError(message: "--all grades every exercise; name none with it")
        }
        return index
    }
    guard !arguments.names.isEmpty else {
        throw UsageError(message: "name an exercise, or --all; choose from: \(known.joined(separator: " "))")
    }
    var chosen: [Exercise] = []
    for name in arguments.names {
        guard let exercise = index.first(where: { $0.name == name }) else {
            if let near = didYouMean(name, among: known) {
                throw UsageError(message: "unknown exercise '\(escapedName(name))'; did you mean '\(near)'?")
            }
            throw UsageError(
                message:
                    "unknown exercise '\(escapedName(name))'; choose from: \(known.joined(separator: " "))")
        }
        if !chosen.contains(exercise) { chosen.append(exercise) }
    }
    return chosen
}

/// The K-th of N contiguous slices of `count` items.
public func shardRange(k: Int, n: Int, count: Int) -> Range<Int> {
    ((k - 1) * count / n)..<(k * count / n)
}
