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

    /// Intersects the clip with `rect`, and with `mask` mapped to `rect` as partial coverage.
    ///
    /// CoreGraphics: the mask is mapped as `draw(_:in:)` maps an image (its first row at
    /// `rect.maxY`, so upside down in a y-down UIKit context); a gray image without alpha covers
    /// by its gray level (white paints, black clips away), an image with alpha by its alpha.
    /// Masks intersect (coverages multiply) and last until the graphics state is restored.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
        let imageToUser = CGAffineTransform(
            a: rect.width / CGFloat(mask.width), b: 0, c: 0, d: -rect.height / CGFloat(mask.height),
            tx: rect.origin.x, ty: rect.origin.y + rect.height)
        let toDevice = imageToUser.concatenating(userToCairo)
        // The clip's pixels (already cut to `rect`) bound the mask's surface.
        let extents = deviceClipExtents().integral
        guard userToCairo.isDrawable, toDevice.isInvertible, extents.isFiniteRect,
              !extents.isEmpty, BitmapLimits.allows(width: Int(extents.width), height: Int(extents.height)),
              let coverage = ClipMask.coverage(of: mask),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(extents.width), Int32(extents.height)) else {
            if !extents.isEmpty { FrameworkLog.log("CGContext.clip(to:mask:): mask not drawable here; clipping to the rectangle only") }
            return
        }
        defer { cairo_surface_destroy(coverage) }
        let originX = Int(extents.minX), originY = Int(extents.minY)
        let painter = cairo_create(surface)!
        defer { cairo_destroy(painter) }
        cairo_translate(painter, Double(-originX), Double(-originY))
        // An earlier mask: the new coverage multiplies it (Cairo's IN keeps dest × source alpha).
        if let previous = state.clipMask {
            cairo_set_source_surface(painter, previous.surface, Double(previous.originX), Double(previous.originY))
            cairo_paint(painter)
            cairo_set_operator(painter, CAIRO_OPERATOR_IN)
        }
        let pattern = cairo_pattern_create_for_surface(coverage)!
        defer { cairo_pattern_destroy(pattern) }
        let deviceToImage = toDevice.inverted()
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, Double(deviceToImage.a), Double(deviceToImage.b), Double(deviceToImage.c),
                          Double(deviceToImage.d), Double(deviceToImage.tx), Double(deviceToImage.ty))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, mask.shouldInterpolate ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_set_source(painter, pattern)
        cairo_paint(painter)
        cairo_surface_flush(surface)
        state.clipMask = ClipMask(surface: surface, originX: originX, originY: originY)
    }

    /// Removes all clipping (CoreGraphics `resetClip`).
    public func resetClip() {
        state.clipMask = nil
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
