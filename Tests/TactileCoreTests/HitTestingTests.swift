import Testing
@testable import TactileCore

@Suite struct HitTestingTests {
    @Test func deepestFrontmostViewWins() {
        let window = View(id: "W", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let back = View(id: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = View(id: "front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(back)
        window.addSubview(front)
        #expect(HitTesting.hitTest(window, at: Point(x: 150, y: 150)) === front)
        #expect(HitTesting.hitTest(window, at: Point(x: 50, y: 50)) === back)
        #expect(HitTesting.hitTest(window, at: Point(x: 350, y: 500)) === window)
    }
}
