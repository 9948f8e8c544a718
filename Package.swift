// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .executable(name: "tactile", targets: ["tactile"]),
        .library(name: "TactileEngine", targets: ["TactileEngine"]),
        .library(name: "TactileStrokes", targets: ["TactileStrokes"]),
        .executable(name: "tactile-stroke-benchmark", targets: ["StrokeBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Geometry, touches, events, windows, views, hit-testing, input events and scene
        // descriptions. Pure Swift: no Foundation file or process APIs, no system libraries.
        .target(name: "TactileCore"),
        // The recognizer state machine and the arbiter. Owns no thread, file or clock.
        .target(name: "TactileEngine", dependencies: ["TactileCore"]),
        // Scenario and configuration files: YAML decoding, validation, the runner, expectations.
        .target(
            name: "TactileScenario",
            dependencies: ["TactileEngine", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "tactile",
            dependencies: [
                "TactileScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // $1 and $P stroke matching, template sets, dataset log reading.
        .target(name: "TactileStrokes"),
        .executableTarget(name: "StrokeBenchmark", dependencies: ["TactileStrokes"]),
        .testTarget(name: "TactileCoreTests", dependencies: ["TactileCore"]),
        .testTarget(name: "TactileEngineTests", dependencies: ["TactileEngine"]),
        .testTarget(
            name: "TactileScenarioTests",
            dependencies: ["TactileScenario"],
            resources: [.copy("Scenarios")]
        ),
        .testTarget(
            name: "TactileStrokesTests", dependencies: ["TactileStrokes"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
