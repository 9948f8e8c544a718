import Foundation
import TactileTestSupport
import Testing

/// Without layer-shell the overlay falls back to an xdg_toplevel. weston (headless backend,
/// pixman renderer) has no layer-shell and runs as root; it places windows arbitrarily, so this
/// only checks that the overlay connects, maps a window and has a frame shown.
@Suite(.serialized)
struct WestonFallbackTests {
    @Test func fallsBackToAToplevelWithoutLayerShell() throws {
        let weston = try Tools.path(of: "weston", package: "weston")
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-weston-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: runtime) }
        let environment = ["XDG_RUNTIME_DIR": runtime.path, "HOME": runtime.path, "PATH": "/usr/bin:/bin"]
        let compositor = try ChildProcess(weston, ["--backend=headless-backend.so", "--use-pixman", "--socket=wayland-tactile",
                                                   "--idle-time=0", "--width=800", "--height=600"],
                                          environment: environment, in: runtime, name: "weston")
        defer { compositor.stop() }
        let socket = runtime.appendingPathComponent("wayland-tactile").path
        try #require(poll(within: 10) { FileManager.default.fileExists(atPath: socket) },
                     "weston did not start:\n\(compositor.standardError.suffix(2000))")

        var client = environment
        client["WAYLAND_DISPLAY"] = "wayland-tactile"
        let overlay = try OverlayProcess(arguments: ["--records", Tools.fixture("pinch.jsonl"), "--freeze-at", "160", "--duration", "20"],
                                         environment: client)
        defer { overlay.stop() }
        #expect(overlay.standardError.contains("xdg_toplevel window"))
        #expect(overlay.child.process.isRunning)
    }
}
