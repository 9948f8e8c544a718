import CCairo
import Testing
@testable import TactileOverlay

/// The renderer on a plain cairo image surface: no compositor needed.
struct OverlayRendererTests {
    /// Draws the scene on a 400×300 ARGB32 surface at `scale` and returns the pixels' alpha and
    /// the drawn bounds.
    private func render(_ scene: OverlayScene, scale: Double = 1) -> (alpha: (Int, Int) -> UInt8, bounds: PixelBounds) {
        let width = Int32(400 * scale), height = Int32(300 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let bounds = OverlayRenderer().draw(scene, into: surface, scale: scale).bounds
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var alphas = [UInt8](repeating: 0, count: Int(width) * Int(height))
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                // ARGB32 is a native-endian 32-bit word: alpha is the top byte, at offset 3 on little-endian.
                alphas[y * Int(width) + x] = data[y * stride + x * 4 + 3]
            }
        }
        cairo_surface_destroy(surface)
        return ({ x, y in alphas[y * Int(width) + x] }, bounds)
    }

    @Test func anEmptySceneIsFullyTransparent() {
        let (alpha, bounds) = render(OverlayScene())
        #expect(bounds.isEmpty)
        #expect((0..<300).allSatisfy { y in (0..<400).allSatisfy { x in alpha(x, y) == 0 } })
    }

    @Test func aTouchIsDrawnWhereItIsAndScaled() {
        let scene = OverlayScene(touches: [TouchMark(id: 1, center: OverlayPoint(x: 100, y: 100), radius: 20, opacity: 1, trail: [])])
        let (alpha, bounds) = render(scene, scale: 2)
        #expect(alpha(200, 200) > 0, "circle centre at 2× scale")
        #expect(alpha(200 + 50, 200) == 0, "outside the 40 px radius")
        #expect(bounds.minX <= 160 && bounds.maxX >= 240 && bounds.minX > 140)
    }

    @Test func fadingLowersAlpha() {
        func centerAlpha(_ opacity: Double) -> UInt8 {
            render(OverlayScene(touches: [TouchMark(id: 1, center: OverlayPoint(x: 50, y: 50), radius: 20,
                                                    opacity: opacity, trail: [])])).alpha(50, 50)
        }
        #expect(centerAlpha(0.5) < centerAlpha(1))
        #expect(centerAlpha(0) == 0)
    }

    @Test func aLabelDrawsTextAboveItsAnchor() {
        let label = GestureLabel(recognizer: "Pinch", state: "ended", values: [GestureValue(name: "scale", text: "1.50")],
                                 anchor: OverlayPoint(x: 100, y: 200), opacity: 1)
        let (alpha, bounds) = render(OverlayScene(labels: [label]))
        #expect(bounds.maxY <= 200 && bounds.minX >= 98 && bounds.maxX > 160)
        #expect(alpha(110, 190) > 0)
        #expect(alpha(110, 210) == 0)
    }

    @Test func redrawingClearsOnlyWhatWasDrawnBefore() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200)!
        defer { cairo_surface_destroy(surface) }
        let renderer = OverlayRenderer()
        let first = renderer.draw(OverlayScene(touches: [TouchMark(id: 1, center: OverlayPoint(x: 50, y: 50), radius: 10,
                                                                   opacity: 1, trail: [])]), into: surface)
        let second = renderer.draw(OverlayScene(touches: [TouchMark(id: 1, center: OverlayPoint(x: 150, y: 150), radius: 10,
                                                                    opacity: 1, trail: [])]), into: surface, previouslyDrawn: first)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        func alpha(_ x: Int, _ y: Int) -> UInt8 { data[y * stride + x * 4 + 3] }
        #expect(alpha(50, 50) == 0, "the old circle is erased")
        #expect(alpha(150, 150) > 0)
        #expect(second.boxes.count == 1 && second.bounds.minX >= 130)
    }

    @Test func labelsOfOneGestureStackInsteadOfOverlapping() {
        var placement = LabelPlacement(visibleOrigin: OverlayPoint(x: 0, y: 0))
        let anchor = OverlayPoint(x: 100, y: 200)
        let first = placement.place(width: 120, height: 40, anchor: anchor)
        let second = placement.place(width: 120, height: 40, anchor: anchor)
        #expect(!first.intersects(second))
        #expect(second.y < first.y, "the second goes above the first")
        // At the top edge labels go down instead of off screen.
        var top = LabelPlacement(visibleOrigin: OverlayPoint(x: 0, y: 0))
        let a = top.place(width: 100, height: 40, anchor: OverlayPoint(x: 10, y: 50))
        let b = top.place(width: 100, height: 40, anchor: OverlayPoint(x: 10, y: 50))
        #expect(a.y >= 0 && b.y >= 0 && !a.intersects(b))
    }
}
