import Foundation
import Testing
import TactileCore
import TactileInput
@testable import TactileHost

/// Normalisation rules on hand-made libinput events (no libinput needed).
struct NormaliserTests {
    static let screen = WindowDescription(id: "screen", frame: Rect(x: 0, y: 0, width: 800, height: 480))
    static let side = WindowDescription(id: "side", frame: Rect(x: 800, y: 0, width: 400, height: 240))
    static let pad = WindowDescription(id: "touchpad", frame: Rect(x: 10_000, y: 0, width: 100, height: 60))
    /// Engine time 0 at libinput time 1 s.
    static let clock = HostClock(origin: 1_000_000)

    func normaliser(devices: [String: String] = [:], reports: ((String) -> Void)? = nil) -> InputNormaliser {
        InputNormaliser(layout: DeviceLayout(windows: [Self.screen, Self.side, Self.pad], windowsByDeviceName: devices),
                        clock: Self.clock, report: reports ?? { _ in })
    }

    func event(_ ms: Double, _ device: String, _ kind: LibinputEvent.Kind) -> LibinputEvent {
        LibinputEvent(time: 1_000_000 + UInt64(ms * 1_000), device: device, kind: kind)
    }

    func point(_ slot: Int32, seat: Int32, _ x: Double, _ y: Double) -> TouchPoint {
        TouchPoint(id: TouchSlot(slot: slot, seatSlot: seat), x: x, y: y, xMillimeters: 0, yMillimeters: 0)
    }

    static let touchscreenInfo = DeviceInfo(name: "Panel", sysname: "event10", capabilities: [.touch])
    static let touchpadInfo = DeviceInfo(name: "Pad", sysname: "event11", capabilities: [.pointer, .gesture])

    @Test func touchChangesUpToAFrameAreOneEngineFrameAtTheLatestTime() {
        let n = normaliser()
        #expect(n.handle(event(0, "event10", .deviceAdded(Self.touchscreenInfo)))
            == [InputFrame(time: 0, event: .device(DeviceChange(change: .added, id: "event10", name: "Panel", capabilities: ["touch"])))])
        #expect(n.handle(event(10, "event10", .touchDown(point(0, seat: 3, 100, 50)))).isEmpty)
        #expect(n.handle(event(10.5, "event10", .touchDown(point(1, seat: 4, 200, 60)))).isEmpty)
        let frames = n.handle(event(10.5, "event10", .touchFrame))
        #expect(frames == [InputFrame(time: 10.5, touches: [
            TouchInput(action: .down, id: 3, location: Point(x: 100, y: 50)),
            TouchInput(action: .down, id: 4, location: Point(x: 200, y: 60)),
        ])])
        _ = n.handle(event(20, "event10", .touchUp(TouchSlot(slot: 0, seatSlot: 3))))
        #expect(n.handle(event(20, "event10", .touchFrame)) == [InputFrame(time: 20, touches: [TouchInput(action: .up, id: 3)])])
        #expect(n.handle(event(30, "event10", .touchFrame)).isEmpty, "an empty frame feeds nothing")
    }

    @Test func aConfiguredTouchscreenLandsInItsWindowScaledToItsSize() {
        let n = normaliser(devices: ["Panel": "side"])
        _ = n.handle(event(0, "event10", .deviceAdded(Self.touchscreenInfo)))
        // The reader transforms to the first screen window's size (800×480); "side" is half that.
        _ = n.handle(event(1, "event10", .touchDown(point(0, seat: 0, 400, 240))))
        let frame = n.handle(event(1, "event10", .touchFrame)).first
        #expect(frame?.touches.first?.location == Point(x: 1_000, y: 120))
    }

    @Test func touchCancelCancelsThatTouch() {
        let n = normaliser()
        _ = n.handle(event(0, "event10", .deviceAdded(Self.touchscreenInfo)))
        _ = n.handle(event(1, "event10", .touchDown(point(0, seat: 0, 1, 1))))
        _ = n.handle(event(1, "event10", .touchFrame))
        _ = n.handle(event(2, "event10", .touchCancel(TouchSlot(slot: 0, seatSlot: 0))))
        #expect(n.handle(event(2, "event10", .touchFrame)) == [InputFrame(time: 2, touches: [TouchInput(action: .cancel, id: 0)])])
    }

    /// Rule 26: a device that goes away cancels every touch it has down, touchscreen and touchpad.
    @Test func deviceRemovalCancelsItsTouches() {
        let n = normaliser()
        _ = n.handle(event(0, "event10", .deviceAdded(Self.touchscreenInfo)))
        _ = n.handle(event(0, "event11", .deviceAdded(Self.touchpadInfo)))
        _ = n.handle(event(1, "event10", .touchDown(point(0, seat: 2, 1, 1))))
        _ = n.handle(event(1, "event10", .touchDown(point(1, seat: 5, 2, 2))))
        _ = n.handle(event(1, "event10", .touchFrame))
        _ = n.handle(event(2, "event11", .gesture(Gesture(kind: .hold, phase: .begin, fingers: 2))))
        #expect(n.handle(event(3, "event10", .deviceRemoved(Self.touchscreenInfo))) == [
            InputFrame(time: 3, event: .device(DeviceChange(change: .removed, id: "event10"))),
            InputFrame(time: 3, touches: [TouchInput(action: .cancel, id: 2), TouchInput(action: .cancel, id: 5)]),
        ])
        #expect(n.handle(event(4, "event11", .deviceRemoved(Self.touchpadInfo))).filter { $0.event == nil }
            == [InputFrame(time: 4, touches: [TouchInput(action: .cancel, id: 1_000), TouchInput(action: .cancel, id: 1_001)])])
        // A late up from the removed device is dropped, not fed as an unknown touch.
        _ = n.handle(event(5, "event10", .touchUp(TouchSlot(slot: 0, seatSlot: 2))))
        #expect(n.handle(event(5, "event10", .touchFrame)).isEmpty)
    }

    @Test func touchpadSwipeIsFingersAroundAMovingCentroid() throws {
        let n = normaliser()
        _ = n.handle(event(0, "event11", .deviceAdded(Self.touchpadInfo)))
        let begin = try #require(n.handle(event(10, "event11", .gesture(Gesture(kind: .swipe, phase: .begin, fingers: 3)))).first)
        #expect(begin.touches.map(\.action) == [.down, .down, .down])
        #expect(begin.touches.map(\.id) == [1_000, 1_001, 1_002])
        let centre = centroid(begin)
        #expect(abs(centre.x - 10_050) < 1e-9 && abs(centre.y - 30) < 1e-9, "fingers start around the window's centre")
        var swipe = Gesture(kind: .swipe, phase: .update, fingers: 3)
        swipe.unacceleratedDx = -100
        let update = try #require(n.handle(event(20, "event11", .gesture(swipe))).first)
        #expect(update.touches.map(\.action) == [.move, .move, .move])
        #expect(abs(centroid(update).x - (centre.x - 100 * TouchpadFingers.millimetresPerDeltaUnit)) < 1e-9)
        let end = try #require(n.handle(event(30, "event11", .gesture(Gesture(kind: .swipe, phase: .end, fingers: 3)))).first)
        #expect(end.touches.map(\.action) == [.up, .up, .up])
        _ = n.handle(event(40, "event11", .gesture(Gesture(kind: .pinch, phase: .begin, fingers: 2))))
        let pinchEnd = n.handle(event(50, "event11", .gesture(Gesture(kind: .pinch, phase: .end, fingers: 2, cancelled: true))))
        #expect(pinchEnd.first?.touches.map(\.action) == [.cancel, .cancel], "a cancelled gesture cancels its fingers")
    }

    /// libinput cancels a hold when its fingers start moving and begins a swipe or pinch: the
    /// same touches carry on. A hold that nothing continues is cancelled when its wait ends, or
    /// at once by another event of the device.
    @Test func aHoldThatStartsMovingGoesOnAsTheSwipe() {
        let n = normaliser()
        _ = n.handle(event(0, "event11", .deviceAdded(Self.touchpadInfo)))
        #expect(n.handle(event(10, "event11", .gesture(Gesture(kind: .hold, phase: .begin, fingers: 3)))).first?.touches.count == 3)
        #expect(n.handle(event(20, "event11", .gesture(Gesture(kind: .hold, phase: .end, fingers: 3, cancelled: true)))).isEmpty)
        #expect(n.handle(event(20, "event11", .gesture(Gesture(kind: .swipe, phase: .begin, fingers: 3)))).isEmpty)
        #expect(n.nextDeadline == nil)
        var update = Gesture(kind: .swipe, phase: .update, fingers: 3)
        update.unacceleratedDx = 10
        #expect(n.handle(event(30, "event11", .gesture(update))).first?.touches.map(\.id) == [1_000, 1_001, 1_002])

        _ = n.handle(event(40, "event11", .gesture(Gesture(kind: .swipe, phase: .end, fingers: 3))))
        _ = n.handle(event(50, "event11", .gesture(Gesture(kind: .hold, phase: .begin, fingers: 2))))
        _ = n.handle(event(60, "event11", .gesture(Gesture(kind: .hold, phase: .end, fingers: 2, cancelled: true))))
        let deadline = 60 + TouchpadGesture.holdContinuationWait
        #expect(n.nextDeadline == deadline)
        #expect(n.expire(upTo: deadline - 1).isEmpty)
        #expect(n.expire(upTo: deadline) == [InputFrame(time: deadline, touches: [TouchInput(action: .cancel, id: 1_000), TouchInput(action: .cancel, id: 1_001)])])
        #expect(n.nextDeadline == nil)

        _ = n.handle(event(300, "event11", .gesture(Gesture(kind: .hold, phase: .begin, fingers: 2))))
        _ = n.handle(event(310, "event11", .gesture(Gesture(kind: .hold, phase: .end, fingers: 2, cancelled: true))))
        let motion = n.handle(event(320, "event11", .pointerMotion(dx: 1, dy: 0, unacceleratedDx: 1, unacceleratedDy: 0)))
        #expect(motion == [InputFrame(time: 320, touches: [TouchInput(action: .cancel, id: 1_000), TouchInput(action: .cancel, id: 1_001)])],
                "pointer motion instead ends the wait at once")

        _ = n.handle(event(400, "event11", .gesture(Gesture(kind: .hold, phase: .begin, fingers: 2))))
        _ = n.handle(event(410, "event11", .gesture(Gesture(kind: .hold, phase: .end, fingers: 2, cancelled: true))))
        let scroll = n.handle(event(420, "event11", .pointerScroll(source: .finger, horizontal: nil, vertical: 3)))
        #expect(scroll.map { $0.touches.map(\.action) } == [[.move, .move]], "two-finger scrolling carries the hold on")
    }

    /// A begin while fingers are down (an end libinput never sent) cancels them first, in a frame
    /// of their own, so that the new fingers' ids are free.
    @Test func aBeginOverFingersThatAreDownCancelsThemFirst() {
        let n = normaliser()
        _ = n.handle(event(0, "event11", .deviceAdded(Self.touchpadInfo)))
        _ = n.handle(event(10, "event11", .gesture(Gesture(kind: .swipe, phase: .begin, fingers: 2))))
        let frames = n.handle(event(20, "event11", .gesture(Gesture(kind: .pinch, phase: .begin, fingers: 2))))
        #expect(frames.map { $0.touches.map(\.action) } == [[.cancel, .cancel], [.down, .down]])
    }

    @Test func twoFingerScrollIsTwoFingersMovingUntilTheScrollStop() {
        let n = normaliser()
        _ = n.handle(event(0, "event11", .deviceAdded(Self.touchpadInfo)))
        let start = n.handle(event(10, "event11", .pointerScroll(source: .finger, horizontal: nil, vertical: -10)))
        #expect(start.map { $0.touches.map(\.action) } == [[.down, .down], [.move, .move]])
        let moved = start.last?.touches.compactMap(\.location).map(\.y) ?? []
        #expect(moved.allSatisfy { abs($0 - (30 - 10 * TouchpadFingers.millimetresPerDeltaUnit)) < 1e-9 }, "\(moved)")
        #expect(n.handle(event(20, "event11", .pointerScroll(source: .wheel, horizontal: nil, vertical: 15))).isEmpty, "a wheel is no fingers")
        #expect(n.handle(event(30, "event11", .pointerScroll(source: .finger, horizontal: nil, vertical: 0))).first?.touches.map(\.action) == [.up, .up])
    }

    @Test func pinchSpreadsWithTheScaleAndTurnsWithTheAngle() {
        var fingers = TouchpadFingers(count: 2, centroid: Point(x: 50, y: 30))
        func spread(_ f: TouchpadFingers) -> Double {
            let p = f.positions
            return ((p[1].x - p[0].x) * (p[1].x - p[0].x) + (p[1].y - p[0].y) * (p[1].y - p[0].y)).squareRoot()
        }
        #expect(abs(spread(fingers) - 2 * TouchpadFingers.restingRadius) < 1e-9)
        #expect(fingers.positions[0].x < fingers.positions[1].x, "side by side, finger 0 on the left")
        fingers.update(dx: 0, dy: 0, scale: 2, angleDelta: 90)
        #expect(abs(spread(fingers) - 4 * TouchpadFingers.restingRadius) < 1e-9)
        // A quarter turn clockwise (y grows downwards): finger 0 goes from the left to the top.
        #expect(abs(fingers.positions[0].x - 50) < 1e-9 && fingers.positions[0].y < 30)
    }

    @Test func aTouchpadWithoutAWindowIsReportedOnceAndIgnored() {
        var messages: [String] = []
        let layout = DeviceLayout(windows: [Self.screen], windowsByDeviceName: [:])
        let n = InputNormaliser(layout: layout, clock: Self.clock) { messages.append($0) }
        _ = n.handle(event(0, "event11", .deviceAdded(Self.touchpadInfo)))
        #expect(n.handle(event(1, "event11", .gesture(Gesture(kind: .hold, phase: .begin, fingers: 2)))).isEmpty)
        #expect(messages.count == 1 && messages[0].contains("Pad"), "\(messages)")
    }

    @Test func engineTimesAreWholeMicrosecondsOfTheMonotonicClock() {
        #expect(Self.clock.engineTime(ofMicroseconds: 1_045_618) == 45.618)
        #expect(Self.clock.microseconds(ofEngineTime: 45.618) == 1_045_618)
        #expect(LiveHost.separated(after: 45.617) == 45.618)
    }

    func centroid(_ frame: InputFrame) -> Point {
        let points = frame.touches.compactMap(\.location)
        return Point(x: points.map(\.x).reduce(0, +) / Double(points.count),
                     y: points.map(\.y).reduce(0, +) / Double(points.count))
    }
}

/// Mouse strokes: the configured button held makes the cursor a one-finger touch.
struct PointerStrokeTests {
    @Test func aHeldButtonStrokesAndOtherButtonsDoNot() {
        let screen = WindowDescription(id: "screen", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let layout = DeviceLayout(windows: [screen], windowsByDeviceName: [:], pointer: PointerStrokeConfiguration(button: 0x111))
        let n = InputNormaliser(layout: layout, clock: HostClock(origin: 0), report: { _ in })
        func event(_ ms: UInt64, _ kind: LibinputEvent.Kind) -> [InputFrame] {
            n.handle(LibinputEvent(time: ms * 1_000, device: "event13", kind: kind))
        }
        #expect(event(1, .pointerMotion(dx: 10, dy: 0, unacceleratedDx: 10, unacceleratedDy: 0)).isEmpty, "no stroke without the button")
        #expect(event(2, .pointerButton(button: 0x110, pressed: true)).isEmpty, "another button")
        #expect(event(3, .pointerButton(button: 0x111, pressed: true))
            == [InputFrame(time: 3, touches: [TouchInput(action: .down, id: 2_000, location: Point(x: 410, y: 240))])])
        #expect(event(4, .pointerMotion(dx: 1_000, dy: -5, unacceleratedDx: 0, unacceleratedDy: 0))
            == [InputFrame(time: 4, touches: [TouchInput(action: .move, id: 2_000, location: Point(x: 800, y: 235))])],
            "the cursor stays in the window")
        #expect(event(5, .pointerButton(button: 0x111, pressed: false)) == [InputFrame(time: 5, touches: [TouchInput(action: .up, id: 2_000)])])
        _ = event(6, .pointerButton(button: 0x111, pressed: true))
        #expect(event(7, .deviceRemoved(DeviceInfo(name: "Mouse", sysname: "event13", capabilities: [.pointer]))).filter { $0.event == nil }
            == [InputFrame(time: 7, touches: [TouchInput(action: .cancel, id: 2_000)])])
    }
}
