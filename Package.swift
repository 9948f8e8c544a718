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
        .executable(name: "tactile-overlay", targets: ["tactile-overlay"]),
        .executable(name: "tactile-overlay-benchmark", targets: ["tactile-overlay-benchmark"]),
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
        // libwayland-client and cairo, found with pkg-config.
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
        // wayland-scanner output for protocols/ (committed; scripts/generate-protocols).
        .target(name: "CWaylandProtocols", dependencies: ["CWaylandClient"]),
        // The live overlay: record model, cairo renderer, Wayland layer-shell client.
        .target(name: "TactileOverlay", dependencies: ["CWaylandProtocols", "CWaylandClient", "CCairo"]),
        .executableTarget(name: "tactile-overlay", dependencies: ["TactileOverlay"]),
        .executableTarget(name: "tactile-overlay-benchmark", dependencies: ["TactileOverlay", "CCairo"]),
        .testTarget(
            name: "TactileOverlayTests",
            // The executable too: the compositor tests run it next to the test bundle.
            dependencies: ["TactileOverlay", "CCairo", "tactile-overlay"],
            exclude: ["Fixtures"]
        ),
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
