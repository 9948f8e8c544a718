import Testing
import TactileOverlay

/// What the model says to draw, at chosen times, without any drawing.
struct OverlayModelTests {
    private func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double, radius: Double? = nil) -> OverlayRecord {
        OverlayRecord(time: time, kind: .touch(id: id, phase: phase, location: OverlayPoint(x: x, y: y), radius: radius))
    }

    @Test func aLiveTouchIsACircleWithATrailThatFades() {
        var model = OverlayModel()
        model.consume(touch(1, .began, 100, 100, at: 0, radius: 30))
        model.consume(touch(1, .moved, 200, 100, at: 100))
        let scene = model.scene(at: 100)
        #expect(scene.touches.count == 1)
        let mark = scene.touches[0]
        #expect(mark.center == OverlayPoint(x: 200, y: 100) && mark.radius == 30 && mark.opacity == 1)
        #expect(mark.trail.map(\.location.x) == [100, 200])
        #expect(mark.trail[0].opacity < mark.trail[1].opacity, "older trail points are fainter")
        // After the trail window only the circle is left, and it stays until the touch moves or lifts.
        let later = model.scene(at: 100 + OverlayTiming.trailMilliseconds)
        #expect(later.touches[0].trail.count == 0 || later.touches[0].trail.allSatisfy { $0.location.x == 200 })
        #expect(model.nextChange(at: 100 + OverlayTiming.trailMilliseconds) == nil, "a still touch needs no frames")
    }

    @Test func aLiftedTouchFadesOut() {
        var model = OverlayModel()
        model.consume(touch(1, .began, 10, 10, at: 0))
        model.consume(touch(1, .ended, 10, 10, at: 50))
        let halfway = model.scene(at: 50 + OverlayTiming.touchFadeMilliseconds / 2)
        #expect(halfway.touches.first?.opacity == 0.5)
        #expect(halfway.touches.first?.radius == OverlayModel.defaultTouchRadius)
        #expect(model.nextChange(at: 60) == 60)
        #expect(model.scene(at: 50 + OverlayTiming.touchFadeMilliseconds).isEmpty)
        #expect(model.nextChange(at: 50 + OverlayTiming.touchFadeMilliseconds) == nil)
    }

    @Test func aReusedIdStartsANewTrail() {
        var model = OverlayModel()
        model.consume(touch(1, .began, 0, 0, at: 0))
        model.consume(touch(1, .ended, 0, 0, at: 10))
        model.consume(touch(1, .began, 300, 300, at: 20))
        #expect(model.scene(at: 20).touches.first?.trail.map(\.location) == [OverlayPoint(x: 300, y: 300)])
    }

    @Test func aStateChangeLabelsTheGestureAboveItsTouches() {
        var model = OverlayModel()
        model.consume(touch(1, .began, 100, 200, at: 0, radius: 20))
        model.consume(touch(2, .began, 300, 180, at: 0, radius: 20))
        model.consume(OverlayRecord(time: 0, kind: .feed(recognizer: "Pinch", call: "touchesBegan", touches: [1, 2])))
        model.consume(OverlayRecord(time: 48, kind: .state(recognizer: "Pinch", from: "possible", to: "began")))
        model.consume(OverlayRecord(time: 48, kind: .action(recognizer: "Pinch", state: "began", location: nil,
                                                             values: [GestureValue(name: "scale", text: "1.10")])))
        let label = model.scene(at: 48).labels
        #expect(label == [GestureLabel(recognizer: "Pinch", state: "began", values: [GestureValue(name: "scale", text: "1.10")],
                                       anchor: OverlayPoint(x: 80, y: 160), opacity: 1)])
        #expect(label.first?.title == "Pinch  began" && label.first?.detail == "scale 1.10")
    }

    @Test func aLabelHoldsThenFadesAndFailuresGoFaster() {
        var model = OverlayModel()
        model.consume(OverlayRecord(time: 0, kind: .state(recognizer: "Pan", from: "possible", to: "began")))
        model.consume(OverlayRecord(time: 0, kind: .state(recognizer: "Tap", from: "possible", to: "failed")))
        let hold = OverlayTiming.labelHoldMilliseconds
        let fade = OverlayTiming.labelFadeMilliseconds
        #expect(model.scene(at: hold).labels.map(\.opacity) == [1])
        #expect(model.scene(at: hold + fade / 2).labels.map(\.opacity) == [0.5])
        #expect(model.scene(at: hold + fade).labels.isEmpty)
        // Without touches or a location the label has no anchor: the renderer puts it in a corner.
        #expect(model.scene(at: 0).labels.map(\.anchor) == [nil, nil])
        // While labels only hold, the next change is the start of the first fade: no frames until then.
        #expect(model.nextChange(at: 10) == hold * OverlayTiming.failedLabelTimeScale)
    }

    @Test func anActionLocationPlacesALabelWithoutTouches() {
        var model = OverlayModel()
        model.consume(OverlayRecord(time: 5, kind: .action(recognizer: "Tap", state: "recognized",
                                                            location: OverlayPoint(x: 51, y: 50), values: [])))
        #expect(model.scene(at: 5).labels.first?.anchor == OverlayPoint(x: 51, y: 50))
        #expect(model.scene(at: 5).labels.first?.state == "recognized")
    }

    @Test func forgettingKeepsWhatIsStillVisible() {
        var model = OverlayModel()
        model.consume(touch(1, .began, 0, 0, at: 0))
        model.consume(touch(2, .began, 50, 50, at: 0))
        model.consume(touch(2, .ended, 50, 50, at: 10))
        model.consume(OverlayRecord(time: 10, kind: .state(recognizer: "Tap", from: "possible", to: "failed")))
        let later = 5000.0
        let before = model.scene(at: later)
        model.forgetExpired(at: later)
        #expect(model.scene(at: later) == before)
        #expect(before.touches.map(\.id) == [1] && before.labels.isEmpty)
    }
}
