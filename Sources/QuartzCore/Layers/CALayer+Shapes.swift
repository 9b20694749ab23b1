// The shapes a layer paints with: its rounded background, the ring of its border, and the
// maps from its space to its superlayer's.
extension CALayer {
    /// Core Animation clamps the corner radius to half the shorter side.
    var effectiveCornerRadius: CGFloat {
        let r = Swift.max(0, _cornerRadius)
        guard r > 0 else { return 0 }
        return Swift.min(r, Swift.min(_bounds.width, _bounds.height) / 2)
    }

    /// The background's outline: the bounds with `cornerRadius` on the `maskedCorners`
    /// (nil when the corners are square, so callers can fill a rectangle directly).
    /// `cornerCurve = .continuous` is drawn as circular arcs.
    func backgroundShape() -> CGPath? {
        let r = effectiveCornerRadius
        guard r > 0 else { return nil }
        if var cache = cachedShapes(radius: r) {
            if let background = cache.background { return background }
            let made = Self.roundedRect(_bounds, radius: r, corners: maskedCorners)
            cache.background = made
            _renderState?.shapes = cache
            return made
        }
        return Self.roundedRect(_bounds, radius: r, corners: maskedCorners)
    }

    /// The border's ring (inset from the bounds by `borderWidth`), to fill with the
    /// even-odd rule.
    func borderShape() -> CGPath {
        if var cache = cachedShapes(radius: effectiveCornerRadius) {
            if let border = cache.border { return border }
            let made = makeBorderShape()
            cache.border = made
            _renderState?.shapes = cache
            return made
        }
        return makeBorderShape()
    }

    /// The composited layer's shape cache, emptied when the geometry it was made for changed.
    private func cachedShapes(radius: CGFloat) -> LayerRenderState.ShapeCache? {
        guard let state = _renderState else { return nil }
        let corners = maskedCorners
        if let cache = state.shapes, cache.bounds == _bounds, cache.radius == radius, cache.corners == corners,
           cache.borderWidth == _borderWidth {
            return cache
        }
        let fresh = LayerRenderState.ShapeCache(bounds: _bounds, radius: radius, corners: corners,
                                                borderWidth: _borderWidth)
        state.shapes = fresh
        return fresh
    }

    private func makeBorderShape() -> CGPath {
        let w = Swift.min(_borderWidth, Swift.min(_bounds.width, _bounds.height) / 2)
        let r = effectiveCornerRadius
        let corners = maskedCorners
        let path = CGMutablePath()
        if r > 0 {
            path.addPath(Self.roundedRect(_bounds, radius: r, corners: corners))
        } else {
            path.addRect(_bounds)
        }
        let inner = _bounds.insetBy(dx: w, dy: w)
        if inner.width > 0, inner.height > 0 {
            let innerRadius = Swift.max(0, r - w)
            if innerRadius > 0 {
                path.addPath(Self.roundedRect(inner, radius: innerRadius, corners: corners))
            } else {
                path.addRect(inner)
            }
        }
        return path
    }

    /// A rectangle whose listed corners are quarter circles of `radius` (clamped to half the
    /// shorter side); clockwise on screen from the top-left.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        let r = Swift.min(radius, Swift.min(rect.width, rect.height) / 2)
        let minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        let tl = corners.contains(.layerMinXMinYCorner) ? r : 0
        let tr = corners.contains(.layerMaxXMinYCorner) ? r : 0
        let br = corners.contains(.layerMaxXMaxYCorner) ? r : 0
        let bl = corners.contains(.layerMinXMaxYCorner) ? r : 0
        path.move(to: CGPoint(x: minX + tl, y: minY))
        path.addLine(to: CGPoint(x: maxX - tr, y: minY))
        if tr > 0 {
            path.addArc(center: CGPoint(x: maxX - tr, y: minY + tr), radius: tr,
                        startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        }
        path.addLine(to: CGPoint(x: maxX, y: maxY - br))
        if br > 0 {
            path.addArc(center: CGPoint(x: maxX - br, y: maxY - br), radius: br,
                        startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        path.addLine(to: CGPoint(x: minX + bl, y: maxY))
        if bl > 0 {
            path.addArc(center: CGPoint(x: minX + bl, y: maxY - bl), radius: bl,
                        startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        }
        path.addLine(to: CGPoint(x: minX, y: minY + tl))
        if tl > 0 {
            path.addArc(center: CGPoint(x: minX + tl, y: minY + tl), radius: tl,
                        startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        }
        path.closeSubpath()
        return path
    }

    /// The 4×4 map of the layer into its superlayer's space: about the anchor point, the
    /// `transform`, then `position` and `zPosition`, then the superlayer's
    /// `sublayerTransform` (about the superlayer's anchor point).
    func transformToSuperlayer() -> CATransform3D {
        let a = anchorInBounds
        let z = extras?.zPosition ?? 0
        let az = extras?.anchorPointZ ?? 0
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -az)
        if let t = _transforms?.transform, t != CATransform3DIdentity { m = m.concatenating(t) }
        m = m.concatenating(CATransform3DMakeTranslation(_position.x, _position.y, z))
        if let parent = _superlayer, let s = parent._transforms?.sublayerTransform, s != CATransform3DIdentity {
            let pa = parent.anchorInBounds
            m = m.concatenating(CATransform3DMakeTranslation(-pa.x, -pa.y, 0)).concatenating(s)
                .concatenating(CATransform3DMakeTranslation(pa.x, pa.y, 0))
        }
        return m
    }

    /// `transformToSuperlayer()` flattened into the superlayer's plane. A mask is mapped into
    /// the space of the layer it masks.
    func homographyToSuperlayer() -> Homography {
        let plain = _transforms == nil && (extras?.zPosition ?? 0) == 0
            && (_superlayer?._transforms?.sublayerTransform ?? CATransform3DIdentity) == CATransform3DIdentity
        if plain {
            let a = anchorInBounds
            return .translation(_position.x - a.x, _position.y - a.y)
        }
        return Homography(transformToSuperlayer())
    }
}
