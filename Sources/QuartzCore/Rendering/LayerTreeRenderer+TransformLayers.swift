@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

// Transform layers: their flat sublayers (through nested transform layers) are drawn back to
// front by depth, each projected once by its composed 3D map, with the usual back-face rule.
extension LayerTreeRenderer {
    /// `ctx` is in the plane's space; `planeToBase` maps the plane to the rendering's start.
    func drawPlanes(of transformLayer: CATransformLayer, toPlane: CATransform3D, in ctx: CGContext, alpha: CGFloat,
                    planeToBase: Homography) {
        for plane in TransformLayerPlane.planes(of: transformLayer, toPlane: toPlane, alpha: alpha) {
            if let damage, let state = plane.layer._renderState, !damage.intersects(state.subtreeFootprint) { continue }
            drawFlattened(plane.layer, local: Homography(plane.toPlane), in: ctx, alpha: plane.alpha,
                          parentToBase: planeToBase)
        }
    }
}
