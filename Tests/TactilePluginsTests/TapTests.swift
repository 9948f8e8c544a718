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
}
