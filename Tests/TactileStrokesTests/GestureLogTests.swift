import Testing
@testable import TactileStrokes

@Suite struct GestureLogTests {
    @Test func readsUnistrokeLogs() throws {
        let samples = try Fixtures.unistrokes()
        #expect(samples.count == 24)
        #expect(Set(samples.map(\.name)) == ["check", "circle", "triangle", "star", "caret", "v", "pigtail", "arrow"])
        let check = try #require(samples.first { $0.name == "check" })
        #expect(check.speed == "medium")
        #expect(check.strokes.count == 1)
        #expect(check.strokes[0].points.count > 20)
    }

    @Test func readsMultistrokeLogsStrokeByStroke() throws {
        let samples = try Fixtures.multistrokes()
        #expect(samples.count == 15)
        let h = try #require(samples.first { $0.name == "H" })
        #expect(h.strokes.count >= 2, "an H is drawn with several strokes")
        #expect(h.subject == "98")
        #expect(h.speed == "medium")
    }

    @Test func gestureClassDropsRepetitionNumber() {
        #expect(GestureLog.gestureClass(fromLogName: "check05") == "check")
        #expect(GestureLog.gestureClass(fromLogName: "left_sq_bracket10") == "left_sq_bracket")
        #expect(GestureLog.gestureClass(fromLogName: "five_point_star~07") == "five_point_star")
    }
}
