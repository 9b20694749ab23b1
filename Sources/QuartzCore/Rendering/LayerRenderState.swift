/// What the compositor remembers about a layer from the last frame it drew: where the layer
/// landed on the frame buffer. Comparing with the new frame tells which pixels changed.
/// All rectangles are in frame-buffer pixels (y down).
final class LayerRenderState {
    /// Layer space → frame-buffer pixels.
    var homography = Homography.identity
    /// The clip the ancestors impose (bounding box).
    var clip = CGRect.null
    /// Where the layer itself paints (background, contents, border, shadow), clipped.
    var footprint = CGRect.null
    /// The footprint with every visible descendant's.
    var subtreeFootprint = CGRect.null
    /// The background and border outlines, kept while what they depend on is unchanged.
    var shapes: ShapeCache?

    struct ShapeCache {
        var bounds: CGRect
        var radius: CGFloat
        var corners: CACornerMask
        var borderWidth: CGFloat
        var background: CGPath?
        var border: CGPath?
    }
}

extension CALayer {
    /// Forgets the compositor's records and marks in the whole subtree (and masks): the
    /// next frame computes it afresh.
    func resetCompositorState() {
        flags.remove([.compositeDirty, .descendantCompositeDirty])
        _renderState = nil
        extras?.mask?.resetCompositorState()
        for sublayer in _sublayers { sublayer.resetCompositorState() }
    }
}
