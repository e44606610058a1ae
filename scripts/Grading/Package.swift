// swift-tools-version:6.0
// The course's grader (docs/grading.md): a package of its own, so that `swift run` in the course offers
// the five demos and nothing else. Standard library and Foundation only. scripts/grade builds and runs it.

import PackageDescription

let package = Package(
    name: "Grading",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "grade", targets: ["grade"])],
    targets: [
        // Reading a student's Swift: a tokenizer, the declaration check, and text made safe to print.
        .target(name: "SourceChecks"),
        // Grading itself: submissions, copies, builds and runs in the sandbox, verdicts, reports.
        .target(name: "Grading", dependencies: ["SourceChecks"]),
        .executableTarget(name: "grade", dependencies: ["Grading"]),
        .testTarget(name: "SourceChecksTests", dependencies: ["SourceChecks"]),
        .testTarget(name: "GradingTests", dependencies: ["Grading"]),
    ]
)
