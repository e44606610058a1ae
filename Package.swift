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
        .testTarget(name: "DemoSupportTests", dependencies: ["DemoSupport"]),
        // Runs the built executables; it depends on no demo module, only on their being built, and
        // shows a mismatch with DemoSupport's diff.
        .testTarget(name: "GoldenTests", dependencies: ["DemoSupport"]),
    ]
        + demos.map { .executableTarget(name: $0, dependencies: ["DemoSupport"]) }
        + demos.map { .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0), "DemoSupport"]) }
)
