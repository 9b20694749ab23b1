@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

// Layers under a perspective transform. Cairo only draws affine maps, so the layer (with its
// sublayers, flattened as Core Animation flattens them) is rendered into an offscreen
// image in its own space, and that image is warped through the projection pixel by pixel
// (bilinear sampling) into an image of the area it covers, which is then drawn like any
// other image: clips, groups and masks of the ancestors apply as usual.
extension LayerTreeRenderer {
    /// The largest offscreen side; larger areas are rendered at a lower resolution (logged).
    static let maximumOffscreenSide: CGFloat = 4096

    func drawProjected(_ layer: CALayer, map: Homography, in ctx: CGContext, alpha: CGFloat) {
        var region = Self.extent(of: layer, includingShadow: true)
        guard let inverse = map.inverted() else { return }
        let clipBox = ctx.boundingBoxOfClipPath
        guard !clipBox.isNull, !clipBox.isEmpty else { return }
        // Only the part of the layer that can land inside the clip is rendered.
        if let visible = inverse.boundingBox(of: clipBox), map.corners(of: visible) != nil {
            region = region.intersection(visible.insetBy(dx: -2, dy: -2))
        }
        guard !region.isNull, region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else {
            return
        }
        // Where the layer lands (the whole clip when part of it is behind the eye).
        var target = (map.boundingBox(of: region) ?? clipBox).intersection(clipBox)
        guard !target.isNull, target.width > 0, target.height > 0 else { return }
        target = target.integral
        let pixelsPerUnit = Self.pixelsPerUnit(ctx)
        // Sample the layer at about the resolution it is shown at (magnified parts get up to
        // 4× the detail).
        let magnification = Swift.min(4, Swift.max(1, (target.width * target.height / (region.width * region.height)).squareRoot()))
        let sourceScale = Self.fitScale(pixelsPerUnit * magnification, region.size, what: "projected layer")
        let targetScale = Self.fitScale(pixelsPerUnit, target.size, what: "projected layer's area")
        guard let source = CGContext(size: region.size, scale: sourceScale) else { return }
        source.translateBy(x: -region.minX, y: -region.minY)
        var inner = self
        inner.damage = nil
        inner.drawContent(of: layer, in: source, alpha: 1, toBase: .identity)
        guard let sourceImage = source.makeImageSharingPixels(), let output = CGContext(size: target.size, scale: targetScale) else {
            return
        }
        sourceImage.withUnsafePixels { sourcePixels, sourceRowBytes in
            output.withUnsafeMutablePixels { outputPixels, outputRowBytes in
                Self.warp(source: sourcePixels, sourceRowBytes: sourceRowBytes,
                          sourceSize: (sourceImage.width, sourceImage.height),
                          sourceOrigin: region.origin, sourceScale: sourceScale,
                          output: outputPixels, outputRowBytes: outputRowBytes,
                          outputOrigin: target.origin, outputScale: targetScale,
                          map: map, inverse: inverse)
            }
        }
        guard let image = output.makeImageSharingPixels() else { return }
        ctx.setAlpha(alpha)
        ctx.drawImage(image, in: CGRect(x: target.minX, y: target.minY, width: CGFloat(image.width) / targetScale,
                                        height: CGFloat(image.height) / targetScale))
        ctx.setAlpha(1)
    }

    /// `scale`, lowered so that `size` at that scale fits the offscreen limit.
    static func fitScale(_ scale: CGFloat, _ size: CGSize, what: String) -> CGFloat {
        let side = Swift.max(size.width, size.height) * scale
        guard side > maximumOffscreenSide else { return scale }
        FrameworkLog.log("CALayer: the \(what) (\(Int(saturating: size.width)) × \(Int(saturating: size.height)) points) is rendered at reduced resolution (at most \(Int(maximumOffscreenSide)) pixels per side)")
        return scale * maximumOffscreenSide / side
    }

    /// For every output pixel: the layer point it shows (through `inverse`), sampled
    /// bilinearly from the premultiplied source; points behind the eye stay transparent.
    static func warp(source: UnsafeRawBufferPointer, sourceRowBytes: Int, sourceSize: (Int, Int),
                     sourceOrigin: CGPoint, sourceScale: CGFloat,
                     output: UnsafeMutableRawBufferPointer, outputRowBytes: Int,
                     outputOrigin: CGPoint, outputScale: CGFloat,
                     map: Homography, inverse: Homography) {
        let (sourceWidth, sourceHeight) = sourceSize
        let outputHeight = output.count / outputRowBytes
        let outputWidth = outputRowBytes / 4
        guard let sourceBase = source.baseAddress, let outputBase = output.baseAddress else { return }
        func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
            guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return .zero }
            let v = (sourceBase + y * sourceRowBytes + x * 4).loadUnaligned(as: UInt32.self)
            return SIMD4(Double(v & 0xFF), Double((v >> 8) & 0xFF), Double((v >> 16) & 0xFF), Double(v >> 24))
        }
        for j in 0..<outputHeight {
            let row = (outputBase + j * outputRowBytes).assumingMemoryBound(to: UInt32.self)
            let py = outputOrigin.y + (CGFloat(j) + 0.5) / outputScale
            for i in 0..<outputWidth {
                let px = outputOrigin.x + (CGFloat(i) + 0.5) / outputScale
                let w = px * inverse.m13 + py * inverse.m23 + inverse.m33
                guard w != 0 else { continue }
                let qx = (px * inverse.m11 + py * inverse.m21 + inverse.m31) / w
                let qy = (px * inverse.m12 + py * inverse.m22 + inverse.m32) / w
                let q = CGPoint(x: qx, y: qy)
                guard map.weight(q) > 0 else { continue }
                let sx = Double((qx - sourceOrigin.x) * sourceScale - 0.5)
                let sy = Double((qy - sourceOrigin.y) * sourceScale - 0.5)
                guard sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) else { continue }
                let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                let fx = sx - Double(x0), fy = sy - Double(y0)
                let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
                let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
                let c = top * (1 - fy) + bottom * fy
                let b = UInt32(Swift.min(255, c.x.rounded())), g = UInt32(Swift.min(255, c.y.rounded()))
                let r = UInt32(Swift.min(255, c.z.rounded())), a = UInt32(Swift.min(255, c.w.rounded()))
                row[i] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
