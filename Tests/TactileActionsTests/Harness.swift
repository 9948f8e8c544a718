import Foundation

/// Polls `condition` every 20 ms until it holds or `seconds` pass; every wait here is bounded.
func poll(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}

struct HarnessFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A program the tests start: its output goes to a file they poll; `stop()` ends it by pid and
/// waits (PID 1 on these machines reaps nothing).
final class TestChild {
    let process = Process()
    let outputFile: URL

    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-actions-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputFile)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    var output: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }
    var lines: [String] { output.split(separator: "\n").map(String.init) }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            if !poll(within: 2, { !process.isRunning }) {
                kill(process.processIdentifier, SIGKILL)
                _ = poll(within: 5) { !process.isRunning }
            }
        }
        try? FileManager.default.removeItem(at: outputFile)
    }
}

/// Finds a program on PATH (sway, setpriv); missing is a failure naming the Debian package.
func installed(_ name: String, package: String) throws -> String {
    for directory in ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw HarnessFailure("\(name) is not installed (Debian package \(package); scripts/setup installs it)")
}

/// An executable of this package built next to the test bundle.
func builtProduct(_ name: String) throws -> String {
    let bundle = Bundle.main.bundleURL
    let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                      bundle.deletingLastPathComponent(), bundle].map { $0.appendingPathComponent(name).path }
    guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
        throw HarnessFailure("\(name) not found next to the tests; build it with swift build --product \(name)")
    }
    return found
}

/// sway on the headless backend, as nobody (it refuses root), with no input devices and no
/// key bindings, so every key reaches the focused client.
final class HeadlessCompositor {
    let runtime: URL
    let child: TestChild
    /// The Wayland socket's absolute path.
    private(set) var socket = ""

    init() throws {
        runtime = URL(fileURLWithPath: "/tmp/tactile-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        let config = runtime.appendingPathComponent("sway.conf")
        try "output HEADLESS-1 resolution 800x600\nxwayland disable\n".write(to: config, atomically: true, encoding: .utf8)
        for path in [runtime.path, config.path] {
            try FileManager.default.setAttributes([.ownerAccountName: "nobody", .groupOwnerAccountName: "nogroup"], ofItemAtPath: path)
        }
        child = try TestChild(
            try installed("setpriv", package: "util-linux"),
            ["--reuid=nobody", "--regid=nogroup", "--clear-groups", try installed("sway", package: "sway"), "-c", config.path],
            environment: ["XDG_RUNTIME_DIR": runtime.path, "HOME": runtime.path, "PATH": "/usr/bin:/bin",
                          "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman"])
        let found = poll(within: 10) {
            ((try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? [])
                .contains { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
        }
        let name = ((try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? [])
            .first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
        guard found, let name else {
            let log = child.output
            stop()
            throw HarnessFailure("headless sway did not start:\n\(log.suffix(2000))")
        }
        socket = runtime.appendingPathComponent(name).path
    }

    var clientEnvironment: [String: String] {
        ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": URL(fileURLWithPath: socket).lastPathComponent]
    }

    func stop() {
        child.stop()
        try? FileManager.default.removeItem(at: runtime)
    }
}
