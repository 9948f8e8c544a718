import Foundation
import TactileTestSupport
import Testing

/// The overlay on a real headless sway, checked by screenshots (grim, PPM) and sway's own
/// hit-testing. The fixture is a two-finger pinch: touches at x 250 and 450 (radius 30) spread to
/// 150 and 550 on y = 300 between t 0 and 160, Tap fails at 48, Pinch begins at 48, changes until
/// 160 and ends at 176, when both touches lift.
@Suite(.serialized)
struct SwayOverlayTests {
    static let pinch = Tools.fixture("pinch.jsonl")

    /// Runs the overlay frozen at `time` on a fresh sway and returns the screenshot.
    private func screenshot(frozenAt time: Int) throws -> PPMImage {
        try run(frozenAt: time).image
    }

    /// The screenshot and the overlay's standard error (with the protocol log when `protocolLog`).
    private func run(frozenAt time: Int, scale: Int = 1, protocolLog: Bool = false) throws -> (image: PPMImage, log: String) {
        let sway = try HeadlessSway(scale: scale)
        defer { sway.stop() }
        var environment = sway.clientEnvironment
        if protocolLog { environment["WAYLAND_DEBUG"] = "1" }
        let overlay = try OverlayProcess(arguments: ["--records", Self.pinch, "--freeze-at", "\(time)", "--duration", "20"],
                                         environment: environment)
        defer { overlay.stop() }
        #expect(overlay.standardError.contains("layer-shell overlay surface"))
        return (try sway.screenshot(), overlay.standardError)
    }

    @Test func drawsACircleAtEachLiveTouchAndNothingElsewhere() throws {
        let image = try screenshot(frozenAt: 160)
        #expect(image.width == HeadlessSway.outputWidth && image.height == HeadlessSway.outputHeight)
        for (x, y) in [(150, 300), (550, 300)] {
            let center = image[x, y]
            // The circle's fill is a translucent blue over the black background.
            #expect(center.blue > 80 && center.blue > center.red + 40, "no circle at (\(x), \(y)): \(center)")
            // Its outline at the radius (30) is light.
            let rim = image[x, y - 30]
            #expect(rim.red > 120 && rim.blue > 180, "no outline at (\(x), \(y - 30)): \(rim)")
        }
        // The trail behind the right touch: it came from x 450.
        #expect(!image[480, 300].isBlack)
        // Transparent everywhere else: sway's black background shows through unchanged.
        for (x, y) in [(5, 5), (400, 300), (700, 500), (100, 560), (790, 100), (350, 450)] {
            #expect(image[x, y].isBlack, "not transparent at (\(x), \(y)): \(image[x, y])")
        }
        let drawn = image.allPixels.filter { !$0.isBlack }.count
        #expect(drawn < image.width * image.height / 10, "too much of the screen is covered: \(drawn) pixels")
    }

    @Test func labelsTheRecognizedGestureAboveItsTouches() throws {
        // t 600: the touches have faded (lift at 176 + 300 ms); Pinch's label holds until 876.
        let image = try screenshot(frozenAt: 600)
        #expect(image[150, 300].isBlack && image[550, 300].isBlack, "touches should have faded")
        // The label sits above the gesture's top-left corner (120, 270).
        let labelArea = image.pixels(x: 110, y: 150, width: 260, height: 120)
        let green = labelArea.filter { $0.green > 150 && Int($0.green) > Int($0.red) + 60 && Int($0.green) > Int($0.blue) + 60 }
        #expect(green.count > 30, "no green 'Pinch ended' text above the gesture")
        let white = labelArea.filter { $0.red > 150 && $0.green > 150 && $0.blue > 150 }
        #expect(white.count > 20, "no 'scale 1.50' value text under the title")
        // Below the gesture stays empty.
        let below = image.pixels(x: 0, y: 340, width: 800, height: 260).filter { !$0.isBlack }
        #expect(below.isEmpty, "\(below.count) pixels drawn below the gesture")
    }

    @Test func colorsAFailedRecognizerRed() throws {
        let image = try screenshot(frozenAt: 100)
        let red = image.pixels(x: 110, y: 150, width: 300, height: 130)
            .filter { $0.red > 150 && Int($0.red) > Int($0.green) + 80 && Int($0.red) > Int($0.blue) + 80 }
        #expect(red.count > 30, "no red 'Tap failed' label")
    }

    @Test func leavesNothingOnScreenAfterTheFade() throws {
        let image = try screenshot(frozenAt: 5000)
        let drawn = image.allPixels.filter { !$0.isBlack }.count
        #expect(drawn == 0, "\(drawn) pixels still drawn after everything faded")
    }

    @Test func replayPlaysTheLogAndExitsWhenItHasFaded() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        let start = Date()
        let overlay = try OverlayProcess(arguments: ["--records", Self.pinch], environment: sway.clientEnvironment)
        defer { overlay.stop() }
        // Last record at 176 ms, labels gone 1.2 s later; allow a slow machine.
        // Reading the exit status of a running process traps, so the exit is required first.
        try #require(overlay.child.waitForExit(within: 30), "the replay did not end")
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed > 1.2, "the replay ended after \(elapsed) s, before its labels could fade")
        #expect(overlay.child.process.terminationStatus == 0)
    }

    @Test func drawsRecordsReadLiveFromStandardInput() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        let overlay = try OverlayProcess(arguments: ["--stdin"], environment: sway.clientEnvironment, pipeInput: true)
        defer { overlay.stop() }
        let input = try #require(overlay.child.input).fileHandleForWriting
        input.write(Data(#"{"t":5000,"kind":"touch","id":7,"phase":"began","x":600,"y":120,"radius":25}"#.utf8 + [0x0A]))
        let drawn = try poll(within: 5) { try sway.screenshot()[600, 120].blue > 80 }
        #expect(drawn, "the touch written to standard input was not drawn")
        input.write(Data(#"{"t":5100,"kind":"touch","id":7,"phase":"ended","x":600,"y":120}"#.utf8 + [0x0A]))
        try input.close()
        // End of input: the overlay lets the lifted touch fade, then exits.
        #expect(overlay.child.waitForExit(within: 5), "the overlay did not exit after its input ended")
    }

    @Test func drawsAtTheOutputScale() throws {
        // Scale 2: the screenshot has 1600×1200 pixels, and the overlay must draw them itself (a
        // 1600×1200 buffer with buffer scale 2), not let sway upscale an 800×600 one, which would
        // put everything at the same places. The protocol log tells the two apart.
        let (image, log) = try run(frozenAt: 160, scale: 2, protocolLog: true)
        #expect(image.width == 1600 && image.height == 1200)
        #expect(log.contains("set_buffer_scale(2)"), "the overlay did not set buffer scale 2")
        #expect(log.contains(", 0, 1600, 1200, 6400, 0)"), "no 1600×1200 ARGB8888 buffer was created")
        #expect(image[300, 600].blue > 80, "no disc at the touch (150, 300) pt = (300, 600) px: \(image[300, 600])")
        // The rim lies at 30 pt = 60 px from the centre; at scale 1 that pixel would be far outside.
        let rim = image.pixels(x: 298, y: 536, width: 5, height: 8)
        #expect(rim.contains { $0.red > 120 && $0.blue > 180 }, "no outline 60 px above the centre")
        #expect(image[300, 600 - 75].isBlack)
    }

    @Test func aStillSceneCommitsNoFurtherFrames() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        var environment = sway.clientEnvironment
        environment["WAYLAND_DEBUG"] = "1"
        let overlay = try OverlayProcess(arguments: ["--records", Self.pinch, "--freeze-at", "160", "--duration", "20"],
                                         environment: environment)
        defer { overlay.stop() }
        func commits() -> Int { overlay.standardError.components(separatedBy: ".commit()").count - 1 }
        // Let a configure that may follow the first frame be answered, then watch for a second.
        Thread.sleep(forTimeInterval: 0.3)
        let settled = commits()
        Thread.sleep(forTimeInterval: 1)
        #expect(commits() == settled, "a frozen scene kept committing frames")
        #expect(settled <= 3, "more than the role commit and a frame per configure: \(settled)")
    }
}

/// `tactile overlay --replay`: a scenario played through the engine draws its touches, with no
/// daemon and no log file in between.
@Suite(.serialized)
struct ScenarioReplayOverlayTests {
    @Test func drawsTheScenariosTouchesAtTheFrozenTime() throws {
        let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString).yaml")
        try """
            scene:
              windows:
                - id: W
                  frame: [0, 0, 800, 600]
                  views:
                    - id: V
                      frame: [0, 0, 800, 600]
                      multipleTouchEnabled: true
                      recognizers:
                        - {id: Spread, type: scripted, continuous: true, script: [{when: touchesMoved, state: changed}]}
            input:
              - {t: 0, touch: down, id: 1, x: 300, y: 300}
              - {t: 0, touch: down, id: 2, x: 400, y: 300}
              - {t: 80, touch: move, id: 1, x: 250, y: 300}
              - {t: 80, touch: move, id: 2, x: 450, y: 300}
              - {t: 400, touch: up, id: 1}
              - {t: 400, touch: up, id: 2}
            """.write(to: scenario, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scenario) }
        let sway = try HeadlessSway()
        defer { sway.stop() }
        let overlay = try OverlayProcess(arguments: ["--replay", scenario.path, "--freeze-at", "100", "--duration", "20"],
                                         environment: sway.clientEnvironment)
        defer { overlay.stop() }
        let image = try sway.screenshot()
        for (x, y) in [(250, 300), (450, 300)] {
            #expect(image[x, y].blue > 80 && image[x, y].blue > image[x, y].red + 40, "no touch drawn at (\(x), \(y)): \(image[x, y])")
        }
        // Where the fingers started, only the trail remains: not a full disc.
        #expect(image[300, 280].isBlack && image[400, 280].isBlack)
        // A label for the recognizer above the gesture.
        let label = image.pixels(x: 200, y: 200, width: 300, height: 90).filter { !$0.isBlack }
        #expect(label.count > 30, "no label for Spread above the touches")
    }
}
