@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

// Group compositing. A translucent layer with several parts or sublayers (group opacity) is
// drawn in a CoreGraphics transparency layer limited to where it can paint, and composited
// once with its opacity (in a PDF the group stays vector). A masked layer is drawn into an
// offscreen bitmap aligned with the destination's pixels, cut by the mask's alpha (Cairo
// clips cannot carry partial coverage), and composited as one image.
extension LayerTreeRenderer {
    /// Draws `body` (in the layer's space) as one group covering where the layer can paint,
    /// cut by the mask's alpha when there is a mask, and composites it with `alpha`.
    func drawGroup(of layer: CALayer, in ctx: CGContext, alpha: CGFloat, mask: CALayer?, toBase: Homography,
                   _ body: (CGContext, LayerTreeRenderer) -> Void) {
        guard let area = groupArea(of: layer, in: ctx) else { return }
        guard let mask else {
            // The layer's pixels are the destination's, so damage-based skipping still holds
            // inside the group.
            ctx.saveGState()
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(in: ctx.convertToUserSpace(area), auxiliaryInfo: nil)
            body(ctx, self)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
            return
        }
        // Device pixels per offscreen pixel: 1 for bitmaps; PDF "devices" are points, which
        // get 2 pixels each.
        let pixelScale: CGFloat = ctx.width > 0 ? 1 : 2
        // Layer space → offscreen space (y down from the area's top-left, in device units).
        let toDevice = ctx.ctm
        let deviceToOffscreen = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -area.minX, ty: area.maxY)
        let layerToOffscreen = toDevice.concatenating(deviceToOffscreen)
        guard let content = CGContext(size: area.size, scale: pixelScale) else { return }
        content.concatenate(layerToOffscreen)
        var inner = self
        inner.deviceHeight = 0 // footprints no longer map to this bitmap's pixels
        body(content, inner)
        guard let maskContext = CGContext(size: area.size, scale: pixelScale) else { return }
        maskContext.concatenate(layerToOffscreen)
        var maskRenderer = inner
        maskRenderer.damage = nil
        maskRenderer.drawSublayer(mask, in: maskContext, alpha: 1, parentToBase: toBase)
        Self.multiply(content, byAlphaOf: maskContext)
        guard let image = content.makeImageSharingPixels() else { return }
        ctx.saveGState()
        ctx.setAlpha(alpha)
        ctx.drawImage(image, in: CGRect(origin: .zero, size: area.size), transform: layerToOffscreen.inverted())
        ctx.restoreGState()
    }

    /// The device-space rectangle (y up, whole units) the group covers: the clip, narrowed to
    /// the layer's footprint in this frame.
    private func groupArea(of layer: CALayer, in ctx: CGContext) -> CGRect? {
        let clip = ctx.boundingBoxOfClipPath
        guard !clip.isNull, !clip.isEmpty else { return nil }
        var device = ctx.convertToDeviceSpace(clip)
        if let damage, deviceHeight > 0, let state = layer._renderState {
            let area = state.subtreeFootprint.intersection(damage.union)
            guard !area.isNull else { return nil }
            device = device.intersection(CGRect(x: area.minX, y: deviceHeight - area.maxY, width: area.width,
                                                height: area.height))
        } else {
            // Outside the compositor: where the layer and its sublayers can paint.
            let extent = Self.extent(of: layer, includingShadow: true)
            device = device.intersection(extent.applying(ctx.ctm))
        }
        device = device.integral
        guard !device.isNull, device.width >= 1, device.height >= 1, device.origin.x.isFinite, device.origin.y.isFinite,
              device.width.isFinite, device.height.isFinite else { return nil }
        return device
    }

    /// Scales every pixel of `content` by the alpha of the same pixel of `mask`.
    static func multiply(_ content: CGContext, byAlphaOf mask: CGContext) {
        mask.withUnsafeMutablePixels { maskPixels, maskRowBytes in
            content.withUnsafeMutablePixels { pixels, rowBytes in
                let height = Swift.min(pixels.count / rowBytes, maskPixels.count / maskRowBytes)
                let width = Swift.min(rowBytes, maskRowBytes) / 4
                for y in 0..<height {
                    let row = (pixels.baseAddress! + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                    let maskRow = (maskPixels.baseAddress! + y * maskRowBytes).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let m = maskRow[x] >> 24
                        if m == 255 { continue }
                        if m == 0 { row[x] = 0; continue }
                        let p = row[x]
                        func scaled(_ shift: UInt32) -> UInt32 {
                            ((((p >> shift) & 0xFF) * m + 127) / 255) << shift
                        }
                        row[x] = scaled(24) | scaled(16) | scaled(8) | scaled(0)
                    }
                }
            }
        }
    }
}
