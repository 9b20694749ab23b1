internal import CCairo

extension CGContext {
    /// Fills the clip with a gradient varying along the line from `start` to `end` (user space).
    /// Without options, nothing is painted before the start or after the end.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite else {
            FrameworkLog.log("CGContext.drawLinearGradient: non-finite points; ignored")
            return
        }
        paintGradient { extents in
            gradient.makeLinearPattern(start: start, end: end, options: options, extents: extents)
        }
    }

    /// Fills the clip with a gradient between two circles (user space), following the PDF
    /// radial shading model: the color at t is painted on the circle interpolated between the
    /// start (t = 0) and end (t = 1) circles, later circles over earlier ones.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite else {
            FrameworkLog.log("CGContext.drawRadialGradient: non-finite geometry; ignored")
            return
        }
        paintGradient { extents in
            gradient.makeRadialPattern(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                       endRadius: endRadius, options: options, extents: extents)
        }
    }

    private func paintGradient(_ makePattern: (CGRect) -> OpaquePointer?) {
        let alpha = Double(state.alpha)
        paint(bounds: nil) { target in
            guard setUserMatrix(on: target) else { return }
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(target, &x1, &y1, &x2, &y2)
            guard let pattern = makePattern(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) else { return }
            defer { cairo_pattern_destroy(pattern) }
            guard CGContext.patternIsInRange(pattern, userToDevice: userToCairo) else {
                FrameworkLog.log("CGContext: gradient geometry out of range for the device; not drawn")
                return
            }
            cairo_set_source(target, pattern)
            cairo_paint_with_alpha(target, alpha)
        }
    }

    /// Cairo's rasterizer works in fixed point; gradient geometry more than ten million device
    /// pixels away makes it fail (and only happens with absurd input).
    static func patternIsInRange(_ pattern: OpaquePointer, userToDevice: CGAffineTransform) -> Bool {
        var points: [(CGPoint, CGFloat)] = []
        var x0 = 0.0, y0 = 0.0, r0 = 0.0, x1 = 0.0, y1 = 0.0, r1 = 0.0
        if cairo_pattern_get_radial_circles(pattern, &x0, &y0, &r0, &x1, &y1, &r1) == CAIRO_STATUS_SUCCESS {
            points = [(CGPoint(x: x0, y: y0), r0), (CGPoint(x: x1, y: y1), r1)]
        } else if cairo_pattern_get_linear_points(pattern, &x0, &y0, &x1, &y1) == CAIRO_STATUS_SUCCESS {
            points = [(CGPoint(x: x0, y: y0), 0), (CGPoint(x: x1, y: y1), 0)]
        }
        let stretch = max(abs(userToDevice.a), abs(userToDevice.b), abs(userToDevice.c), abs(userToDevice.d))
        return points.allSatisfy { point, radius in
            let p = point.applying(userToDevice)
            return p.isFinite && abs(p.x) + radius * stretch < 1e7 && abs(p.y) + radius * stretch < 1e7
        }
    }
}
