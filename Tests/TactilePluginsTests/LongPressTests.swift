import Testing
import TactileCore
import TactileEngine

@Suite struct LongPressTests {
    @Test func beginsAtTheMinimumDurationChangesAndEnds() throws {
        let h = try Harness([recognizer("L", "longPress")])
        h.down(1, 100, 100, at: 0)
        h.advance(to: 499.9)
        #expect(h.states("L").isEmpty)
        h.move(1, 150, 100, at: 600)
        h.up(1, at: 700)
        #expect(h.states("L") == ["began@500", "changed@600", "ended@700"])
        #expect(h.actions("L").map(\.state) == [.began, .changed, .ended])
    }

    @Test func liftBeforeTheDurationFails() throws {
        let h = try Harness([recognizer("L", "longPress")])
        h.down(1, 100, 100, at: 0)
        h.up(1, at: 499)
        #expect(h.states("L") == ["failed@499"])
    }

    @Test func movementWithinAllowableMovementIsTolerated() throws {
        let h = try Harness([recognizer("L", "longPress")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 106, 108, at: 100)
        h.advance(to: 500)
        #expect(h.states("L") == ["began@500"])
    }

    @Test func movementBeyondAllowableMovementFails() throws {
        let h = try Harness([recognizer("L", "longPress")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 110.01, 100, at: 100)
        h.advance(to: 600)
        #expect(h.states("L") == ["failed@100"])
    }

    @Test func customDurationAndMovement() throws {
        let h = try Harness([recognizer("L", "longPress", ["minimumPressDuration": .number(1.2), "allowableMovement": .number(30)])])
        h.down(1, 100, 100, at: 0)
        h.move(1, 125, 100, at: 100)
        h.advance(to: 1199)
        #expect(h.states("L").isEmpty)
        h.advance(to: 1300)
        #expect(h.states("L") == ["began@1200"])
    }

    @Test func twoFingersRequired() throws {
        let h = try Harness([recognizer("L", "longPress", ["numberOfTouchesRequired": .number(2)])])
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 200)
        h.advance(to: 699)
        #expect(h.states("L").isEmpty)
        h.advance(to: 700)
        #expect(h.states("L") == ["began@700"])
        #expect(h.actions("L").first?.numberOfTouches == 2)
        #expect(h.actions("L").first?.location == Point(x: 125, y: 100))
        h.up(2, at: 800)
        #expect(h.states("L").last == "ended@800")
    }

    @Test func tapThenPress() throws {
        let h = try Harness([recognizer("L", "longPress", ["numberOfTapsRequired": .number(1)])])
        h.down(1, 100, 100, at: 0)
        h.up(1, at: 80)
        h.down(1, 100, 100, at: 200)
        h.advance(to: 800)
        #expect(h.states("L") == ["began@700"])
    }

    /// A long press that begins prevents the pan at once (rule 13).
    @Test func longPressAgainstPanWhenHeldStill() throws {
        let h = try Harness([recognizer("L", "longPress"), recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 104, 100, at: 300)
        h.advance(to: 500)
        h.move(1, 160, 100, at: 600)
        h.up(1, at: 700)
        #expect(h.states("L") == ["began@500", "changed@600", "ended@700"])
        #expect(h.states("P") == ["failed@500"])
    }

    @Test func longPressAgainstPanWhenMovedEarly() throws {
        let h = try Harness([recognizer("L", "longPress"), recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 112, 100, at: 100)
        h.advance(to: 600)
        #expect(h.states("P") == ["began@100"])
        #expect(h.states("L") == ["failed@100"])
    }
}

@Suite struct LongPressDetailsTests {
    @Test func tooManyFingersFail() throws {
        let h = try Harness([recognizer("L", "longPress")])
        h.down(1, 100, 100, at: 0)
        h.down(2, 150, 100, at: 100)
        h.advance(to: 700)
        #expect(h.states("L") == ["failed@100"])
    }

    @Test func pressAfterATapThatCameTooLateFails() throws {
        let h = try Harness([recognizer("L", "longPress", ["numberOfTapsRequired": .number(1)])])
        h.down(1, 100, 100, at: 0)
        h.up(1, at: 80)
        h.advance(to: 500)
        #expect(h.states("L") == ["failed@430"])
    }

    @Test func systemCancelCancelsABegunPress() throws {
        let h = try Harness([recognizer("L", "longPress")])
        h.down(1, 100, 100, at: 0)
        h.advance(to: 600)
        h.cancel(1, at: 650)
        #expect(h.states("L") == ["began@500", "cancelled@650"])
    }
}
