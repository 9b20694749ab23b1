@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Draws a layer tree into a `CGContext`, in Core Animation's order for each layer: shadow,
/// background, contents, the layer's own content (gradient, shape), sublayers (by
/// `zPosition`, then order), border; then the mask cuts the result, and opacity applies to
/// the whole when the layer composites as a group.
///
/// The compositor uses it with the frame buffer's context, clipped to the damaged pixels, and
/// skips layers whose last footprint misses them; `CALayer.render(in:)` uses it with any
/// context (a bitmap, a PDF page) and draws everything.
struct LayerTreeRenderer {
    /// The damaged pixels of the frame being composited (nil: draw everything).
    var damage: DamageRegion?
    /// The frame buffer's pixel height (for device-space clips); 0 outside the compositor.
    var deviceHeight: CGFloat = 0

    /// Draws `layer` in its own coordinate space at the context's current transform.
    func drawRoot(_ layer: CALayer, in ctx: CGContext, alpha: CGFloat = 1) {
        guard !layer.isHidden else { return }
        let opacity = Self.clamp(layer._opacity) * alpha
        guard opacity > 0 else { return }
        ctx.saveGState()
        drawContent(of: layer, in: ctx, alpha: opacity, toBase: .identity)
        ctx.restoreGState()
    }

    /// Draws a sublayer (or a mask): the context is in its superlayer's space, `toBase` maps
    /// that space to the space the rendering started in.
    func drawSublayer(_ layer: CALayer, in ctx: CGContext, alpha: CGFloat, parentToBase: Homography) {
        guard !layer.isHidden else { return }
        let opacity = Self.clamp(layer._opacity) * alpha
        guard opacity > 0 else { return }
        if let damage, let state = layer._renderState, !damage.intersects(state.subtreeFootprint) {
            return
        }
        if let transformLayer = layer as? CATransformLayer {
            drawPlanes(of: transformLayer, toPlane: layer.transformToSuperlayer(), in: ctx, alpha: opacity,
                       planeToBase: parentToBase)
            return
        }
        drawFlattened(layer, local: layer.homographyToSuperlayer(), in: ctx, alpha: opacity, parentToBase: parentToBase)
    }

    /// Draws a layer whose map into the context's space is `local` (its flattened map, or
    /// for a plane of a transform layer, its composed 3D map flattened once).
    func drawFlattened(_ layer: CALayer, local: Homography, in ctx: CGContext, alpha opacity: CGFloat,
                       parentToBase: Homography) {
        guard local.isFinite else { return }
        let toBase = local.concatenating(parentToBase)
        // Core Animation: a layer that is not double-sided is not drawn from behind.
        if !layer.isDoubleSided, toBase.isBackFacing(layer._bounds) { return }
        if local.isAffine {
            let t = local.affine
            guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return }
            ctx.saveGState()
            ctx.concatenate(t)
            drawContent(of: layer, in: ctx, alpha: opacity, toBase: toBase)
            ctx.restoreGState()
        } else {
            drawProjected(layer, map: local, in: ctx, alpha: opacity)
        }
    }

    /// Draws everything the layer shows, in its own space (the context's CTM is there).
    func drawContent(of layer: CALayer, in ctx: CGContext, alpha: CGFloat, toBase: Homography,
                     castShadow: Bool = true) {
        if let transformLayer = layer as? CATransformLayer {
            // Its sublayers in 3D, projected into its own plane.
            drawPlanes(of: transformLayer, toPlane: CATransform3DIdentity, in: ctx, alpha: alpha, planeToBase: toBase)
            return
        }
        let mask = layer.extras?.mask
        // Core Animation: with `allowsGroupOpacity`, a translucent layer with several parts or
        // sublayers is composited as one image; a mask always cuts the composited image.
        let group = mask != nil
            || (alpha < 1 && layer.allowsGroupOpacity && (!layer._sublayers.isEmpty || partCount(of: layer, castShadow) > 1))
        if group {
            drawGroup(of: layer, in: ctx, alpha: alpha, mask: mask, toBase: toBase) { context, renderer in
                renderer.drawParts(of: layer, in: context, alpha: 1, toBase: toBase, castShadow: castShadow)
            }
        } else {
            drawParts(of: layer, in: ctx, alpha: alpha, toBase: toBase, castShadow: castShadow)
        }
    }

    private func partCount(of layer: CALayer, _ castShadow: Bool) -> Int {
        var parts = 0
        if (layer._backgroundColor?.alpha ?? 0) > 0 { parts += 1 }
        if layer.extras?.contents is CGImage { parts += 1 }
        if layer.drawsOwnContent { parts += 1 }
        if layer._borderWidth > 0, (layer._borderColor?.alpha ?? 0) > 0 { parts += 1 }
        if castShadow, Self.castsShadow(layer) { parts += 1 }
        return parts
    }

    /// The layer's shadow, background, contents, own content, sublayers and border, each
    /// with `alpha`.
    func drawParts(of layer: CALayer, in ctx: CGContext, alpha a: CGFloat, toBase: Homography, castShadow: Bool) {
        let bounds = layer._bounds
        if castShadow, Self.castsShadow(layer) {
            drawShadow(of: layer, in: ctx, alpha: a, toBase: toBase)
        }
        let shape = layer.backgroundShape()
        if let background = layer._backgroundColor, background.alpha > 0 {
            ctx.setAlpha(a)
            ctx.setFillColor(background)
            if let shape {
                ctx.addPath(shape)
                ctx.fillPath()
            } else {
                ctx.fill(bounds)
            }
        }
        let clips = layer.masksToBounds
        if clips {
            ctx.saveGState()
            if let shape {
                ctx.addPath(shape)
                ctx.clip()
            } else {
                ctx.clip(to: bounds)
            }
        }
        if let image = layer.extras?.contents as? CGImage {
            ctx.setAlpha(a)
            drawContents(image, of: layer, in: ctx)
        }
        if layer.drawsOwnContent {
            ctx.setAlpha(a)
            layer.drawOwnContent(in: ctx, alpha: a)
        }
        drawSublayers(of: layer, in: ctx, alpha: a, toBase: toBase)
        if clips { ctx.restoreGState() }
        if layer._borderWidth > 0, let border = layer._borderColor, border.alpha > 0 {
            ctx.setAlpha(a)
            ctx.setFillColor(border)
            ctx.addPath(layer.borderShape())
            ctx.fillPath(using: .evenOdd)
        }
        ctx.setAlpha(1)
    }

    /// Sublayers back to front: by `zPosition`, then in order (Core Animation sorts
    /// siblings by zPosition when it flattens them).
    static func drawingOrder(_ sublayers: [CALayer]) -> [CALayer] {
        guard sublayers.count > 1,
              sublayers.contains(where: { ($0.extras?.zPosition ?? 0) != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { lhs, rhs in
            let zl = lhs.element.extras?.zPosition ?? 0, zr = rhs.element.extras?.zPosition ?? 0
            return zl != zr ? zl < zr : lhs.offset < rhs.offset
        }.map(\.element)
    }

    static func clamp(_ opacity: Float) -> CGFloat {
        guard opacity.isFinite else { return 0 }
        return CGFloat(Swift.min(1, Swift.max(0, opacity)))
    }
}
