extension CALayer {
    /// The anchor point in the layer's own (bounds) coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: _bounds.origin.x + _anchorPoint.x * _bounds.size.width,
                y: _bounds.origin.y + _anchorPoint.y * _bounds.size.height)
    }

    /// Maps a point of this layer's space into its parent's space (the superlayer, or the
    /// screen for a root layer), including the superlayer's `sublayerTransform`.
    @_spi(UIKit)
    public func convertToParent(_ p: CGPoint) -> CGPoint {
        let a = anchorInBounds
        var local = CGPoint(x: p.x - a.x, y: p.y - a.y)
        if let t = _transforms?.transform, t != CATransform3DIdentity {
            local = t.isAffine ? local.applying(t.affine) : t.project(local)
        }
        var q = CGPoint(x: local.x + _position.x, y: local.y + _position.y)
        if let parent = _superlayer, let s = parent._transforms?.sublayerTransform, s != CATransform3DIdentity {
            let pa = parent.anchorInBounds
            let r = CGPoint(x: q.x - pa.x, y: q.y - pa.y)
            let mapped = s.isAffine ? r.applying(s.affine) : s.project(r)
            q = CGPoint(x: mapped.x + pa.x, y: mapped.y + pa.y)
        }
        return q
    }

    /// The inverse of `convertToParent`; nil when a transform is singular (a point cannot be
    /// mapped into a layer scaled to zero).
    @_spi(UIKit)
    public func convertFromParent(_ q: CGPoint) -> CGPoint? {
        var q = q
        if let parent = _superlayer, let s = parent._transforms?.sublayerTransform, s != CATransform3DIdentity {
            let pa = parent.anchorInBounds
            let r = CGPoint(x: q.x - pa.x, y: q.y - pa.y)
            guard let mapped = Self.invert(r, through: s) else { return nil }
            q = CGPoint(x: mapped.x + pa.x, y: mapped.y + pa.y)
        }
        var local = CGPoint(x: q.x - _position.x, y: q.y - _position.y)
        if let t = _transforms?.transform, t != CATransform3DIdentity {
            guard let mapped = Self.invert(local, through: t) else { return nil }
            local = mapped
        }
        let a = anchorInBounds
        return CGPoint(x: local.x + a.x, y: local.y + a.y)
    }

    static func invert(_ p: CGPoint, through t: CATransform3D) -> CGPoint? {
        if t.isAffine {
            let m = t.affine
            let det = m.a * m.d - m.b * m.c
            guard det != 0 else { return nil }
            return p.applying(m.inverted())
        }
        return t.unproject(p)
    }

    func _convertImpl(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l, l !== self else { return l == nil ? convertFromScreen(p) : p }
        if l._superlayer === self { return l.convertToParent(p) }
        if _superlayer === l { return convertFromParent(p) ?? p }
        let ancestor = commonAncestor(with: l)
        var point = p
        var current: CALayer? = l
        while let c = current, c !== ancestor {
            point = c.convertToParent(point)
            current = c._superlayer
        }
        return convertDown(point, from: ancestor)
    }

    func _convertImpl(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let l else { return convertToScreen(p) }
        return l.convert(p, from: self)
    }

    func _convertImpl(_ r: CGRect, from l: CALayer?) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: l) }
        return Self.box(corners)
    }

    func _convertImpl(_ r: CGRect, to l: CALayer?) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: l) }
        return Self.box(corners)
    }

    /// Converts from the receiver's space up to the root layer's parent space.
    @_spi(UIKit)
    public func convertToScreen(_ p: CGPoint) -> CGPoint {
        var point = p
        var current: CALayer? = self
        while let c = current {
            point = c.convertToParent(point)
            current = c._superlayer
        }
        return point
    }

    @_spi(UIKit)
    public func convertFromScreen(_ p: CGPoint) -> CGPoint {
        convertDown(p, from: nil)
    }

    /// Maps `p`, given in the space of `ancestor` (nil: the root's parent space), down to
    /// the receiver.
    func convertDown(_ p: CGPoint, from ancestor: CALayer?) -> CGPoint {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let c = current, c !== ancestor {
            chain.append(c)
            current = c._superlayer
        }
        var point = p
        for layer in chain.reversed() {
            point = layer.convertFromParent(point) ?? point
        }
        return point
    }

    /// The closest layer that is an ancestor of both (or either itself); nil when the layers
    /// are in different trees.
    func commonAncestor(with other: CALayer) -> CALayer? {
        var depthSelf = 0, depthOther = 0
        var a: CALayer? = self
        while let c = a { depthSelf += 1; a = c._superlayer }
        a = other
        while let c = a { depthOther += 1; a = c._superlayer }
        var x: CALayer? = self, y: CALayer? = other
        while depthSelf > depthOther { x = x?._superlayer; depthSelf -= 1 }
        while depthOther > depthSelf { y = y?._superlayer; depthOther -= 1 }
        while let xx = x, let yy = y, xx !== yy {
            x = xx._superlayer
            y = yy._superlayer
        }
        return x
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `p` (in the receiver's coordinates) is inside its bounds.
    func _containsImpl(_ p: CGPoint) -> Bool {
        _bounds.contains(p)
    }

    /// The farthest descendant (or the receiver) containing `p`, given in the superlayer's
    /// coordinates. Hidden layers are skipped; sublayers are tested front to back.
    func _hitTestImpl(_ p: CGPoint) -> CALayer? {
        if isHidden { return nil }
        guard let local = convertFromParent(p) else { return nil }
        return _hitTest(inOwnSpace: local)
    }

    /// `_hitTestImpl` with the point already in the receiver's own coordinates. Core
    /// Animation passes over transform layers to their sublayers (see `CATransformLayer`).
    func _hitTest(inOwnSpace local: CGPoint) -> CALayer? {
        if isHidden { return nil }
        if masksToBounds, !contains(local) { return nil }
        for sublayer in _sublayers.reversed() {
            if let transformLayer = sublayer as? CATransformLayer {
                guard !transformLayer.isHidden else { continue }
                if let hit = TransformLayerPlane.hitTest(local, in: transformLayer, toPlane: sublayer.transformToSuperlayer()) {
                    return hit
                }
                continue
            }
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
