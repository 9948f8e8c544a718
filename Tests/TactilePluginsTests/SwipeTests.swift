import Foundation
import Testing
import TactileCore
import TactileEngine

@Suite struct SwipeTests {
    @Test func recognizedAtTheMinimumDistance() throws {
        let h = try Harness([recognizer("S", "swipe")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 149.9, 100, at: 50)
        #expect(h.states("S").isEmpty)
        h.move(1, 150, 100, at: 100)
        #expect(h.states("S") == ["recognized@100"])
        let a = try #require(h.actions("S").first)
        #expect(a.value("direction") == .string("right"))
        // Its location is where it began.
        #expect(a.location == Point(x: 100, y: 100))
    }

    @Test func angleWithinAndBeyondTheLimit() throws {
        let within = try Harness([recognizer("S", "swipe")])
        within.down(1, 100, 100, at: 0)
        within.move(1, 160, 100 + 60 * tan(29.9 * .pi / 180), at: 50)
        #expect(within.states("S") == ["recognized@50"])
        let beyond = try Harness([recognizer("S", "swipe")])
        beyond.down(1, 100, 100, at: 0)
        beyond.move(1, 160, 100 + 60 * tan(30.1 * .pi / 180), at: 50)
        #expect(beyond.states("S") == ["failed@50"])
    }

    @Test func tooSlowFails() throws {
        let h = try Harness([recognizer("S", "swipe")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 300)
        h.move(1, 160, 100, at: 501)
        #expect(h.states("S") == ["failed@500"])
        let onTime = try Harness([recognizer("S", "swipe")])
        onTime.down(1, 100, 100, at: 0)
        onTime.move(1, 160, 100, at: 499.9)
        #expect(onTime.states("S") == ["recognized@499.9"])
    }

    @Test func wrongDirectionFails() throws {
        let h = try Harness([recognizer("S", "swipe", ["direction": .string("left")])])
        h.down(1, 100, 100, at: 0)
        h.move(1, 160, 100, at: 50)
        #expect(h.states("S") == ["failed@50"])
    }

    @Test func listOfDirections() throws {
        let h = try Harness([recognizer("S", "swipe", ["direction": .list([.string("up"), .string("left")])])])
        h.down(1, 100, 300, at: 0)
        h.move(1, 98, 240, at: 50)
        #expect(h.states("S") == ["recognized@50"])
        #expect(h.actions("S").first?.value("direction") == .string("up"))
    }

    @Test func twoFingerSwipe() throws {
        let h = try Harness([recognizer("S", "swipe", ["numberOfTouchesRequired": .number(2), "direction": .string("down")])])
        h.frame([.init(action: .down, id: 1, location: Point(x: 100, y: 100)), .init(action: .down, id: 2, location: Point(x: 140, y: 100))], at: 0)
        h.frame([.init(action: .move, id: 1, location: Point(x: 100, y: 160)), .init(action: .move, id: 2, location: Point(x: 140, y: 160))], at: 60)
        #expect(h.states("S") == ["recognized@60"])
        #expect(h.actions("S").first?.location == Point(x: 120, y: 100))
    }

    @Test func oneFingerTooFewForTwoFingerSwipe() throws {
        let h = try Harness([recognizer("S", "swipe", ["numberOfTouchesRequired": .number(2)])])
        h.down(1, 100, 100, at: 0)
        h.move(1, 200, 100, at: 60)
        h.up(1, at: 70)
        #expect(h.states("S") == ["failed@70"])
    }

    /// Unrelated, the pan reaches its slop first and, beginning, prevents the swipe (rule 13).
    @Test func againstPanThePanWins() throws {
        let h = try Harness([recognizer("S", "swipe"), recognizer("P", "pan")])
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 16)
        h.move(1, 170, 100, at: 32)
        #expect(h.states("P") == ["began@16", "changed@32"])
        #expect(h.states("S") == ["failed@16"])
    }

    @Test func againstPanThatRequiresTheSwipeToFail() throws {
        let pan = recognizer("P", "pan") { $0.requireToFail = ["S"] }
        let fast = try Harness([recognizer("S", "swipe"), pan])
        fast.down(1, 100, 100, at: 0)
        fast.move(1, 120, 100, at: 16)
        fast.move(1, 170, 100, at: 32)
        #expect(fast.states("S") == ["recognized@32"])
        #expect(fast.states("P") == ["failed@32"])

        let slow = try Harness([recognizer("S", "swipe"), pan])
        slow.down(1, 100, 100, at: 0)
        slow.move(1, 120, 100, at: 100)
        slow.move(1, 130, 100, at: 600)
        #expect(slow.states("S") == ["failed@500"])
        #expect(slow.states("P") == ["began@500", "changed@600"])
    }
}
