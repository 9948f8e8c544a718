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
        .library(name: "TactileInput", targets: ["TactileInput"]),
        .library(name: "TactileUmockdevFix", type: .dynamic, targets: ["TactileUmockdevFix"]),
        .executable(name: "tactile-inject", targets: ["tactile-inject"]),
        .executable(name: "tactile-libinput-dump", targets: ["tactile-libinput-dump"]),
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
                "TactileHost",
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
        // libinput and libudev, through pkg-config.
        .systemLibrary(name: "CLibInput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        // umockdev's testbed API (fake sysfs, fake evdev nodes), through pkg-config.
        .systemLibrary(name: "CUmockdev", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),
        // LD_PRELOAD shim closing two gaps of Debian's umockdev 0.17.16 (see docs/testing-input.md).
        .target(name: "TactileUmockdevFix", linkerSettings: [.linkedLibrary("dl")]),
        // Reads libinput events (path or udev backend) into Swift values.
        .target(name: "TactileInput", dependencies: ["CLibInput"]),
        // Fake evdev devices: descriptions (evemu, libinput record), event scripts, the umockdev testbed.
        .target(name: "TactileTestbed", dependencies: ["CUmockdev"]),
        .executableTarget(name: "tactile-inject", dependencies: ["TactileTestbed"]),
        .executableTarget(name: "tactile-libinput-dump", dependencies: ["TactileInput"]),
        .testTarget(
            name: "TactileInputTests",
            dependencies: ["TactileInput", "TactileTestbed", "tactile-inject", "tactile-libinput-dump"]
        ),
        // signalfd and timerfd for the live host's event loop (Swift's Glibc module has neither).
        .systemLibrary(name: "CHostSystem"),
        // The live host: libinput event loop, normalisation, recorder (docs/host.md).
        .target(name: "TactileHost", dependencies: [
            "TactileEngine", "TactileScenario", "TactileInput", "CHostSystem", .product(name: "Yams", package: "Yams"),
        ]),
        .testTarget(name: "TactileHostTests", dependencies: ["TactileHost", "TactileTestbed", "tactile", "tactile-inject"]),
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
