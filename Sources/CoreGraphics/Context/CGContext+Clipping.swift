internal import CCairo

// Clipping. The clip lives in the Cairo context's state (saved and restored with the graphics
// state); it only ever shrinks, except through `resetClip()`.
extension CGContext {
    /// Intersects the clip with the current path's interior under `rule`, then clears the path.
    /// CoreGraphics: an empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = devicePath.elements
        beginPath()
        setDeviceMatrix(on: cr)
        cairo_new_path(cr)
        CairoPath.replay(elements, into: cr)
        cairo_set_fill_rule(cr, CairoPath.fillRule(rule))
        cairo_set_antialias(cr, cairoAntialias)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect` (user space). The current path is unchanged.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`. An empty array clips everything away.
    public func clip(to rects: [CGRect]) {
        let valid = rects.filter(\.isFiniteRect)
        if valid.count != rects.count { FrameworkLog.log("CGContext.clip(to:): non-finite rectangles ignored") }
        cairo_new_path(cr)
        if setUserMatrix(on: cr) {
            for rect in valid {
                let r = rect.standardized
                cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            }
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, cairoAntialias)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`, using `mask`'s alpha as partial coverage.
    ///
    /// Differs from CoreGraphics: Cairo clips are geometric, so the mask's coverage is not
    /// applied; the clip becomes `rect` (logged).
    public func clip(to rect: CGRect, mask: CGImage) {
        FrameworkLog.log("CGContext.clip(to:mask:): image masks are not supported; clipping to the rectangle only")
        clip(to: rect)
    }

    /// Removes all clipping (CoreGraphics `resetClip`).
    public func resetClip() {
        cairo_reset_clip(cr)
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        guard setUserMatrix(on: cr) else { return .zero }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
