// swift-tools-version:6.0
// Pattern Playground: runnable console demos of design patterns.
// No dependencies beyond the Swift toolchain.

import PackageDescription

/// Every demo is one executable target under `Sources/<Name>` built on `DemoSupport`.
/// Adding a demo: create `Sources/<Name>/main.swift`, add its name here, record its golden files.
let demos = ["StrategyDemo"]

let package = Package(
    name: "PatternPlayground",
    products: demos.map { .executable(name: $0, targets: [$0]) },
    targets: [
        .target(name: "DemoSupport"),
        .testTarget(name: "DemoSupportTests", dependencies: ["DemoSupport"]),
        .testTarget(
            name: "GoldenTests",
            dependencies: [],
            exclude: []
        ),
        .testTarget(name: "StrategyDemoTests", dependencies: ["StrategyDemo", "DemoSupport"]),
    ]
        + demos.map { .executableTarget(name: $0, dependencies: ["DemoSupport"]) }
)
