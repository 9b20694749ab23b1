internal import CCairo

/// Replays stored path elements into a Cairo context's current path.
enum CairoPath {
    /// Appends `elements` to `cr`'s path, in `cr`'s current user space. Quadratic curves become
    /// the equivalent cubics (Cairo has no quadratic segments).
    static func replay(_ elements: [PathElement], into cr: OpaquePointer) {
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element.clamped(to: cairoCoordinateLimit) {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                last = p; start = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                last = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                last = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                last = p
            case .close:
                cairo_close_path(cr)
                last = start
            }
        }
    }

    /// Beyond any surface Cairo can make (32767 pixels) and inside its fixed-point range.
    static let cairoCoordinateLimit: CGFloat = 2_097_152

    static func fillRule(_ rule: CGPathFillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// A throwaway context for geometric queries (`cairo_in_fill`, `cairo_in_stroke`).
    static func withScratchContext<R>(_ body: (OpaquePointer) -> R) -> R {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        return body(cr)
    }
}
