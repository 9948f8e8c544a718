import Testing
@testable import TactileCore

@Suite struct HitTestingTests {
    /// W [0,0,400,800] ⊃ back [0,0,200,200], front [100,100,200,200] ⊃ inner [50,50,20,20]
    func tree() -> (window: View, back: View, front: View, inner: View) {
        let window = View(id: "W", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let back = View(id: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = View(id: "front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let inner = View(id: "inner", frame: Rect(x: 50, y: 50, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(inner)
        return (window, back, front, inner)
    }

    @Test func deepestFrontmostViewWins() {
        let t = tree()
        #expect(HitTesting.hitTest(t.window, at: Point(x: 120, y: 120)) === t.front)
        #expect(HitTesting.hitTest(t.window, at: Point(x: 160, y: 160)) === t.inner)
        #expect(HitTesting.hitTest(t.window, at: Point(x: 50, y: 50)) === t.back)
        #expect(HitTesting.hitTest(t.window, at: Point(x: 350, y: 500)) === t.window)
    }

    @Test func hiddenDisabledAndTransparentViewsAreSkipped() {
        let t = tree()
        t.front.hidden = true
        #expect(HitTesting.hitTest(t.window, at: Point(x: 120, y: 120)) === t.back)
        t.front.hidden = false
        t.front.userInteractionEnabled = false
        #expect(HitTesting.hitTest(t.window, at: Point(x: 160, y: 160)) === t.back)
        t.front.userInteractionEnabled = true
        t.front.alpha = 0.009
        #expect(HitTesting.hitTest(t.window, at: Point(x: 120, y: 120)) === t.back)
        t.front.alpha = 0.01  // A2: only alpha below 0.01 is skipped
        #expect(HitTesting.hitTest(t.window, at: Point(x: 120, y: 120)) === t.front)
    }

    @Test func aSubviewOutsideItsParentIsNotHit() {
        let t = tree()
        let sticking = View(id: "out", frame: Rect(x: 180, y: 0, width: 100, height: 20))
        t.back.addSubview(sticking)
        // (250, 10) is inside `sticking` but outside `back`'s bounds.
        #expect(HitTesting.hitTest(t.window, at: Point(x: 250, y: 10)) === t.window)
        #expect(HitTesting.hitTest(t.window, at: Point(x: 190, y: 10)) === sticking)
    }

    @Test func edgesAreHalfOpen() {
        let t = tree()
        #expect(HitTesting.hitTest(t.window, at: Point(x: 200, y: 50)) === t.window)
        #expect(HitTesting.hitTest(t.window, at: Point(x: 199.5, y: 50)) === t.back)
    }

    @Test func laterWindowsAreInFront() {
        let a = View(id: "A", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(id: "B", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(HitTesting.hitTest(windows: [a, b], global: Point(x: 60, y: 60)) === b)
        #expect(HitTesting.hitTest(windows: [a, b], global: Point(x: 10, y: 10)) === a)
        #expect(HitTesting.hitTest(windows: [a, b], global: Point(x: 500, y: 500)) == nil)
    }
}

@Suite struct TouchConversionTests {
    @Test func locationsConvertIntoAnyViewOfAnyWindow() {
        let window = View(id: "W", frame: Rect(x: 100, y: 1000, width: 400, height: 800))
        let outer = View(id: "outer", frame: Rect(x: 10, y: 20, width: 300, height: 300))
        let inner = View(id: "inner", frame: Rect(x: 5, y: 5, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        let touch = Touch(id: 1, serial: 1, window: window, view: inner, location: Point(x: 50, y: 60), timestamp: 0, tapCount: 1, radius: nil)
        #expect(touch.globalLocation == Point(x: 150, y: 1060))
        #expect(touch.location(in: outer) == Point(x: 40, y: 40))
        #expect(touch.location(in: inner) == Point(x: 35, y: 35))
        touch.move(to: Point(x: 70, y: 60), at: 16, radius: nil)
        #expect(touch.previousLocation(in: inner) == Point(x: 35, y: 35))
        #expect(touch.location(in: inner) == Point(x: 55, y: 35))
        #expect(touch.phase == .moved)
        // Moving a view moves what its subviews see.
        outer.frame.origin = Point(x: 0, y: 0)
        #expect(touch.location(in: inner) == Point(x: 65, y: 55))
    }

    @Test func walkOrderAndDepth() {
        let window = View(id: "W", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = View(id: "a", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let a1 = View(id: "a1", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let b = View(id: "b", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(a)
        a.addSubview(a1)
        window.addSubview(b)
        #expect([window, a, a1, b].map(\.walkIndex) == [0, 1, 2, 3])
        #expect([window, a, a1, b].map(\.depth) == [0, 1, 2, 1])
        #expect(a1.selfAndAncestors.map(\.id) == ["a1", "a", "W"])
    }
}
