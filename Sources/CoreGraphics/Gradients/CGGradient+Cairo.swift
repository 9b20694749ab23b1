internal import CCairo

// Cairo patterns for gradients.
//
// Cairo extends a gradient either on both ends (PAD) or on neither (NONE), while CoreGraphics
// has separate `drawsBeforeStartLocation` and `drawsAfterEndLocation` options. For the one-sided
// cases the pattern's geometry is stretched over a wider parameter range [a, b] that covers the
// whole clip on the extended side, with the end color held flat there, and drawn with NONE.
extension CGGradient {
    /// Adds the gradient's stops, mapping gradient parameter t to pattern offset (t - a) / (b - a),
    /// and holding the first/last color flat over the stretched part of the range.
    private func addStops(to pattern: OpaquePointer, domain a: CGFloat, _ b: CGFloat) {
        func add(_ t: CGFloat, _ stop: Stop) {
            let offset = Double((t - a) / (b - a))
            cairo_pattern_add_color_stop_rgba(pattern, max(0, min(1, offset)), Double(stop.red), Double(stop.green),
                                              Double(stop.blue), Double(stop.alpha))
        }
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return }
        if a < 0 { add(a, first) }
        for stop in sorted { add(stop.location, stop) }
        if b > 1 { add(b, last) }
    }

    /// A linear pattern in user space, or nil when there is nothing to draw.
    /// `extents` is the clip's bounding box in user space.
    func makeLinearPattern(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions,
                           extents: CGRect) -> OpaquePointer? {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0, lengthSquared.isFinite, !stops.isEmpty else { return nil }
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        var a: CGFloat = 0, b: CGFloat = 1
        if before != after {
            // The parameter range the clip spans along the axis.
            let corners = [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                           CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)]
            let ts = corners.map { ((($0.x - start.x) * dx + ($0.y - start.y) * dy) / lengthSquared) }
            if before { a = min(ts.min() ?? 0, 0) - 1 } else { b = max(ts.max() ?? 1, 1) + 1 }
        }
        func point(_ t: CGFloat) -> CGPoint { CGPoint(x: start.x + dx * t, y: start.y + dy * t) }
        let p0 = point(a), p1 = point(b)
        let pattern = cairo_pattern_create_linear(Double(p0.x), Double(p0.y), Double(p1.x), Double(p1.y))!
        addStops(to: pattern, domain: a, b)
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pattern
    }

    /// A two-circle radial pattern in user space (the PDF model CoreGraphics also uses), or nil
    /// when there is nothing to draw.
    func makeRadialPattern(startCenter c0: CGPoint, startRadius r0: CGFloat, endCenter c1: CGPoint,
                           endRadius r1: CGFloat, options: CGGradientDrawingOptions, extents: CGRect) -> OpaquePointer? {
        guard r0 >= 0, r1 >= 0, r0 > 0 || r1 > 0, !stops.isEmpty else { return nil }
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        var a: CGFloat = 0, b: CGFloat = 1
        if after && !before {
            guard let reach = Self.radialReach(c0, r0, c1, r1, extents: extents) else { return nil }
            b = reach
        } else if before && !after {
            // The same question with the circles swapped: t' = 1 - t.
            guard let reach = Self.radialReach(c1, r1, c0, r0, extents: extents) else { return nil }
            a = 1 - reach
        }
        func circle(_ t: CGFloat) -> (CGPoint, CGFloat) {
            (CGPoint(x: c0.x + (c1.x - c0.x) * t, y: c0.y + (c1.y - c0.y) * t), max(0, r0 + (r1 - r0) * t))
        }
        let (p0, q0) = circle(a), (p1, q1) = circle(b)
        let pattern = cairo_pattern_create_radial(Double(p0.x), Double(p0.y), Double(q0), Double(p1.x), Double(p1.y), Double(q1))!
        addStops(to: pattern, domain: a, b)
        cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pattern
    }

    /// How far (t ≥ 1) the circles interpolated from (c0, r0) at t = 0 to (c1, r1) at t = 1 must
    /// continue to cover everything they ever cover inside `extents`: until the radius reaches
    /// zero when the circles shrink, until a circle contains the extents when they grow faster
    /// than they move, or until a circle has left the extents otherwise.
    private static func radialReach(_ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint, _ r1: CGFloat,
                                    extents: CGRect) -> CGFloat? {
        let dr = r1 - r0
        let dc = hypot(c1.x - c0.x, c1.y - c0.y)
        if dr < 0 { return r0 / -dr }
        guard dr > 0 || dc > 0 else { return nil }
        let corners = [CGPoint(x: extents.minX, y: extents.minY), CGPoint(x: extents.maxX, y: extents.minY),
                       CGPoint(x: extents.minX, y: extents.maxY), CGPoint(x: extents.maxX, y: extents.maxY)]
        let farthest = corners.map { hypot($0.x - c0.x, $0.y - c0.y) }.max() ?? 0
        let reach: CGFloat
        if dr > dc {
            reach = (farthest - r0) / (dr - dc)
        } else if dc > dr {
            reach = (farthest + r0) / (dc - dr)
        } else {
            reach = 4 * (farthest + r0) / dc
        }
        return min(max(reach, 1) + 1, 100_000)
    }
}
