import CCairo

/// Draws an `OverlayScene` with cairo into an ARGB32 image surface: the wl_shm buffer when on
/// screen, a plain image surface in tests and the benchmark.
///
/// The surface's pixels outside what is drawn are fully transparent, so the compositor shows the
/// windows below. Coordinates: scene points are global points; `origin` is the global position of
/// the surface's top-left corner and `scale` the output scale (buffer pixels per point).
public struct OverlayRenderer: Sendable {
    /// Font for labels: DejaVu Sans (fonts-dejavu-core) has the degree sign and reads well small.
    public static let fontFamily = "DejaVu Sans"
    static let titleSize = 15.0
    static let detailSize = 13.0
    static let labelPadding = 5.0
    static let trailWidth = 4.0
    static let outlineWidth = 3.0

    public init() {}

    /// Clears the surface to transparent and draws the scene. Returns the bounds drawn, in buffer
    /// pixels, so that the caller can damage only that area.
    @discardableResult
    public func draw(_ scene: OverlayScene, into surface: OpaquePointer, scale: Double = 1,
                     origin: OverlayPoint = OverlayPoint(x: 0, y: 0)) -> PixelBounds {
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -origin.x, -origin.y)

        var bounds = PixelBounds.empty
        for touch in scene.touches {
            drawTrail(of: touch, cr)
            drawCircle(of: touch, cr)
            let reach = max(touch.radius + Self.outlineWidth,
                            touch.trail.map { $0.location.distance(to: touch.center) + Self.trailWidth }.max() ?? 0)
            bounds.formUnion(PixelBounds(center: touch.center, reach: reach, origin: origin, scale: scale))
        }
        var placement = LabelPlacement(visibleOrigin: origin)
        for label in scene.labels {
            bounds.formUnion(drawLabel(label, cr, placement: &placement, origin: origin, scale: scale))
        }
        cairo_surface_flush(surface)
        return bounds
    }

    private func setColor(_ color: OverlayColor, _ cr: OpaquePointer?) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Segments rather than one path, so that each can fade with its age.
    private func drawTrail(of touch: TouchMark, _ cr: OpaquePointer?) {
        guard touch.trail.count > 1 else { return }
        cairo_set_line_width(cr, Self.trailWidth)
        // Butt caps: round ones overlap at every joint and double the alpha there.
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        for (from, to) in zip(touch.trail, touch.trail.dropFirst()) {
            setColor(OverlayPalette.trail.faded(to.opacity), cr)
            cairo_move_to(cr, from.location.x, from.location.y)
            cairo_line_to(cr, to.location.x, to.location.y)
            cairo_stroke(cr)
        }
    }

    private func drawCircle(of touch: TouchMark, _ cr: OpaquePointer?) {
        cairo_new_path(cr)
        cairo_arc(cr, touch.center.x, touch.center.y, touch.radius, 0, 2 * Double.pi)
        setColor(OverlayPalette.touchFill.faded(touch.opacity), cr)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, Self.outlineWidth)
        setColor(OverlayPalette.touchOutline.faded(touch.opacity), cr)
        cairo_stroke(cr)
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
