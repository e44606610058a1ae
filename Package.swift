// swift-tools-version:6.0
// Pattern Playground: runnable console demos of design patterns.
// No dependencies beyond the Swift toolchain.

import PackageDescription

/// Every demo is an executable target `Sources/<Name>` built on `DemoSupport`, with unit tests in
/// `Tests/<Name>Tests`. Adding a demo is adding its name here.
let demos = ["LibraryDemo", "BekamDemo", "StrategyDemo", "MVVMDemo", "DocumentViewDemo"]

let package = Package(
    name: "PatternPlayground",
    // macOS 13: the demos use the standard library's string algorithms (`contains` of a substring,
    // without Foundation) and task-local values, which Apple's platforms gate by OS version.
    platforms: [.macOS(.v13)],
    products: demos.map { .executable(name: $0, targets: [$0]) },
    targets: [
        .target(name: "DemoSupport"),
        // The unit tests' assertions on lists and texts: what differs, in lines that fit a terminal.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DemoSupportTests", dependencies: ["DemoSupport", "TestSupport"]),
        // The golden harness: it runs the built demos in processes of their own, and reads each demo's
        // data (its golden cases, self-check, call sites, class diagram relations) in-process; it shows a
        // mismatch with DemoSupport's diff.
        .testTarget(
            name: "GoldenTests",
            dependencies: ["DemoSupport", "FaultyDemo", "TestSupport"] + demos.map { .target(name: $0) }),
        // The harness tests' fixture: a small demo that traps or hangs on request. Not a product.
        .executableTarget(name: "FaultyDemo", dependencies: ["DemoSupport"], path: "Tests/FaultyDemo"),
    ]
        + demos.map { .executableTarget(name: $0, dependencies: ["DemoSupport"]) }
        + demos.map {
            .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0), "DemoSupport", "TestSupport"])
        }
)
