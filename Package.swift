// swift-tools-version: 6.1
import PackageDescription

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
