// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .executable(name: "tactile", targets: ["tactile"]),
        .library(name: "TactileEngine", targets: ["TactileEngine"]),
        // The SDK that out-of-tree Swift recognizer plugins depend on.
        .library(name: "TactilePluginKit", targets: ["TactilePluginKit"]),
        // Recognizer plugins as shared libraries, loadable with --plugin-dir.
        .library(name: "TactileStandardPlugin", type: .dynamic, targets: ["TactileStandardRecognizers"]),
        .library(name: "TactileCheckmark", type: .dynamic, targets: ["Checkmark"]),
        .library(name: "TactileTwoFingerDoubleTap", type: .dynamic, targets: ["TwoFingerDoubleTap"]),
        .executable(name: "tactile-plugin-benchmark", targets: ["PluginBenchmark"]),
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
        // The recognizer plugin ABI: one versioned C header.
        .target(name: "TactilePluginABI"),
        // The Swift SDK for recognizer plugins (no engine inside).
        .target(name: "TactilePluginKit", dependencies: ["TactilePluginABI", "TactileCore"]),
        // The standard recognizers (tap, longPress, pan, …), written with the SDK; the standard plugin.
        .target(name: "TactileStandardRecognizers", dependencies: ["TactilePluginKit"]),
        // The host side of plugins: the C-vtable adapter, the dlopen loader, the standard set in-process.
        .target(
            name: "TactilePlugins",
            dependencies: ["TactileEngine", "TactilePluginABI", "TactileStandardRecognizers"]
        ),
        // Custom recognizer plugins: the checkmark in Swift with the SDK, a two-finger double tap in C.
        .target(name: "Checkmark", dependencies: ["TactilePluginKit"], path: "Plugins/Checkmark"),
        .target(name: "TwoFingerDoubleTap", dependencies: ["TactilePluginABI"], path: "Plugins/TwoFingerDoubleTap"),
        // Cost per frame of the standard recognizers through the ABI against direct Swift calls.
        .executableTarget(name: "PluginBenchmark", dependencies: ["TactilePlugins"], path: "Benchmarks/PluginBenchmark"),
        .testTarget(name: "TactileCoreTests", dependencies: ["TactileCore"]),
        .testTarget(name: "TactileEngineTests", dependencies: ["TactileEngine"]),
        .testTarget(
            name: "TactileScenarioTests",
            dependencies: ["TactileScenario"],
            resources: [.copy("Scenarios")]
        ),
        .testTarget(
            name: "TactilePluginsTests",
            dependencies: ["TactilePlugins", "TactileStandardRecognizers", "TactileEngine"],
            resources: [.copy("Scenarios")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
