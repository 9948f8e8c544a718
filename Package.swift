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
        .executable(name: "tactile-overlay-benchmark", targets: ["tactile-overlay-benchmark"]),
        .library(name: "TactileInput", targets: ["TactileInput"]),
        .library(name: "TactileUmockdevFix", type: .dynamic, targets: ["TactileUmockdevFix"]),
        .executable(name: "tactile-inject", targets: ["tactile-inject"]),
        .executable(name: "tactile-libinput-dump", targets: ["tactile-libinput-dump"]),
        // The SDK that out-of-tree Swift recognizer plugins depend on.
        .library(name: "TactilePluginKit", targets: ["TactilePluginKit"]),
        // Recognizer plugins as shared libraries, loadable with --plugin-dir.
        .library(name: "TactileStandardPlugin", type: .dynamic, targets: ["TactileStandardRecognizers"]),
        .library(name: "TactileCheckmark", type: .dynamic, targets: ["Checkmark"]),
        .library(name: "TactileTwoFingerDoubleTap", type: .dynamic, targets: ["TwoFingerDoubleTap"]),
        .executable(name: "tactile-plugin-benchmark", targets: ["PluginBenchmark"]),
        .library(name: "TactileIPC", targets: ["TactileIPC"]),
        .library(name: "TactileStrokes", targets: ["TactileStrokes"]),
        .executable(name: "tactile-stroke-benchmark", targets: ["StrokeBenchmark"]),
        // The `stroke` recognizer ($1 / $P templates) as a plugin library, loadable with --plugin-dir.
        .library(name: "TactileStrokePlugin", type: .dynamic, targets: ["TactileStrokePluginEntry"]),
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
                "TactileOverlay",
                "TactilePlugins",
                "TactileConfig",
                "TactileIPC",
                "TactileStrokeRecognizer",
                "TactileStrokes",
                "TactileHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Engine throughput benchmark (release builds; see README).
        .executableTarget(name: "tactile-benchmark", dependencies: ["TactileEngine", "TactileScenario"]),
        // libwayland-client and cairo, found with pkg-config.
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
        // wayland-scanner output for protocols/ (committed; scripts/generate-protocols).
        .target(name: "CWaylandProtocols", dependencies: ["CWaylandClient"]),
        // The live overlay: record model, cairo renderer, Wayland layer-shell client.
        .target(name: "TactileOverlay", dependencies: ["CWaylandProtocols", "CWaylandClient", "CCairo"]),
        .executableTarget(name: "tactile-overlay-benchmark", dependencies: ["TactileOverlay", "CCairo"]),
        .testTarget(
            name: "TactileOverlayTests",
            // The executable too: the compositor tests run it next to the test bundle.
            dependencies: ["TactileOverlay", "CCairo", "TactileTestSupport", "tactile"],
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
            dependencies: ["TactileInput", "TactileTestbed", "TactileTestSupport", "tactile-inject", "tactile-libinput-dump"]
        ),
        // The recognizer plugin ABI: one versioned C header.
        .target(name: "TactilePluginABI"),
        // The Swift SDK for recognizer plugins (no engine inside).
        .target(name: "TactilePluginKit", dependencies: ["TactilePluginABI", "TactileCore"], swiftSettings: hotPath),
        // The standard recognizers (tap, longPress, pan, …), written with the SDK; the standard plugin.
        .target(name: "TactileStandardRecognizers", dependencies: ["TactilePluginKit"], swiftSettings: hotPath),
        // The host side of plugins: the C-vtable adapter, the dlopen loader, the standard set in-process.
        .target(
            name: "TactilePlugins",
            dependencies: ["TactileEngine", "TactilePluginABI", "TactileStandardRecognizers"],
            swiftSettings: hotPath
        ),
        // Custom recognizer plugins: the checkmark in Swift with the SDK, a two-finger double tap in C.
        .target(name: "Checkmark", dependencies: ["TactilePluginKit"], path: "Plugins/Checkmark", swiftSettings: hotPath),
        .target(name: "TwoFingerDoubleTap", dependencies: ["TactilePluginABI"], path: "Plugins/TwoFingerDoubleTap"),
        // Cost per frame of the standard recognizers through the ABI against direct Swift calls.
        .executableTarget(
            name: "PluginBenchmark", dependencies: ["TactilePlugins"], path: "Benchmarks/PluginBenchmark",
            swiftSettings: hotPath
        ),
        // libxkbcommon: keymaps and keysym names for the keys action.
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        // Registry binds for wl_seat and the virtual-keyboard manager, which Swift cannot write.
        .target(name: "CVirtualKeyboard", dependencies: ["CWaylandProtocols"]),
        // Binding actions: spawned commands, key presses through virtual-keyboard, IPC events.
        // posix_spawn's closefrom action, declared only under _GNU_SOURCE.
        .target(name: "CSpawnSupport"),
        .target(name: "TactileActions", dependencies: ["TactileEngine", "CSpawnSupport", "CVirtualKeyboard", "CWaylandProtocols", "CXKBCommon", "CWaylandClient"]),
        // The daemon's configuration file: scene, bindings, settings; validation and the dispatcher.
        .target(name: "TactileConfig", dependencies: ["TactileScenario", "TactileActions"]),
        // A Wayland client that maps a window and prints the keys it receives (keys action tests).
        .executableTarget(name: "tactile-key-probe", dependencies: ["CVirtualKeyboard", "CWaylandProtocols", "CWaylandClient"]),
        // The executable too: the check-config tests run it.
        .testTarget(name: "TactileConfigTests", dependencies: ["TactileConfig", "tactile"]),
        .testTarget(name: "TactileActionsTests", dependencies: ["TactileActions", "TactileTestSupport", "tactile-key-probe"]),
        // The daemon's Unix socket: a poll-driven server, the protocol, the engine glue, the client.
        .target(name: "TactileIPC", dependencies: ["TactileEngine", "TactileScenario"]),
        // IPC fan-out latency and CPU (release builds; see protocols/ipc.md).
        .executableTarget(name: "tactile-ipc-benchmark", dependencies: ["TactileIPC"]),
        // The executable too: the tests run `tactile ctl` as a real client (and as another user).
        .testTarget(name: "TactileIPCTests", dependencies: ["TactileIPC", "TactileTestSupport", "tactile"]),
        // What several test targets share: child processes with bounded waits, headless sway and
        // screenshots, the tools the tests need, a real IPC server with a real engine.
        .target(name: "TactileTestSupport", dependencies: ["TactileIPC", "TactileScenario"], path: "Tests/TactileTestSupport"),
        // $1 and $P stroke matching, template sets, dataset log reading.
        .target(name: "TactileStrokes"),
        .executableTarget(name: "StrokeBenchmark", dependencies: ["TactileStrokes"]),
        // The `stroke` recognizer type written with the SDK, and its embedded default templates.
        .target(name: "TactileStrokeRecognizer", dependencies: ["TactilePluginKit", "TactileStrokes"]),
        // Only the exported C entry: kept apart so that `tactile`, which links the recognizer
        // in-process beside the standard plugin, does not get a second `tactile_plugin_entry`.
        .target(name: "TactileStrokePluginEntry", dependencies: ["TactileStrokeRecognizer"]),
        .testTarget(
            name: "TactileStrokePluginTests",
            // The executable too: the learn tests run `tactile learn` and `tactile test`.
            dependencies: ["TactileStrokeRecognizer", "TactilePlugins", "TactileScenario", "TactileStrokes", "tactile"],
            resources: [.copy("Scenarios")]
        ),
        // signalfd and timerfd for the live host's event loop (Swift's Glibc module has neither).
        .systemLibrary(name: "CHostSystem"),
        // The live host: libinput event loop, normalisation, recorder (docs/host.md).
        .target(name: "TactileHost", dependencies: [
            "TactileEngine", "TactileScenario", "TactileInput", "CHostSystem", "TactileConfig", "TactileIPC", "TactileActions", "CXKBCommon",
            .product(name: "Yams", package: "Yams"),
        ]),
        .testTarget(name: "TactileHostTests", dependencies: ["TactileHost", "TactileTestbed", "TactilePlugins", "TactileTestSupport", "tactile", "tactile-inject"]),
        .testTarget(name: "TactileCoreTests", dependencies: ["TactileCore"]),
        .testTarget(name: "TactileEngineTests", dependencies: ["TactileEngine"]),
        .testTarget(
            name: "TactileScenarioTests",
            dependencies: ["TactileScenario", "TactilePlugins"],
            resources: [.copy("Scenarios")]
        ),
        .testTarget(
            name: "TactilePluginsTests",
            dependencies: ["TactilePlugins", "TactileStandardRecognizers", "TactileEngine", "TactileScenario"],
            resources: [.copy("Scenarios")]
        ),
        .testTarget(
            name: "TactileStrokesTests", dependencies: ["TactileStrokes"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
