@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

// Sublayers of a replicator layer: drawn once per copy, each copy transformed and colored
// by the replicator. Copies are drawn without damage-based skipping (a copy lands where the
// sublayers' recorded footprints are not), and the whole replicated subtree is damaged when
// anything in it changes (see `DamageWalker`).
extension LayerTreeRenderer {
    /// Draws `layer`'s sublayers in back-to-front order, once, or once per copy for a
    /// replicator layer.
    func drawSublayers(of layer: CALayer, in ctx: CGContext, alpha: CGFloat, toBase: Homography) {
        guard let replicator = layer as? CAReplicatorLayer, replicator.instanceCount != 1 else {
            for sublayer in Self.drawingOrder(layer._sublayers) {
                drawSublayer(sublayer, in: ctx, alpha: alpha, parentToBase: toBase)
            }
            return
        }
        guard replicator.instanceCount > 0 else { return }
        var inner = self
        inner.damage = nil
        let ordered = Self.drawingOrder(layer._sublayers)
        for index in 0..<replicator.instanceCount {
            let copy = replicator.instanceAffine(index)
            let (red, green, blue, copyAlpha) = replicator.instanceComponents(index)
            guard copyAlpha > 0 else { continue }
            let copyToBase = Homography(copy).concatenating(toBase)
            // Copy k shows the sublayers k × instanceDelay seconds earlier (main thread only:
            // the animation engine is there; `render(in:)` elsewhere shows every copy alike).
            var shifted: LayerAnimationEngine.ShiftedPresentation?
            let delay = replicator.instanceDelay
            if index > 0, delay != 0, delay.isFinite {
                shifted = MainThread.resultIfMain((replicator, CACurrentMediaTime() - Double(index) * delay)) {
                    LayerAnimationEngine.shared.showSublayers(of: $0.0, at: $0.1)
                }
            }
            defer { if let shifted { _ = MainThread.resultIfMain(shifted) { LayerAnimationEngine.shared.restore($0) } } }
            ctx.saveGState()
            ctx.concatenate(copy)
            if red >= 1, green >= 1, blue >= 1 {
                for sublayer in ordered {
                    inner.drawSublayer(sublayer, in: ctx, alpha: alpha * copyAlpha, parentToBase: copyToBase)
                }
            } else {
                inner.drawTinted(in: ctx, alpha: alpha * copyAlpha, multiplier: (red, green, blue)) { context, renderer in
                    for sublayer in ordered {
                        renderer.drawSublayer(sublayer, in: context, alpha: 1, parentToBase: copyToBase)
                    }
                }
            }
            ctx.restoreGState()
        }
    }

    /// Draws `body` offscreen (aligned with the destination's pixels, within the clip),
    /// multiplies its color channels, and composites it with `alpha`.
    private func drawTinted(in ctx: CGContext, alpha: CGFloat, multiplier: (CGFloat, CGFloat, CGFloat),
                            _ body: (CGContext, LayerTreeRenderer) -> Void) {
        var area = ctx.convertToDeviceSpace(ctx.boundingBoxOfClipPath).integral
        if ctx.width > 0 {
            area = area.intersection(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
        }
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width.isFinite, area.height.isFinite else { return }
        let pixelScale: CGFloat = ctx.width > 0 ? 1 : 2
        let toOffscreen = ctx.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -area.minX, ty: area.maxY))
        guard let content = CGContext(size: area.size, scale: pixelScale) else { return }
        content.concatenate(toOffscreen)
        var inner = self
        inner.deviceHeight = 0
        body(content, inner)
        let factors = (UInt32(multiplier.0 * 255 + 0.5), UInt32(multiplier.1 * 255 + 0.5), UInt32(multiplier.2 * 255 + 0.5))
        content.withUnsafeMutablePixels { pixels, rowBytes in
            let rows = pixels.count / rowBytes
            for y in 0..<rows {
                let row = (pixels.baseAddress! + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                for x in 0..<(rowBytes / 4) {
                    let p = row[x]
                    guard p != 0 else { continue }
                    // BGRA in memory: red in bits 16-23, green 8-15, blue 0-7 (premultiplied).
                    func scaled(_ shift: UInt32, _ f: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * f + 127) / 255) << shift }
                    row[x] = (p & 0xFF00_0000) | scaled(16, factors.0) | scaled(8, factors.1) | scaled(0, factors.2)
                }
            }
        }
        guard let image = content.makeImageSharingPixels() else { return }
        ctx.saveGState()
        ctx.setAlpha(alpha)
        ctx.drawImage(image, in: CGRect(origin: .zero, size: area.size), transform: toOffscreen.inverted())
        ctx.restoreGState()
    }
}

extension DamageWalker {
    /// Where a replicator's copies of its sublayers paint (frame-buffer pixels), given where
    /// the sublayers themselves paint.
    static func replicatedFootprint(of layer: CALayer, sublayers: CGRect, map: Homography, clip: CGRect) -> CGRect {
        guard let replicator = layer as? CAReplicatorLayer, replicator.instanceCount > 1, !sublayers.isNull,
              let inverse = map.inverted(), let local = inverse.boundingBox(of: sublayers) else { return sublayers }
        var union = sublayers
        for index in 1..<replicator.instanceCount {
            if let copy = map.boundingBox(of: local.applying(replicator.instanceAffine(index))) {
                union = union.union(copy.intersection(clip))
            } else {
                return clip
            }
        }
        return union
    }
}
