@_spi(Rendering) import CoreGraphics

/// A layer that keeps its sublayers in three dimensions (Core Animation): they are not
/// flattened into its plane, so transform layers nested in one another place their sublayers
/// in one 3D space, which the nearest ordinary ancestor projects once, drawing the planes
/// back to front by depth.
///
/// Core Animation: only the sublayers are drawn — the layer's own background, contents and
/// border are not, and its mask, `masksToBounds`, filters and shadow are ignored; its opacity
/// applies to each sublayer separately (no compositing group).
///
/// Differs from iOS: planes are ordered by the depth of their centres, so planes that cut
/// through one another are not split where they intersect. Coordinate conversion between a
/// layer inside a transform layer and one outside (`convert(_:from:)`) uses the layers'
/// flattened maps.
open class CATransformLayer: CALayer {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Core Animation: a transform layer has no 2D space of its own to test in; hit testing
    /// passes over it to its sublayers, front to back in depth, with its geometry applied.
    /// `p` is in the superlayer's coordinates. The transform layer itself is never returned.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        if isHidden { return nil }
        return TransformLayerPlane.hitTest(p, in: self, toPlane: transformToSuperlayer())
    }
}
