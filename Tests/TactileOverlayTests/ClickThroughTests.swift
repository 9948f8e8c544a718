import Foundation
import TactileTestSupport
import Testing

/// Input passes through the overlay. Checked with sway's own hit-testing rather than a pixel:
/// two ordinary windows side by side (the overlay executable in its xdg_toplevel mode, which
/// keeps the default, full input region), the right one focused; the layer-shell overlay above
/// both, covering the whole output; then sway's seat commands put the cursor on the left window
/// and click. Sway gives the click to the topmost surface whose input region contains the
/// cursor: if the overlay's region were not empty, the overlay would take the click (and, having
/// no keyboard interactivity, leave the focus where it was); with an empty region the left
/// window gets it and sway focuses it.
@Suite(.serialized)
struct ClickThroughTests {
    @Test func aClickOnTheOverlayReachesTheWindowBelow() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        let windowArguments = ["--records", Tools.fixture("pinch.jsonl"), "--freeze-at", "5000", "--xdg-shell", "--duration", "30"]
        let left = try OverlayProcess(arguments: windowArguments, environment: sway.clientEnvironment, name: "left-window")
        defer { left.stop() }
        let right = try OverlayProcess(arguments: windowArguments, environment: sway.clientEnvironment, name: "right-window")
        defer { right.stop() }
        #expect(left.standardError.contains("xdg_toplevel window"))

        let windowsReady = try poll(within: 5) {
            let windows = try SwayWindow.all(in: sway)
            return windows.contains { $0.pid == right.child.pid && $0.isFocused } && windows.contains { $0.pid == left.child.pid }
        }
        try #require(windowsReady, "sway did not map both windows with the right one focused")
        let leftWindow = try #require(try SwayWindow.all(in: sway).first { $0.pid == left.child.pid })

        let overlay = try OverlayProcess(arguments: ["--records", Tools.fixture("pinch.jsonl"), "--freeze-at", "160", "--duration", "30"],
                                         environment: sway.clientEnvironment)
        defer { overlay.stop() }
        #expect(overlay.standardError.contains("layer-shell overlay surface"))
        // The overlay really is on top there: its left touch circle (150, 300) is drawn over the left window.
        let shot = try sway.screenshot()
        #expect(shot[150, 300].blue > 80, "the overlay is not visible over the left window")
        #expect(try SwayWindow.all(in: sway).first { $0.pid == right.child.pid }?.isFocused == true)

        // (150, 300) lies on the overlay's drawn circle, on the left window.
        #expect(leftWindow.x <= 150 && 150 < leftWindow.x + leftWindow.width)
        try sway.swaymsg(["seat", "seat0", "cursor", "set", "150", "300"])
        try sway.swaymsg(["seat", "seat0", "cursor", "press", "button1"])
        try sway.swaymsg(["seat", "seat0", "cursor", "release", "button1"])

        let leftFocused = try poll(within: 3) {
            try SwayWindow.all(in: sway).first { $0.pid == left.child.pid }?.isFocused == true
        }
        #expect(leftFocused, "the click at (150, 300) did not reach the window below the overlay")
    }
}
