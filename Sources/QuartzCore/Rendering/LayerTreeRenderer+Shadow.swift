@_spi(Rendering) import CoreGraphics
internal import CMainThread

// Layer shadows. Core Animation casts the shadow from the layer's composited alpha
// (background, contents, sublayers, border) unless `shadowPath` gives the shape; the shadow
// lies in the layer's space (it turns with the layer), offset by `shadowOffset`.
//
// Shadows of a `shadowPath` or of a plain opaque background are rendered once and kept
// (until the shape, bounds, radius, color or scale changes), and shared by every layer with
// the same key (`SharedShadowImages`); shadows of arbitrary content are rendered each time
// the layer is drawn.
extension LayerTreeRenderer {
    static func castsShadow(_ layer: CALayer) -> Bool {
        guard let extras = layer.extras, extras.shadowOpacity > 0, let color = extras.shadowColor, color.alpha > 0 else {
            return false
        }
        return shadowIsVisible(layer, extras, alpha: color.alpha * clamp(extras.shadowOpacity))
    }

    /// Blur radii (points) beyond this are drawn as this. Only a shape far larger than any
    /// screen keeps a visible shadow at such a radius (see `shadowIsVisible`), and there the
    /// difference does not show; it keeps shadow extents finite for any finite radius.
    static let maximumShadowRadius: CGFloat = 100_000

    /// The blur radius the layer's shadow is drawn with.
    static func shadowRadius(_ extras: LayerExtras) -> CGFloat {
        Swift.min(Swift.max(0, extras.shadowRadius), maximumShadowRadius)
    }

    /// How far the shadow reaches beyond its shape (three standard deviations, and a pixel).
    static func shadowSpread(_ extras: LayerExtras) -> CGFloat {
        3 * shadowRadius(extras) + 2
    }

    /// A shape of area A blurred by a Gaussian of standard deviation σ is nowhere more
    /// opaque than A / (2πσ²): when that rounds to no alpha at all, the shadow draws nothing
    /// and costs nothing (a huge `shadowRadius` spreads the shadow out of sight).
    private static func shadowIsVisible(_ layer: CALayer, _ extras: LayerExtras, alpha: CGFloat) -> Bool {
        let radius = Swift.max(0, extras.shadowRadius)
        guard radius > 64 else { return true }
        let shape = extras.shadowPath?.boundingBoxOfPath ?? extent(of: layer, includingShadow: false)
        guard !shape.isNull, shape.width.isFinite, shape.height.isFinite else { return false }
        let peak = (shape.width / radius) * (shape.height / radius) / (2 * .pi) * alpha
        return peak >= 0.5 / 255
    }

    func drawShadow(of layer: CALayer, in ctx: CGContext, alpha: CGFloat, toBase: Homography) {
        guard let extras = layer.extras, let baseColor = extras.shadowColor else { return }
        let opacity = Self.clamp(extras.shadowOpacity)
        guard let color = baseColor.copy(alpha: baseColor.alpha * opacity) else { return }
        let scale = Self.pixelsPerUnit(ctx)
        let radius = Self.shadowRadius(extras)
        let shadow: ShadowRasterizer.Shadow?
        if let path = extras.shadowPath {
            let key = ShadowCache.Key(shape: .path(path), bounds: layer._bounds, radius: radius,
                                      color: color, scale: scale)
            shadow = cachedShadow(layer, key) {
                ShadowRasterizer.render(shapeRect: path.boundingBoxOfPath, scale: scale, radius: radius, color: color) {
                    $0.addPath(path)
                    $0.fillPath()
                }
            }
        } else if Self.castsFromBackgroundShape(layer) {
            let key = ShadowCache.Key(shape: .background(cornerRadius: layer.effectiveCornerRadius,
                                                         corners: layer.maskedCorners.rawValue),
                                      bounds: layer._bounds, radius: radius, color: color, scale: scale)
            shadow = cachedShadow(layer, key) {
                ShadowRasterizer.render(shapeRect: layer._bounds, scale: scale, radius: radius, color: color) { context in
                    if let shape = layer.backgroundShape() {
                        context.addPath(shape)
                        context.fillPath()
                    } else {
                        context.fill(layer._bounds)
                    }
                }
            }
        } else {
            // Rendered each time: only the part whose shadow can fall inside the clip.
            let spread = Self.shadowSpread(extras)
            let clip = ctx.boundingBoxOfClipPath
                .offsetBy(dx: -extras.shadowOffset.width, dy: -extras.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread)
            let extent = Self.extent(of: layer, includingShadow: false).intersection(clip)
            guard !extent.isNull, !extent.isEmpty else { return }
            var renderer = self
            renderer.damage = nil
            shadow = ShadowRasterizer.render(shapeRect: extent, scale: scale, radius: radius, color: color) { context in
                renderer.drawContent(of: layer, in: context, alpha: 1, toBase: .identity, castShadow: false)
            }
        }
        guard let shadow else { return }
        let offset = extras.shadowOffset
        ctx.setAlpha(alpha)
        ctx.drawImage(shadow.image, in: shadow.rect.offsetBy(dx: offset.width, dy: offset.height))
    }

    /// The shadow's shape is the background's when nothing else paints and the background is
    /// opaque (its alpha would otherwise lighten the shadow).
    static func castsFromBackgroundShape(_ layer: CALayer) -> Bool {
        guard layer._sublayers.isEmpty, layer.extras?.mask == nil, !(layer.extras?.contents is CGImage) else { return false }
        if layer.drawsOwnContent { return layer.ownContentFillsBackgroundShape }
        guard let background = layer._backgroundColor, background.alpha >= 1 else { return false }
        return true
    }

    private func cachedShadow(_ layer: CALayer, _ key: ShadowCache.Key,
                              _ make: () -> ShadowRasterizer.Shadow?) -> ShadowRasterizer.Shadow? {
        let extras = layer.ensureExtras()
        if let cache = extras.shadowCache, cache.key == key { return cache.shadow }
        // Then the shadows of other layers (and this layer's earlier shapes).
        let onMainThread = openuikit_is_main_thread()
        var shadow = onMainThread ? MainThread.onMainThreadUnchecked { FrameworkEnvironment.shadowImages.shadow(for: key) } : nil
        if shadow == nil {
            shadow = make()
            if onMainThread, let made = shadow {
                MainThread.onMainThreadUnchecked { FrameworkEnvironment.shadowImages.insert(made, for: key) }
            }
        }
        guard let shadow else { return nil }
        extras.shadowCache = ShadowCache(key: key, shadow: shadow)
        return shadow
    }

    /// Device pixels per user unit at the context's current transform.
    static func pixelsPerUnit(_ ctx: CGContext) -> CGFloat {
        let t = ctx.ctm
        let s = abs(t.a * t.d - t.b * t.c).squareRoot()
        guard s.isFinite, s > 0 else { return 1 }
        // Quantized so that tiny transform changes keep cached shadows.
        return Swift.max(0.25, (s * 16).rounded() / 16)
    }

    /// Where the layer and its visible sublayers can paint, in its own space.
    static func extent(of layer: CALayer, includingShadow: Bool, includingSublayers: Bool = true,
                       depth: Int = 0) -> CGRect {
        if let transformLayer = layer as? CATransformLayer {
            // Only its sublayers paint (no background, border or shadow).
            guard includingSublayers, depth < 32 else { return .null }
            return TransformLayerPlane.extent(of: transformLayer, toPlane: CATransform3DIdentity, depth: depth)
        }
        var rect = layer._bounds.union(layer.ownContentBounds())
        if let image = layer.extras?.contents as? CGImage {
            let source = unitClamped(layer.contentsRect)
            let destination = contentsDestination(of: layer, image: image, source: source)
            if !destination.isNull { rect = rect.union(destination) }
        }
        if includingSublayers, !layer.masksToBounds, depth < 32 {
            for sublayer in layer._sublayers where !sublayer.isHidden {
                if let transformLayer = sublayer as? CATransformLayer {
                    let planes = TransformLayerPlane.extent(of: transformLayer, toPlane: sublayer.transformToSuperlayer(),
                                                            depth: depth + 1)
                    if !planes.isNull { rect = rect.union(planes) }
                    continue
                }
                let sub = extent(of: sublayer, includingShadow: true, depth: depth + 1)
                if let box = sublayer.homographyToSuperlayer().boundingBox(of: sub) { rect = rect.union(box) }
            }
        }
        if includingShadow, castsShadow(layer), let extras = layer.extras {
            let shape = extras.shadowPath?.boundingBoxOfPath ?? rect
            let spread = shadowSpread(extras)
            rect = rect.union(shape.offsetBy(dx: extras.shadowOffset.width, dy: extras.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread))
        }
        return rect
    }
}
