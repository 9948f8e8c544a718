import CCairo

/// A touch circle drawn once per pixel radius into a small image and then copied, faded, for
/// every touch of every frame: antialiased fill and stroke of an arc cost about 0.1 ms each,
/// a copy of a few thousand pixels a few microseconds.
final class TouchSprites {
    private var sprites: [Int: OpaquePointer] = [:]

    deinit {
        for sprite in sprites.values { cairo_surface_destroy(sprite) }
    }

    /// The sprite for a circle of `radius` pixels (outline included), its centre at (size/2, size/2).
    func sprite(radius: Int, outlineWidth: Double) -> (surface: OpaquePointer, size: Int) {
        let size = 2 * (radius + Int(outlineWidth.rounded(.up)) + 1)
        if let sprite = sprites[radius] { return (sprite, size) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
        let cr = cairo_create(surface)
        cairo_arc(cr, Double(size) / 2, Double(size) / 2, Double(radius), 0, 2 * Double.pi)
        let fill = OverlayPalette.touchFill, outline = OverlayPalette.touchOutline
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, outlineWidth)
        cairo_set_source_rgba(cr, outline.red, outline.green, outline.blue, outline.alpha)
        cairo_stroke(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        sprites[radius] = surface
        return (surface, size)
    }
}
