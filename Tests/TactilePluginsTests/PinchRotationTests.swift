import Foundation
import Testing
import TactileCore
import TactileEngine

@Suite struct PinchRotationTests {
    private func twoDown(_ h: Harness) {
        h.frame([.init(action: .down, id: 1, location: Point(x: 100, y: 300)), .init(action: .down, id: 2, location: Point(x: 200, y: 300))], at: 0)
    }

    @Test func pinchBeginsAtTheSpanChangeAndScalesCumulatively() throws {
        let h = try Harness([recognizer("P", "pinch")])
        twoDown(h)
        h.move(2, 207.99, 300, at: 16)
        #expect(h.states("P").isEmpty)
        h.move(2, 208, 300, at: 32)
        h.move(2, 300, 300, at: 48)
        h.frame([.init(action: .up, id: 1), .init(action: .up, id: 2)], at: 64)
        #expect(h.states("P") == ["began@32", "changed@48", "ended@64"])
        let scales = h.actions("P").map { $0.number("scale")! }
        #expect(isClose(scales[0], 1.08))
        #expect(isClose(scales[1], 2))
    }

    @Test func pinchInwardAndItsVelocity() throws {
        let h = try Harness([recognizer("P", "pinch")])
        twoDown(h)
        // The span shrinks by 10 pt every 10 ms: the scale by 0.1 per 10 ms, -10 per second.
        for i in 1...5 { h.move(2, 200 - Double(i) * 10, 300, at: Double(i) * 10) }
        let a = try #require(h.actions("P").last)
        #expect(isClose(a.number("scale")!, 0.5))
        #expect(isClose(a.number("velocity")!, -10))
    }

    @Test func pinchNeedsTwoFingers() throws {
        let h = try Harness([recognizer("P", "pinch")])
        h.down(1, 100, 300, at: 0)
        h.move(1, 200, 300, at: 16)
        h.up(1, at: 32)
        #expect(h.states("P") == ["failed@32"])
    }

    /// Turns the line between the fingers to `degrees` about their midpoint (150, 300).
    private func turn(_ h: Harness, degrees: Double, at t: Double) {
        let a = degrees * .pi / 180
        h.frame([
            .init(action: .move, id: 1, location: Point(x: 150 - 50 * cos(a), y: 300 - 50 * sin(a))),
            .init(action: .move, id: 2, location: Point(x: 150 + 50 * cos(a), y: 300 + 50 * sin(a))),
        ], at: t)
    }

    @Test func rotationBeginsAtTheThresholdClockwisePositive() throws {
        let h = try Harness([recognizer("R", "rotation")])
        twoDown(h)
        turn(h, degrees: 4.9, at: 16)
        #expect(h.states("R").isEmpty)
        turn(h, degrees: 5.1, at: 32)
        #expect(h.states("R") == ["began@32"])
        let r = try #require(h.actions("R").first?.number("rotation"))
        #expect(r > 0)
    }

    @Test func rotationCounterclockwiseIsNegative() throws {
        let h = try Harness([recognizer("R", "rotation")])
        twoDown(h)
        turn(h, degrees: -20, at: 16)
        #expect(h.states("R") == ["began@16"])
        let r = try #require(h.actions("R").first?.number("rotation"))
        #expect(isClose(r, -20 * .pi / 180))
    }

    @Test func rotationIsCumulativePastHalfATurnWithVelocity() throws {
        let h = try Harness([recognizer("R", "rotation")])
        twoDown(h)
        for i in 1...24 { turn(h, degrees: Double(i) * 10, at: Double(i) * 10) }
        let a = try #require(h.actions("R").last)
        #expect(isClose(a.number("rotation")!, 240 * .pi / 180, 1e-3))
        // 10° per 10 ms: 1000°/s.
        #expect(isClose(a.number("velocity")!, 1000 * .pi / 180, 1e-3))
    }

    /// Fingers that turn and spread at once: without a delegate the first to begin excludes the
    /// other; with `simultaneousWith` both run.
    @Test func pinchAndRotationSimultaneousThroughADelegate() throws {
        func run(_ simultaneous: Bool) throws -> Harness {
            let pinch = recognizer("P", "pinch") { d in
                if simultaneous {
                    var delegate = DelegateDescription()
                    delegate.simultaneousWith = [.id("R")]
                    d.delegate = delegate
                }
            }
            let h = try Harness([pinch, recognizer("R", "rotation")])
            twoDown(h)
            // Spread by 20 and turn by 10° in one move, then keep turning.
            let a = 10 * Double.pi / 180
            h.move(2, 150 + 70 * cos(a), 300 + 70 * sin(a), at: 16)
            h.move(2, 150 + 70 * cos(2 * a), 300 + 70 * sin(2 * a), at: 32)
            h.frame([.init(action: .up, id: 1), .init(action: .up, id: 2)], at: 48)
            return h
        }
        let together = try run(true)
        #expect(together.states("P") == ["began@16", "changed@32", "ended@48"])
        #expect(together.states("R") == ["began@16", "changed@32", "ended@48"])
        let alone = try run(false)
        #expect(alone.states("P") == ["began@16", "changed@32", "ended@48"])
        #expect(alone.states("R") == ["failed@16"])
    }
}

@Suite struct TwoFingerGestureDetailsTests {
    @Test func aThirdFingerIsIgnoredByPinch() throws {
        let h = try Harness([recognizer("P", "pinch")])
        h.frame([.init(action: .down, id: 1, location: Point(x: 100, y: 300)), .init(action: .down, id: 2, location: Point(x: 200, y: 300))], at: 0)
        h.down(3, 300, 500, at: 10)
        h.move(3, 390, 700, at: 20)
        #expect(h.states("P").isEmpty)
        h.move(2, 250, 300, at: 30)
        #expect(h.states("P") == ["began@30"])
        let a = try #require(h.actions("P").first)
        #expect(a.numberOfTouches == 2)
        #expect(isClose(a.number("scale")!, 1.5))
    }

    @Test func pinchEndsWhenBothFingersHaveLifted() throws {
        let h = try Harness([recognizer("P", "pinch")])
        h.frame([.init(action: .down, id: 1, location: Point(x: 100, y: 300)), .init(action: .down, id: 2, location: Point(x: 200, y: 300))], at: 0)
        h.move(2, 250, 300, at: 16)
        h.up(1, at: 32)
        h.move(2, 300, 300, at: 48)
        #expect(h.states("P") == ["began@16"])
        h.up(2, at: 64)
        #expect(h.states("P") == ["began@16", "ended@64"])
    }

    @Test func systemCancelCancelsAnActiveRotation() throws {
        let h = try Harness([recognizer("R", "rotation")])
        h.frame([.init(action: .down, id: 1, location: Point(x: 100, y: 300)), .init(action: .down, id: 2, location: Point(x: 200, y: 300))], at: 0)
        h.move(2, 200, 340, at: 16)
        h.cancel(1, at: 32)
        #expect(h.states("R") == ["began@16", "cancelled@32"])
    }
}
