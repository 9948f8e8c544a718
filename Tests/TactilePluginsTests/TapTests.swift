import Testing
import TactileCore
import TactileEngine

@Suite struct TapTests {
    @Test func singleTapRecognizesOnLift() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 60, at: 0)
        h.up(1, at: 80)
        #expect(h.states("T") == ["recognized@80"])
        let a = try #require(h.actions("T").first)
        #expect(a.location == Point(x: 50, y: 60))
        #expect(a.numberOfTouches == 1)
    }

    @Test func movementUpToTheLimitStillTaps() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.move(1, 95, 50, at: 20)
        h.up(1, at: 40)
        #expect(h.states("T") == ["recognized@40"])
    }

    @Test func movementBeyondTheLimitFails() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.move(1, 95.01, 50, at: 20)
        #expect(h.states("T") == ["failed@20"])
    }

    @Test func durationUnderTheMaximumStillTaps() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 749.9)
        #expect(h.states("T") == ["recognized@749.9"])
    }

    /// The duration timer is due at the limit and fires before a lift at the same time.
    @Test func liftAtTheMaximumIsTooLate() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 750)
        #expect(h.states("T") == ["failed@750"])
    }

    @Test func durationBeyondTheMaximumFails() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 751)
        #expect(h.states("T") == ["failed@750"])
    }

    @Test func secondFingerFailsAOneFingerTap() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.down(1, 50, 50, at: 0)
        h.down(2, 80, 50, at: 10)
        #expect(h.states("T") == ["failed@10"])
    }

    @Test func twoFingerTapAtTheCentroid() throws {
        let h = try Harness([recognizer("T", "tap", ["numberOfTouchesRequired": .number(2)])])
        h.frame([.init(action: .down, id: 1, location: Point(x: 40, y: 50)), .init(action: .down, id: 2, location: Point(x: 80, y: 70))], at: 0)
        h.up(1, at: 60)
        #expect(h.states("T").isEmpty)
        h.up(2, at: 70)
        #expect(h.states("T") == ["recognized@70"])
        #expect(h.actions("T").first?.location == Point(x: 60, y: 60))
    }

    @Test func twoFingerTapFailsWithOneFinger() throws {
        let h = try Harness([recognizer("T", "tap", ["numberOfTouchesRequired": .number(2)])])
        h.down(1, 40, 50, at: 0)
        h.up(1, at: 60)
        #expect(h.states("T") == ["failed@60"])
    }

    @Test func doubleTapWithinTheInterval() throws {
        let h = try Harness([recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 80)
        #expect(h.states("T2").isEmpty)
        h.down(1, 60, 55, at: 429.9)
        h.up(1, at: 500)
        #expect(h.states("T2") == ["recognized@500"])
        // Its location is the first tap's.
        #expect(h.actions("T2").first?.location == Point(x: 50, y: 50))
    }

    @Test func doubleTapFailsWhenTheNextTapIsLate() throws {
        let h = try Harness([recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 80)
        h.down(1, 50, 50, at: 430)
        #expect(h.states("T2").first == "failed@430")
    }

    @Test func doubleTapFailsWhenTheNextTapIsFar() throws {
        let h = try Harness([recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 80)
        h.down(1, 50, 95.5, at: 200)
        #expect(h.states("T2") == ["failed@200"])
        let near = try Harness([recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        near.down(1, 50, 50, at: 0)
        near.up(1, at: 80)
        near.down(1, 50, 95, at: 200)
        near.up(1, at: 250)
        #expect(near.states("T2") == ["recognized@250"])
    }

    /// Q4 / rule 12: without a dependency the double tap prevents the single tap on the second
    /// tap; the single tap still recognizes on the first.
    @Test func tapAgainstDoubleTapWithoutRequireToFail() throws {
        let h = try Harness([recognizer("T1", "tap"), recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 80)
        h.down(1, 50, 50, at: 200)
        h.up(1, at: 260)
        #expect(h.states("T1") == ["recognized@80", "failed@260"])
        #expect(h.states("T2") == ["recognized@260"])
    }

    @Test func tapRequiringDoubleTapToFailWaitsForIt() throws {
        let single = recognizer("T1", "tap") { $0.requireToFail = ["T2"] }
        let h = try Harness([single, recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 80)
        #expect(h.states("T1").isEmpty)
        h.advance(to: 1000)
        #expect(h.states("T2") == ["failed@430"])
        #expect(h.states("T1") == ["recognized@430"])
    }

    @Test func tapRequiringDoubleTapToFailFailsOnADoubleTap() throws {
        let single = recognizer("T1", "tap") { $0.requireToFail = ["T2"] }
        let h = try Harness([single, recognizer("T2", "tap", ["numberOfTapsRequired": .number(2)])])
        h.down(1, 50, 50, at: 0)
        h.up(1, at: 80)
        h.down(1, 50, 50, at: 200)
        h.up(1, at: 260)
        #expect(h.states("T2") == ["recognized@260"])
        #expect(h.states("T1") == ["failed@260"])
        #expect(h.actions("T1").isEmpty)
    }

    @Test func parameterChangedAtRunTime() throws {
        let h = try Harness([recognizer("T", "tap")])
        h.engine.handle(.set(PropertyChange(target: "T", key: "numberOfTapsRequired", value: .number(2))), at: 0)
        h.down(1, 50, 50, at: 10)
        h.up(1, at: 50)
        #expect(h.states("T").isEmpty)
        h.down(1, 50, 50, at: 100)
        h.up(1, at: 150)
        #expect(h.states("T") == ["recognized@150"])
    }

    @Test func invalidParametersNameTheKey() throws {
        #expect(throws: EngineError.self) { try Harness([recognizer("T", "tap", ["numberOfTapsRequired": .number(0)])]) }
        do {
            _ = try Harness([recognizer("T", "tap", ["taps": .number(2)])])
            Issue.record("an unknown parameter must be rejected")
        } catch {
            #expect("\(error)".contains("taps"))
        }
    }
}
