import Foundation

/// A real sway on the headless wlroots backend with one 800×600 output (in points; `scale` pixels
/// per point) on a black background, run
/// as `nobody` (sway refuses root) in its own runtime directory. Clients run as root and reach
/// it through `clientEnvironment`.
public final class HeadlessSway {
    public static let outputWidth = 800
    public static let outputHeight = 600

    public let runtimeDirectory: URL
    private let compositor: ChildProcess
    private let grim: String
    private let swaymsgPath: String
    public private(set) var clientEnvironment: [String: String] = [:]
    /// The Wayland socket's absolute path.
    public private(set) var socketPath = ""

    public init(scale: Int = 1) throws {
        let sway = try Tools.path(of: "sway", package: "sway")
        let setpriv = try Tools.path(of: "setpriv", package: "util-linux")
        grim = try Tools.path(of: "grim", package: "grim")
        swaymsgPath = try Tools.path(of: "swaymsg", package: "sway")

        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-sway-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        let config = runtimeDirectory.appendingPathComponent("sway.conf")
        try """
            output HEADLESS-1 resolution \(Self.outputWidth * scale)x\(Self.outputHeight * scale) scale \(scale)
            output * bg #000000 solid_color
            xwayland disable
            default_border none
            """.write(to: config, atomically: true, encoding: .utf8)
        for path in [runtimeDirectory.path, config.path] {
            try FileManager.default.setAttributes([.ownerAccountName: "nobody", .groupOwnerAccountName: "nogroup"], ofItemAtPath: path)
        }
        let environment = [
            "XDG_RUNTIME_DIR": runtimeDirectory.path, "HOME": runtimeDirectory.path, "PATH": "/usr/bin:/bin",
            "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
        ]
        compositor = try ChildProcess(setpriv, ["--reuid=nobody", "--regid=nogroup", "--clear-groups", sway, "-c", config.path],
                                      environment: environment, in: FileManager.default.temporaryDirectory,
                                      name: "sway-\(runtimeDirectory.lastPathComponent)")
        let sockets = { [runtimeDirectory] in
            (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory.path)) ?? []
        }
        let ready = poll(within: 10) {
            sockets().contains { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
                && sockets().contains { $0.hasPrefix("sway-ipc.") }
        }
        guard ready, let display = sockets().first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
              let ipc = sockets().first(where: { $0.hasPrefix("sway-ipc.") })
        else {
            let log = compositor.standardError
            stop()
            throw HarnessError("headless sway did not start within 10 s:\n\(log.suffix(2000))")
        }
        socketPath = runtimeDirectory.appendingPathComponent(display).path
        clientEnvironment = [
            "XDG_RUNTIME_DIR": runtimeDirectory.path, "WAYLAND_DISPLAY": display, "PATH": "/usr/bin:/bin",
            "SWAYSOCK": runtimeDirectory.appendingPathComponent(ipc).path,
        ]
    }

    /// Takes a screenshot of the whole output with grim.
    public func screenshot() throws -> PPMImage {
        let file = runtimeDirectory.appendingPathComponent("shot-\(UUID().uuidString).ppm")
        try runCommand(grim, ["-t", "ppm", file.path], environment: clientEnvironment)
        defer { try? FileManager.default.removeItem(at: file) }
        return try PPMImage(data: Data(contentsOf: file))
    }

    /// Runs swaymsg with the given arguments and returns its output (JSON for `-t get_*`).
    @discardableResult
    public func swaymsg(_ arguments: [String]) throws -> String {
        try runCommand(swaymsgPath, arguments, environment: clientEnvironment)
    }

    /// Ends sway (by pid, bounded) and removes its runtime directory.
    public func stop() {
        compositor.stop()
        try? FileManager.default.removeItem(at: runtimeDirectory)
        try? FileManager.default.removeItem(at: compositor.outputURL)
        try? FileManager.default.removeItem(at: compositor.errorURL)
    }
}
