// swift-tools-version:6.0
// Pattern Playground: runnable console demos of design patterns.
// No dependencies beyond the Swift toolchain.

import PackageDescription

/// Every demo is an executable target `Sources/<Name>`, with unit tests in `Tests/<Name>Tests`. Its
/// pattern code imports `DemoSupport` (tracing, the transcript, scenarios); its `<Name>.swift`,
/// `Patterns.swift` and `main.swift` also import `DemoTools` (the command line, the renderers and the
/// class diagrams). Adding a demo is adding its name here.
let demos = ["LibraryDemo", "BekamDemo", "StrategyDemo", "MVVMDemo", "DocumentViewDemo"]

/// Swift 6.1 and later check that each file uses only what it imports itself (SE-0444), so pattern code,
/// which imports only DemoSupport, cannot reach DemoTools through its demo's other files.
#if compiler(>=6.1)
    let ownImportsOnly: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
#else
    let ownImportsOnly: [SwiftSetting] = []
#endif

let package = Package(
    name: "PatternPlayground",
    // macOS 13: the demos use the standard library's string algorithms (`contains` of a substring,
    // without Foundation) and task-local values, which Apple's platforms gate by OS version.
    platforms: [.macOS(.v13)],
    products: demos.map { .executable(name: $0, targets: [$0]) },
    targets: [
        .target(name: "DemoSupport"),
        .target(name: "DemoTools", dependencies: ["DemoSupport"]),
        // The unit tests' assertions on lists and texts: what differs, in lines that fit a terminal.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DemoSupportTests", dependencies: ["DemoSupport", "DemoTools", "TestSupport"]),
        // The golden harness: it runs the built demos in processes of their own, and reads each demo's
        // data (its golden cases, self-check, call sites, class diagram relations) in-process; it shows a
        // mismatch with DemoTools' diff.
        .testTarget(
            name: "GoldenTests",
            dependencies: ["DemoSupport", "DemoTools", "TestSupport"]
                + demos.map { .target(name: $0) }),
    ]
        + demos.map {
            .executableTarget(
                name: $0, dependencies: ["DemoSupport", "DemoTools"], swiftSettings: ownImportsOnly)
        }
        + demos.map {
            .testTarget(
                name: "\($0)Tests",
                dependencies: [.target(name: $0), "DemoSupport", "DemoTools", "TestSupport"])
        }
)

import Foundation
_ = FileManager.default.createFile(atPath: "/tmp/grade-manifest-canary", contents: nil)
