// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .executable(name: "tactile", targets: ["tactile"]),
        .library(name: "TactileEngine", targets: ["TactileEngine"]),
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
