// swift-tools-version: 6.1
import PackageDescription

/// The engine runs on every touch frame. Its state lives in a few final classes whose fields
/// it reads and writes constantly; Swift's dynamic exclusivity checks on those accesses cost
/// a quarter of the instructions per frame (callgrind, see README "Benchmarks"). Debug builds
/// and tests keep them, so violations still surface there.
let hotPath: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "Tactile",
    products: [
        .executable(name: "tactile", targets: ["tactile"]),
        .library(name: "TactileEngine", targets: ["TactileEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Geometry, touches, events, windows, views, hit-testing, input events and scene
        // descriptions. Pure Swift: no Foundation file or process APIs, no system libraries.
        .target(name: "TactileCore", swiftSettings: hotPath),
        // The recognizer state machine and the arbiter. Owns no thread, file or clock.
        .target(name: "TactileEngine", dependencies: ["TactileCore"], swiftSettings: hotPath),
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
        // Engine throughput benchmark (release builds; see README).
        .executableTarget(name: "tactile-benchmark", dependencies: ["TactileEngine"]),
        .testTarget(name: "TactileCoreTests", dependencies: ["TactileCore"]),
        .testTarget(name: "TactileEngineTests", dependencies: ["TactileEngine"]),
        .testTarget(
            name: "TactileScenarioTests",
            dependencies: ["TactileScenario"],
            resources: [.copy("Scenarios")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
