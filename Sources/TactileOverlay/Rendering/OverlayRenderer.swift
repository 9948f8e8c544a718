import CCairo

/// Draws an `OverlayScene` with cairo into an ARGB32 image surface: the wl_shm buffer when on
/// screen, a plain image surface in tests and the benchmark.
///
/// The surface's pixels outside what is drawn are fully transparent, so the compositor shows the
/// windows below. Coordinates: scene points are global points; `origin` is the global position of
/// the surface's top-left corner and `scale` the output scale (buffer pixels per point).
public final class OverlayRenderer {
    /// Font for labels: DejaVu Sans (fonts-dejavu-core) has the degree sign and reads well small.
    public static let fontFamily = "DejaVu Sans"
    static let titleSize = 15.0
    static let detailSize = 13.0
    static let labelPadding = 5.0
    static let trailWidth = 4.0
    static let outlineWidth = 3.0

    private let sprites = TouchSprites()

    public init() {}

    /// Clears the surface to transparent and draws the scene. Returns the region drawn, in buffer
    /// pixels, so that the caller can damage only that.
    ///
    /// `previouslyDrawn`: what the last draw into this surface returned, when the caller knows it;
    /// then only that region is cleared. Clearing a whole 1920×1080 buffer costs about 1 ms, half
    /// the frame budget, while the overlay usually covers a few percent of the screen.
    @discardableResult
    public func draw(_ scene: OverlayScene, into surface: OpaquePointer, scale: Double = 1,
                     origin: OverlayPoint = OverlayPoint(x: 0, y: 0), previouslyDrawn: DrawnRegion? = nil) -> DrawnRegion {
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        if let previouslyDrawn {
            // One fill per box: pixel-aligned single rectangles take cairo's fast path, while one
            // path of overlapping boxes is rasterized as a polygon over their whole union.
            for box in previouslyDrawn.boxes {
                cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX), Double(box.maxY - box.minY))
                cairo_fill(cr)
            }
        } else {
            cairo_paint(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -origin.x, -origin.y)

        var boxes: [PixelBounds] = []
        for touch in scene.touches {
            drawTrail(of: touch, cr)
            drawCircle(of: touch, cr, origin: origin, scale: scale)
            let circles = [(touch.center, touch.radius + Self.outlineWidth)] + touch.trail.map { ($0.location, Self.trailWidth) }
            boxes.append(PixelBounds(around: circles, origin: origin, scale: scale))
        }
        var placement = LabelPlacement(visibleOrigin: origin)
        for label in scene.labels {
            boxes.append(drawLabel(label, cr, placement: &placement, origin: origin, scale: scale))
        }
        cairo_surface_flush(surface)
        return DrawnRegion(boxes: boxes)
    }

    private func setColor(_ color: OverlayColor, _ cr: OpaquePointer?) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// One stroke per opacity band rather than per segment: a stroke's fixed cost dominates with
    /// ten touches of fifty samples each, and 6 bands still read as a smooth fade.
    static let trailOpacityBands = 6.0

    private func drawTrail(of touch: TouchMark, _ cr: OpaquePointer?) {
        guard touch.trail.count > 1 else { return }
        cairo_set_line_width(cr, Self.trailWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        let segments = Array(zip(touch.trail, touch.trail.dropFirst()))
        var start = 0
        while start < segments.count {
            // A segment takes the opacity of its newer end, rounded up to its band.
            let band = (segments[start].1.opacity * Self.trailOpacityBands).rounded(.up)
            var end = start
            while end + 1 < segments.count, (segments[end + 1].1.opacity * Self.trailOpacityBands).rounded(.up) == band {
                end += 1
            }
            cairo_move_to(cr, segments[start].0.location.x, segments[start].0.location.y)
            for segment in segments[start...end] { cairo_line_to(cr, segment.1.location.x, segment.1.location.y) }
            setColor(OverlayPalette.trail.faded(band / Self.trailOpacityBands), cr)
            cairo_stroke(cr)
            start = end + 1
        }
    }

    /// Copies the touch's sprite at whole device pixels (a sub-pixel offset would make cairo
    /// resample it), faded by the touch's opacity.
    private func drawCircle(of touch: TouchMark, _ cr: OpaquePointer?, origin: OverlayPoint, scale: Double) {
        let (sprite, size) = sprites.sprite(radius: Int((touch.radius * scale).rounded()), outlineWidth: Self.outlineWidth * scale)
        let x = ((touch.center.x - origin.x) * scale).rounded() - Double(size / 2)
        let y = ((touch.center.y - origin.y) * scale).rounded() - Double(size / 2)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, x, y, Double(size), Double(size))
        cairo_clip(cr)
        cairo_set_source_surface(cr, sprite, x, y)
        cairo_paint_with_alpha(cr, touch.opacity)
        cairo_restore(cr)
    }

    /// Cairo's toy text API: enough for two short lines, and no Pango dependency.
    private func drawLabel(_ label: GestureLabel, _ cr: OpaquePointer?, placement: inout LabelPlacement,
                           origin: OverlayPoint, scale: Double) -> PixelBounds {
        let lines: [(text: String, size: Double, weight: cairo_font_weight_t, color: OverlayColor)] =
            [(label.title, Self.titleSize, CAIRO_FONT_WEIGHT_BOLD, OverlayPalette.color(ofState: label.state))]
            + (label.detail.isEmpty ? [] : [(label.detail, Self.detailSize, CAIRO_FONT_WEIGHT_NORMAL, OverlayPalette.labelDetail)])
        var width = 0.0
        for line in lines {
            cairo_select_font_face(cr, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL, line.weight)
            cairo_set_font_size(cr, line.size)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, line.text, &extents)
            width = max(width, extents.x_advance)
        }
        let height = lines.map { $0.size + 4 }.reduce(0, +)
        let padding = Self.labelPadding
        let box = placement.place(width: width + 2 * padding, height: height + 2 * padding, anchor: label.anchor)
        cairo_rectangle(cr, box.x, box.y, box.width, box.height)
        setColor(OverlayPalette.labelBackground.faded(label.opacity), cr)
        cairo_fill(cr)

        var baseline = box.y + padding
        for line in lines {
            baseline += line.size
            cairo_select_font_face(cr, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL, line.weight)
            cairo_set_font_size(cr, line.size)
            setColor(line.color.faded(label.opacity), cr)
            cairo_move_to(cr, box.x + padding, baseline)
            cairo_show_text(cr, line.text)
            baseline += 4
        }
        return PixelBounds(x: box.x, y: box.y, width: box.width, height: box.height, origin: origin, scale: scale)
    }
}
