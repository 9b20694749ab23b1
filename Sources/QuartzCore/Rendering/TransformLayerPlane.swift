@_spi(Rendering) import CoreGraphics

/// One flat layer inside a `CATransformLayer`'s 3D space, with its map into the plane that
/// space is projected onto (the transform layer's superlayer, or the transform layer's own
/// space when it is the root of a rendering).
///
/// The 4×4 maps are composed through nested transform layers without flattening; each flat
/// layer (with its subtree, which it flattens as usual) is then projected once by its
/// composed map, so a cube of six faces in a transform layer turns as one solid.
struct TransformLayerPlane {
    let layer: CALayer
    /// The layer's space → the plane, in 3D.
    let toPlane: CATransform3D
    /// The opacity of the transform layers above it times its own (no group forms).
    let alpha: CGFloat
    /// Depth of the layer's centre after the map (larger is nearer the viewer).
    let depth: CGFloat

    /// The flat sublayers of `transformLayer` (through nested transform layers) that can
    /// draw, back to front. `toPlane` maps the transform layer's space into the plane.
    static func planes(of transformLayer: CATransformLayer, toPlane: CATransform3D, alpha: CGFloat) -> [TransformLayerPlane] {
        var planes: [TransformLayerPlane] = []
        collect(transformLayer, toPlane: toPlane, alpha: alpha, depth: 0, into: &planes)
        // Stable: equal depths keep tree order, as siblings of equal zPosition do.
        return planes.enumerated().sorted { lhs, rhs in
            lhs.element.depth != rhs.element.depth ? lhs.element.depth < rhs.element.depth : lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static func collect(_ parent: CALayer, toPlane: CATransform3D, alpha: CGFloat, depth: Int,
                                into planes: inout [TransformLayerPlane]) {
        guard depth < 32 else { return }
        for sublayer in parent._sublayers where !sublayer.isHidden {
            let opacity = LayerTreeRenderer.clamp(sublayer._opacity) * alpha
            guard opacity > 0 else { continue }
            let map = sublayer.transformToSuperlayer().concatenating(toPlane)
            if sublayer is CATransformLayer {
                collect(sublayer, toPlane: map, alpha: opacity, depth: depth + 1, into: &planes)
            } else {
                planes.append(TransformLayerPlane(layer: sublayer, toPlane: map, alpha: opacity,
                                                  depth: centreDepth(of: sublayer._bounds, map)))
            }
        }
    }

    /// z / w of the rectangle's centre under `m` (row vectors, as `CATransform3D`); a centre
    /// behind the eye is farthest.
    static func centreDepth(of rect: CGRect, _ m: CATransform3D) -> CGFloat {
        let x = rect.midX, y = rect.midY
        let z = x * m.m13 + y * m.m23 + m.m43
        let w = x * m.m14 + y * m.m24 + m.m44
        guard w > 0, z.isFinite, w.isFinite else { return -.infinity }
        return z / w
    }

    /// The frontmost layer under `p` (in the plane's coordinates) among the planes of
    /// `transformLayer`: each plane is tested in its own space, through its projected map.
    static func hitTest(_ p: CGPoint, in transformLayer: CATransformLayer, toPlane: CATransform3D) -> CALayer? {
        for plane in planes(of: transformLayer, toPlane: toPlane, alpha: 1).reversed() {
            let map = Homography(plane.toPlane)
            guard map.isFinite, let inverse = map.inverted() else { continue }
            if !plane.layer.isDoubleSided, map.isBackFacing(plane.layer._bounds) { continue }
            let local = inverse.apply(p)
            guard local.x.isFinite, local.y.isFinite, map.weight(local) > 0 else { continue }
            if let hit = plane.layer._hitTest(inOwnSpace: local) { return hit }
        }
        return nil
    }

    /// Where the planes of `transformLayer` can paint, in the plane's coordinates.
    static func extent(of transformLayer: CATransformLayer, toPlane: CATransform3D, depth: Int) -> CGRect {
        var rect = CGRect.null
        for plane in planes(of: transformLayer, toPlane: toPlane, alpha: 1) {
            let own = LayerTreeRenderer.extent(of: plane.layer, includingShadow: true, depth: depth + 1)
            if let box = Homography(plane.toPlane).boundingBox(of: own) { rect = rect.union(box) }
        }
        return rect
    }
}
