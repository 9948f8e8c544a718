import Testing
import TactileCore
import TactileEngine

@Suite struct PanTests {
    @Test func beginsAtTheSlopNotBefore() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 106, 107.99, at: 16)
        #expect(h.states("P").isEmpty)
        h.move(1, 106, 108, at: 32)
        #expect(h.states("P") == ["began@32"])
        // Translation is measured from touch-down, slop included (Q6).
        #expect(h.actions("P").first?.point("translation") == Point(x: 6, y: 8))
    }

    @Test func changesOnMovesAndEndsOnLift() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 16)
        h.move(1, 140, 90, at: 32)
        h.up(1, at: 48)
        #expect(h.states("P") == ["began@16", "changed@32", "ended@48"])
        #expect(h.actions("P").map { $0.point("translation") } == [Point(x: 20, y: 0), Point(x: 40, y: -10), Point(x: 40, y: -10)])
    }

    @Test func liftBeforeTheSlopFails() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 105, 100, at: 16)
        h.up(1, at: 32)
        #expect(h.states("P") == ["failed@32"])
    }

    @Test func velocityOfSteadyMotion() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        for i in 1...10 { h.move(1, 100 + Double(i) * 10, 100 - Double(i) * 5, at: Double(i) * 10) }
        let v = try #require(h.actions("P").last?.point("velocity"))
        #expect(isClose(v.x, 1000))
        #expect(isClose(v.y, -500))
    }

    @Test func velocityUsesOnlyTheLast100Milliseconds() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        // Fast at first, then slow: only the slow part is in the window at the end.
        h.move(1, 300, 100, at: 50)
        for i in 1...10 { h.move(1, 300 + Double(i) * 2, 100, at: 100 + Double(i) * 20) }
        let v = try #require(h.actions("P").last?.point("velocity"))
        #expect(isClose(v.x, 100))
    }

    @Test func velocityIsZeroWithFewerThanThreeSamples() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 150, 100, at: 300)
        #expect(h.states("P") == ["began@300"])
        #expect(h.actions("P").first?.point("velocity") == Point.zero)
    }

    @Test func velocityAtTheLiftOfAFlickAndAfterAPause() throws {
        let flick = try Harness([recognizer("P", "pan")])
        flick.down(1, 100, 100, at: 0)
        for i in 1...5 { flick.move(1, 100, 100 + Double(i) * 20, at: Double(i) * 10) }
        flick.up(1, at: 60)
        let end = try #require(flick.actions("P").last)
        #expect(end.state == .ended)
        #expect(isClose(end.point("velocity")!.y, 2000))

        let paused = try Harness([recognizer("P", "pan")])
        paused.down(1, 100, 100, at: 0)
        for i in 1...5 { paused.move(1, 100, 100 + Double(i) * 20, at: Double(i) * 10) }
        paused.up(1, at: 300)
        #expect(paused.actions("P").last?.point("velocity") == Point.zero)
    }

    @Test func twoFingerPanUsesTheCentroid() throws {
        let h = try Harness([recognizer("P", "pan", ["minimumNumberOfTouches": .number(2)])])
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 16)
        #expect(h.states("P").isEmpty)
        h.down(2, 200, 100, at: 32)
        h.frame([.init(action: .move, id: 1, location: Point(x: 140, y: 100)), .init(action: .move, id: 2, location: Point(x: 210, y: 100))], at: 48)
        #expect(h.states("P") == ["began@48"])
        let a = try #require(h.actions("P").first)
        #expect(a.numberOfTouches == 2)
        #expect(a.location == Point(x: 175, y: 100))
        // 30 with one finger, then 10 with both.
        #expect(a.point("translation") == Point(x: 40, y: 0))
    }

    @Test func translationContinuesWhenAFingerJoins() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 150, 100, at: 16)
        h.down(2, 300, 300, at: 32)
        h.move(2, 320, 300, at: 48)
        h.up(1, at: 64)
        h.up(2, at: 80)
        let translations = h.actions("P").map { $0.point("translation")! }
        #expect(translations == [Point(x: 50, y: 0), Point(x: 60, y: 0), Point(x: 60, y: 0)])
        #expect(h.states("P") == ["began@16", "changed@48", "ended@80"])
    }

    @Test func fingersBeyondTheMaximumAreIgnored() throws {
        let h = try Harness([recognizer("P", "pan", ["maximumNumberOfTouches": .number(1)])])
        h.down(1, 100, 100, at: 0)
        h.down(2, 200, 100, at: 10)
        h.move(1, 130, 100, at: 20)
        #expect(h.states("P") == ["began@20"])
        #expect(h.actions("P").first?.numberOfTouches == 1)
    }

    @Test func systemCancelCancelsAnActivePan() throws {
        let h = try Harness([recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 20)
        h.cancel(1, at: 40)
        #expect(h.states("P") == ["began@20", "cancelled@40"])
    }
}
